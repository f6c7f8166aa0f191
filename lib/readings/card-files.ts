import { cardImagePath } from "@/lib/delivery/card-images";
import { DECK, cardById, type TarotCard } from "@/lib/oracle/tarot";

/**
 * The hosted card images the reading email shows (app/cards/[file]/route.tsx draws them): one
 * PNG per card and orientation, twice the size the email displays them (120×200) for sharp
 * screens. Reversed cards are drawn upside down in the file itself, because Outlook ignores
 * CSS transforms.
 */
export const CARD_IMAGE_SIZE = { width: 240, height: 400 } as const;

/** "major-17.png", "cups-03-reversed.png": the last segment of lib/delivery's cardImagePath. */
export function cardFileName(cardId: string, reversed: boolean): string {
  return cardImagePath(cardId, reversed).replace(/^\/cards\//, "");
}

/** Every file there is: 78 cards, upright and reversed. */
export function allCardFiles(): string[] {
  return DECK.flatMap((card) => [cardFileName(card.id, false), cardFileName(card.id, true)]);
}

/** The card and orientation a file name stands for, or null for anything that is not one of ours. */
export function parseCardFile(file: string): { card: TarotCard; reversed: boolean } | null {
  const match = /^([a-z]+-\d{2})(-reversed)?\.png$/.exec(file);
  const card = match?.[1] ? cardById(match[1]) : undefined;
  return card ? { card, reversed: Boolean(match?.[2]) } : null;
}
