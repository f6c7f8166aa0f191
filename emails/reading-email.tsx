import { Button, Section } from "@react-email/components";

import { personaOrDefault, type PersonaHandle } from "@/lib/personas";

import { LetterShell } from "./components/letter-shell";
import { MarkupBlocks } from "./components/markup-blocks";
import { CardStrip, FactsPanel, type CardFace, type FactRow } from "./components/panels";
import { EMAIL_PALETTES, FONTS } from "./theme";

export interface ReadingEmailProps {
  persona: PersonaHandle;
  /** The product ("Solo Tarot Reading"). */
  title: string;
  preview: string;
  /** The letter, in the writer's markup. */
  body: string;
  cards?: CardFace[];
  facts?: { title: string; rows: FactRow[] };
  /** Show the cards just before this section heading instead of at the top (the bundle's tarot journey). */
  cardsAtHeading?: string;
  /** The reading's private page (cards, letter, printable), when it has one. */
  link?: string | null;
  appUrl: string;
  footer: string;
}

/** A paid reading (tarot, compatibility report, couples bundle) or a live-session confirmation. */
export function ReadingEmail({ persona, title, preview, body, cards, facts, cardsAtHeading, link, appUrl, footer }: ReadingEmailProps) {
  const p = personaOrDefault(persona);
  const marker = cardsAtHeading ? `## ${cardsAtHeading}` : null;
  const at = marker ? body.indexOf(marker) : -1;
  const [before, after] = at > 0 ? [body.slice(0, at), body.slice(at)] : [null, body];
  const strip = cards?.length ? <CardStrip cards={cards} persona={p.handle} /> : null;
  return (
    <LetterShell
      persona={p.handle}
      title={title}
      preview={preview}
      appUrl={appUrl}
      footer={footer}
    >
      {facts ? <FactsPanel title={facts.title} rows={facts.rows} persona={p.handle} /> : null}
      {before === null ? strip : <MarkupBlocks source={before} persona={p.handle} />}
      {before === null ? null : strip}
      <MarkupBlocks source={after} persona={p.handle} />
      {link ? (
        <Section style={{ margin: "28px 0 0", textAlign: "center" }}>
          <Button
            href={link}
            data-testid="reading-link"
            style={{ backgroundColor: EMAIL_PALETTES[p.handle].deep, color: "#ffffff", borderRadius: 999, padding: "12px 22px", fontFamily: FONTS.sans, fontSize: 15, textDecoration: "none" }}
          >
            Open your reading, with its {cards?.length ? "cards" : "charts"}
          </Button>
        </Section>
      ) : null}
    </LetterShell>
  );
}
