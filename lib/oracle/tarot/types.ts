export const SUITS = ["wands", "cups", "swords", "pentacles"] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ["Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Page", "Knight", "Queen", "King"] as const;
export type Rank = (typeof RANKS)[number];

export type TarotElement = "fire" | "water" | "air" | "earth";

export interface CardText {
  name: string;
  element: TarotElement;
  /** Golden Dawn style correspondence: a planet, a sign, "Mars in Aries", "Root of Fire". */
  astrology: string;
  keywords: { upright: readonly string[]; reversed: readonly string[] };
  /** Solara's reading, 1–3 sentences. */
  upright: string;
  reversed: string;
}

export interface TarotCard extends CardText {
  /** Stable id: "major-00", "wands-01" … "pentacles-14". */
  id: string;
  arcana: "major" | "minor";
  /** 0–21 for the majors; 1–14 (Ace … King) for the minors. */
  number: number;
  suit: Suit | null;
  rank: Rank | null;
  /** "0", "XXI", "A", "7", "P", "Kn", "Q", "K": what the card face shows. */
  numeral: string;
}
