/**
 * A stored letter (the writers' markup, lib/oracle/writer/markup.ts) cut into the parts the
 * reading page lays out: the opening before the first heading, then one section per "## "
 * heading. A tarot letter has a section per card, headed "{Position} · {Card}[, reversed]"
 * (the writer's structure check insists on it); those are matched to the cards so each passage
 * can sit beside its card. Pure: no database, no framework.
 */

export interface LetterSection {
  heading: string;
  /** The section's text, in markup, without its heading line. */
  source: string;
}

export interface Letter {
  /** What comes before the first heading (the question restated, how the cards were drawn). */
  opening: string;
  sections: LetterSection[];
}

const HEADING = /^#{1,3}\s+(.*)$/;

export function splitLetter(body: string): Letter {
  const opening: string[] = [];
  const sections: { heading: string; lines: string[] }[] = [];
  for (const line of body.replace(/\r\n?/g, "\n").split("\n")) {
    const heading = HEADING.exec(line.trim());
    if (heading) sections.push({ heading: (heading[1] ?? "").replace(/\*\*/g, "").trim(), lines: [] });
    else (sections.at(-1)?.lines ?? opening).push(line);
  }
  return { opening: opening.join("\n").trim(), sections: sections.map((s) => ({ heading: s.heading, source: s.lines.join("\n").trim() })) };
}

/** Headings compare without case, quotes, extra spaces or the separator's exact glyph. */
export function sameHeading(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

function normalise(s: string): string {
  return s
    .toLowerCase()
    .replace(/[“”"'’‘]/g, "")
    .replace(/\s*[·•|:–—-]\s*/g, " · ")
    .replace(/\s+/g, " ")
    .trim();
}

export interface CardForLetter {
  position: string;
  name: string;
  reversed: boolean;
}

/** The heading the writer gives a card's section. */
export function cardHeading(card: CardForLetter): string {
  return `${card.position} · ${card.name}${card.reversed ? ", reversed" : ""}`;
}

export interface TarotLetter<C extends CardForLetter> {
  opening: string;
  /** Every card in spread order, with its section when the letter has one. */
  passages: { card: C; section: LetterSection | null }[];
  /** The sections that belong to no single card, in the letter's order. */
  rest: LetterSection[];
}

/**
 * Matches each card to its section: the exact heading first, else a heading that starts with the
 * card's position and names the card (a model may word the orientation differently).
 */
export function tarotLetter<C extends CardForLetter>(body: string, cards: readonly C[]): TarotLetter<C> {
  const { opening, sections } = splitLetter(body);
  const used = new Set<number>();
  const find = (test: (heading: string) => boolean) => {
    const index = sections.findIndex((s, i) => !used.has(i) && test(s.heading));
    if (index >= 0) used.add(index);
    return index >= 0 ? (sections[index] ?? null) : null;
  };
  const passages = cards.map((card) => {
    const exact = find((h) => sameHeading(h, cardHeading(card)));
    const position = `${normalise(card.position)} · `;
    const section = exact ?? find((h) => normalise(h).startsWith(position) && normalise(h).includes(normalise(card.name)));
    return { card, section };
  });
  return { opening, passages, rest: sections.filter((_, i) => !used.has(i)) };
}
