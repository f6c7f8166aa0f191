import { MAJOR_ARCANA } from "./majors";
import { MINOR_ARCANA } from "./minors";
import { RANKS, SUITS, type Suit, type TarotCard, type TarotElement } from "./types";

const SUIT_ELEMENT: Record<Suit, TarotElement> = { wands: "fire", cups: "water", swords: "air", pentacles: "earth" };
const SUIT_TITLE: Record<Suit, string> = { wands: "Wands", cups: "Cups", swords: "Swords", pentacles: "Pentacles" };
const RANK_NAME: Record<string, string> = {
  Ace: "Ace",
  "2": "Two",
  "3": "Three",
  "4": "Four",
  "5": "Five",
  "6": "Six",
  "7": "Seven",
  "8": "Eight",
  "9": "Nine",
  "10": "Ten",
  Page: "Page",
  Knight: "Knight",
  Queen: "Queen",
  King: "King",
};
const RANK_NUMERAL: Record<string, string> = { Ace: "A", Page: "P", Knight: "Kn", Queen: "Q", King: "K" };

export function toRoman(n: number): string {
  if (n === 0) return "0";
  const table: [number, string][] = [
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  let rest = n;
  for (const [value, glyph] of table) {
    while (rest >= value) {
      out += glyph;
      rest -= value;
    }
  }
  return out;
}

function build(): TarotCard[] {
  const cards: TarotCard[] = MAJOR_ARCANA.map((text, i) => ({
    ...text,
    id: `major-${String(i).padStart(2, "0")}`,
    arcana: "major",
    number: i,
    suit: null,
    rank: null,
    numeral: toRoman(i),
  }));
  for (const suit of SUITS) {
    MINOR_ARCANA[suit].forEach((text, i) => {
      const rank = RANKS[i] ?? "Ace";
      cards.push({
        ...text,
        name: `${RANK_NAME[rank]} of ${SUIT_TITLE[suit]}`,
        element: SUIT_ELEMENT[suit],
        id: `${suit}-${String(i + 1).padStart(2, "0")}`,
        arcana: "minor",
        number: i + 1,
        suit,
        rank,
        numeral: RANK_NUMERAL[rank] ?? rank,
      });
    });
  }
  return cards;
}

/** The full 78-card deck: 22 major arcana (0–21), then Wands, Cups, Swords, Pentacles (Ace … King). */
export const DECK: readonly TarotCard[] = build();

const BY_ID = new Map(DECK.map((c) => [c.id, c]));

export function cardById(id: string): TarotCard | undefined {
  return BY_ID.get(id);
}
