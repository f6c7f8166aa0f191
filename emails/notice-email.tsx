import type { PersonaHandle } from "@/lib/personas";

import { LetterShell } from "./components/letter-shell";
import { MarkupBlocks } from "./components/markup-blocks";

export interface NoticeEmailProps {
  /** Who writes: the team, never an oracle (care letters, refunds, alerts to the team). */
  sender: { name: string; role: string };
  /** Colours only. */
  persona: PersonaHandle;
  title: string;
  preview: string;
  /** The letter, in the writer's markup. */
  body: string;
  appUrl: string;
  footer: string;
}

/** A plain letter from the team: a care letter, a refund notice, an alert for the team inbox. */
export function NoticeEmail({ sender, persona, title, preview, body, appUrl, footer }: NoticeEmailProps) {
  return (
    <LetterShell persona={persona} sender={sender} title={title} preview={preview} appUrl={appUrl} footer={footer}>
      <MarkupBlocks source={body} persona={persona} />
    </LetterShell>
  );
}
