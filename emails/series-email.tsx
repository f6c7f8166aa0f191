import { Link, Text } from "@react-email/components";

import { personaOrDefault, type PersonaHandle } from "@/lib/personas";

import { LetterShell } from "./components/letter-shell";
import { MarkupBlocks } from "./components/markup-blocks";
import { CardStrip, FactsPanel, type CardFace, type FactRow } from "./components/panels";
import { EMAIL_PALETTES } from "./theme";

export interface SeriesEmailProps {
  /** A letter from the team rather than the oracle (a care letter). */
  sender?: { name: string; role: string };
  persona: PersonaHandle;
  /** "Daily Transit Digest · Sunday 22 November" */
  title: string;
  preview: string;
  body: string;
  seriesName: string;
  cards?: CardFace[];
  facts?: { title: string; rows: FactRow[] };
  /** A link under the letter (the portal's Today view). */
  action?: { label: string; href: string };
  unsubscribeUrl: string;
  appUrl: string;
}

/** One letter of a free series, or its welcome: always with a one-click way out. */
export function SeriesEmail({ sender, persona, title, preview, body, seriesName, cards, facts, action, unsubscribeUrl, appUrl }: SeriesEmailProps) {
  const p = personaOrDefault(persona);
  const linkColor = EMAIL_PALETTES[p.handle].accentOnLight;
  return (
    <LetterShell
      sender={sender}
      persona={p.handle}
      title={title}
      preview={preview}
      appUrl={appUrl}
      footer={
        <>
          You are receiving this because you subscribed to the {seriesName} at The Quantum Veil. It is free, and leaving is one click:{" "}
          <Link className="qv-link" href={unsubscribeUrl} style={{ color: linkColor, textDecoration: "underline" }}>
            unsubscribe
          </Link>
          .
        </>
      }
    >
      {cards?.length ? <CardStrip cards={cards} persona={p.handle} /> : null}
      {facts ? <FactsPanel title={facts.title} rows={facts.rows} persona={p.handle} /> : null}
      <MarkupBlocks source={body} persona={p.handle} />
      {action ? (
        <Text style={{ margin: "24px 0 0", fontSize: 15, lineHeight: "24px" }}>
          <Link className="qv-link" href={action.href} style={{ color: linkColor, textDecoration: "underline", fontWeight: 600 }}>
            {action.label} →
          </Link>
        </Text>
      ) : null}
    </LetterShell>
  );
}
