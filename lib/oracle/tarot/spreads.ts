import { DECK } from "./deck";
import { type Random, seededRandom, shuffle } from "./random";
import type { TarotCard } from "./types";

/** About one card in four comes up reversed. */
export const REVERSAL_PROBABILITY = 0.25;

export interface SpreadPosition {
  key: string;
  title: string;
  /** The question this position answers, in Solara's words. */
  prompt: string;
}

export interface Spread {
  id: SpreadId;
  name: string;
  description: string;
  positions: readonly SpreadPosition[];
}

export const SPREADS = {
  "past-present-path": {
    id: "past-present-path",
    name: "Past · Present · Path",
    description: "Three cards: what brought you here, where you stand, and the road that opens if you walk it.",
    positions: [
      { key: "past", title: "Past", prompt: "What shaped this, whether you chose it or not." },
      { key: "present", title: "Present", prompt: "Where you actually stand today, without the story around it." },
      { key: "path", title: "Path", prompt: "The way forward that opens when you stop bargaining with yourself." },
    ],
  },
  morning: {
    id: "morning",
    name: "Morning card",
    description: "One card to carry through the day.",
    positions: [{ key: "today", title: "Today", prompt: "The energy to meet, or to bring, today." }],
  },
  relationship: {
    id: "relationship",
    name: "The Bond",
    description: "Five cards for two people: each of you, what lives between you, what strains it, and what you can build.",
    positions: [
      { key: "you", title: "You", prompt: "What you bring to this, seen honestly." },
      { key: "them", title: "Them", prompt: "What they bring, as the cards see it, not as you fear it." },
      { key: "bond", title: "The Bond", prompt: "The living thing between you, with a mind of its own." },
      { key: "friction", title: "The Friction", prompt: "Where it rubs, and what the rub is asking for." },
      { key: "way-forward", title: "The Way Forward", prompt: "What the two of you can build next, if you both choose it." },
    ],
  },
} as const satisfies Record<string, Omit<Spread, "id"> & { id: string }>;

export type SpreadId = keyof typeof SPREADS;

export interface DrawnCard {
  card: TarotCard;
  reversed: boolean;
  orientation: "upright" | "reversed";
  /** The meaning for the orientation drawn. */
  meaning: string;
  keywords: readonly string[];
}

export interface SpreadCard extends DrawnCard {
  position: SpreadPosition;
}

export interface SpreadReading {
  spread: Spread;
  seed: string;
  cards: SpreadCard[];
}

function drawWith(random: Random, count: number): DrawnCard[] {
  if (!Number.isInteger(count) || count < 1 || count > DECK.length) {
    throw new RangeError(`Can draw 1–${DECK.length} cards, not ${count}`);
  }
  // Shuffle first, then decide each card's orientation, so the cards drawn do not depend on reversals.
  const cards = shuffle(DECK, random).slice(0, count);
  return cards.map((card) => {
    const reversed = random() < REVERSAL_PROBABILITY;
    return {
      card,
      reversed,
      orientation: reversed ? "reversed" : "upright",
      meaning: reversed ? card.reversed : card.upright,
      keywords: reversed ? card.keywords.reversed : card.keywords.upright,
    };
  });
}

/** `count` distinct cards from a seeded shuffle: the same seed always draws the same cards. */
export function drawCards(seed: string | number, count: number): DrawnCard[] {
  return drawWith(seededRandom(seed), count);
}

export function drawSpread(spreadId: SpreadId, seed: string | number): SpreadReading {
  const spread = SPREADS[spreadId] as Spread;
  if (!spread) throw new RangeError(`Unknown spread “${String(spreadId)}”`);
  const drawn = drawWith(seededRandom(`${spreadId}:${seed}`), spread.positions.length);
  return {
    spread,
    seed: String(seed),
    cards: drawn.map((d, i) => ({ ...d, position: spread.positions[i] as SpreadPosition })),
  };
}

/** A stable seed for a person's card of the day: the same person and date, the same card. */
export function dailySeed(personId: string, date: string): string {
  return `daily:${personId}:${date}`;
}
