/** Where a card's PNG lives (app/cards/[file]/route.tsx draws it): upright, or turned for a reversal. */
export function cardImagePath(cardId: string, reversed: boolean): string {
  return `/cards/${cardId}${reversed ? "-reversed" : ""}.png`;
}
