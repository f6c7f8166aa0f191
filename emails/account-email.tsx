import { Button, Section } from "@react-email/components";

import type { PersonaHandle } from "@/lib/personas";

import { LetterShell } from "./components/letter-shell";
import { MarkupBlocks } from "./components/markup-blocks";
import { EMAIL_PALETTES, FONTS } from "./theme";

export interface AccountEmailProps {
  /** Colours only: the seeker's oracle, so the letter looks like their portal. */
  persona: PersonaHandle;
  title: string;
  preview: string;
  /** The letter, in the writer's markup. */
  body: string;
  /** The one thing to do (a single-use link), when there is one. */
  action?: { href: string; label: string };
  appUrl: string;
  footer: string;
}

/** A short letter from the team about the seeker's account: a reset link, an email change, a goodbye. */
export function AccountEmail({ persona, title, preview, body, action, appUrl, footer }: AccountEmailProps) {
  return (
    <LetterShell persona={persona} sender={{ name: "The Quantum Veil", role: "Your account" }} title={title} preview={preview} appUrl={appUrl} footer={footer}>
      <MarkupBlocks source={body} persona={persona} />
      {action ? (
        <Section style={{ margin: "12px 0 8px", textAlign: "center" }}>
          <Button
            href={action.href}
            data-testid="account-link"
            style={{ backgroundColor: EMAIL_PALETTES[persona].deep, color: "#ffffff", borderRadius: 999, padding: "12px 22px", fontFamily: FONTS.sans, fontSize: 15, textDecoration: "none" }}
          >
            {action.label}
          </Button>
        </Section>
      ) : null}
    </LetterShell>
  );
}
