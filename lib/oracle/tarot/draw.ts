/**
 * The draw a buyer pays for: made once, when the payment is confirmed, from the platform's
 * cryptographic random source (Web Crypto, in Node and browsers alike), and stored with the
 * order. A retry, the email, the portal page and the studio all read those same cards back.
 */
import { cardById, DECK } from "./deck";
import { REVERSAL_PROBABILITY, SPREADS, type Spread, type SpreadId, type SpreadPosition, type SpreadReading } from "./spreads";

/** An integer in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

/** Uniform integers from crypto.getRandomValues, by rejection sampling (no modulo bias). */
export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) throw new RangeError(`Bad range ${maxExclusive}`);
  const limit = Math.floor(2 ** 32 / maxExclusive) * maxExclusive;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const x = buffer[0] as number;
    if (x < limit) return x % maxExclusive;
  }
};

export interface DrawnPosition {
  position: string;
  cardId: string;
  reversed: boolean;
}

export interface StoredDraw {
  spread: SpreadId;
  /** How the cards were chosen: "crypto" (a cryptographic random source). */
  method: "crypto";
  /** ISO instant of the draw. */
  drawnAt: string;
  cards: DrawnPosition[];
}

/** Draws a spread: a Fisher–Yates shuffle of the whole deck, then each card's orientation. */
export function drawForOrder(spreadId: SpreadId, at: Date, randomInt: RandomInt = cryptoRandomInt): StoredDraw {
  const spread = SPREADS[spreadId] as Spread;
  const deck = DECK.map((c) => c.id);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
  }
  // Reversal with probability REVERSAL_PROBABILITY, drawn as an integer out of 10,000.
  const cards = spread.positions.map((p, i) => ({ position: p.key, cardId: deck[i] as string, reversed: randomInt(10_000) < REVERSAL_PROBABILITY * 10_000 }));
  return { spread: spreadId, method: "crypto", drawnAt: at.toISOString(), cards };
}

/** The stored draw as a spread reading (the meanings and keywords for each orientation). */
export function spreadFromDraw(draw: StoredDraw): SpreadReading {
  const spread = SPREADS[draw.spread] as Spread;
  if (draw.cards.length !== spread.positions.length) throw new RangeError(`${draw.spread} needs ${spread.positions.length} cards, the draw has ${draw.cards.length}`);
  return {
    spread,
    seed: draw.drawnAt,
    cards: draw.cards.map((d, i) => {
      const card = cardById(d.cardId);
      if (!card) throw new RangeError(`Unknown card ${d.cardId}`);
      const position = spread.positions.find((p) => p.key === d.position) ?? (spread.positions[i] as SpreadPosition);
      return {
        card,
        reversed: d.reversed,
        orientation: d.reversed ? "reversed" : "upright",
        meaning: d.reversed ? card.reversed : card.upright,
        keywords: d.reversed ? card.keywords.reversed : card.keywords.upright,
        position,
      };
    }),
  };
}
