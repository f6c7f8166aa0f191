/**
 * The structured fact sheet of a tarot reading: the cards with everything the deck knows about
 * them, each in its position and orientation, and the relations between them (elemental
 * dignities, number progressions, majors and courts, dominant suit, reversals). The offline
 * composer and the AI model both write from it; the content check verifies every card, sign and
 * number a letter states against it. Every fact has an id the model cites ("card.past").
 */
import type { SignName } from "../astro/zodiac";
import { SIGN_NAMES } from "../astro/zodiac";
import type { SpreadCard, SpreadReading, Suit, TarotElement } from "../tarot";
import type { QuestionFacts } from "./question";

/** How a position is read: never as fate. */
export type PositionRole = "cause" | "condition" | "advice" | "self" | "other" | "bond" | "friction";

const ROLE_OF: Record<string, PositionRole> = {
  past: "cause",
  present: "condition",
  path: "advice",
  you: "self",
  them: "other",
  bond: "bond",
  friction: "friction",
  "way-forward": "advice",
  today: "condition",
};

export interface CardFact {
  /** "card.past" */
  id: string;
  position: { key: string; title: string; prompt: string; role: PositionRole };
  card: {
    id: string;
    name: string;
    arcana: "major" | "minor";
    suit: Suit | null;
    rank: string | null;
    /** 0–21 for majors, 1–14 for minors (Ace … King). */
    number: number;
    element: TarotElement;
    /** Golden Dawn correspondence: "Mars in Aries", "Root of Fire", "Saturn". */
    correspondence: string;
    /** Signs named by the correspondence (a letter may name these). */
    signs: SignName[];
  };
  orientation: "upright" | "reversed";
  keywords: string[];
  /** Solara's reading of the card in this orientation (the deck's text). */
  meaning: string;
}

/** Golden Dawn elemental dignities: same element strengthens, Fire–Water and Air–Earth weaken. */
export type Dignity = "strengthened" | "weakened" | "friendly";

export interface DignityFact {
  /** "dignity.past-present" */
  id: string;
  between: [string, string];
  elements: [TarotElement, TarotElement];
  dignity: Dignity;
}

export interface ProgressionFact {
  id: string;
  /** "ascending" (numbers rise along the spread), "descending", or "repeated" (one number twice or more). */
  kind: "ascending" | "descending" | "repeated";
  cards: string[];
  numbers: number[];
}

export interface SpreadRelations {
  majors: number;
  courts: number;
  reversals: number;
  suits: Record<Suit, number>;
  /** A suit that holds at least two of the cards, if one does. */
  dominantSuit: Suit | null;
  elements: Record<TarotElement, number>;
  dominantElement: TarotElement | null;
  /** Between neighbouring positions (and first–last in a three-card spread). */
  dignities: DignityFact[];
  progressions: ProgressionFact[];
}

export interface TarotFactSheet {
  kind: "tarot-spread";
  spread: { id: string; name: string };
  /** crypto: drawn at payment from a cryptographic source · seeded: an order from before that (a hash of its id). */
  draw: { method: "crypto" | "seeded"; drawnAt: string | null };
  question: QuestionFacts;
  cards: CardFact[];
  relations: SpreadRelations;
}

const COURTS = new Set(["Page", "Knight", "Queen", "King"]);
const CONTRARY: ReadonlySet<string> = new Set(["fire:water", "water:fire", "air:earth", "earth:air"]);

export function dignityOf(a: TarotElement, b: TarotElement): Dignity {
  if (a === b) return "strengthened";
  return CONTRARY.has(`${a}:${b}`) ? "weakened" : "friendly";
}

export function signsIn(text: string): SignName[] {
  return SIGN_NAMES.filter((s) => new RegExp(`\\b${s}\\b`).test(text));
}

function cardFact(c: SpreadCard): CardFact {
  return {
    id: `card.${c.position.key}`,
    position: { key: c.position.key, title: c.position.title, prompt: c.position.prompt, role: ROLE_OF[c.position.key] ?? "condition" },
    card: {
      id: c.card.id,
      name: c.card.name,
      arcana: c.card.arcana,
      suit: c.card.suit,
      rank: c.card.rank,
      number: c.card.number,
      element: c.card.element,
      correspondence: c.card.astrology,
      signs: signsIn(c.card.astrology),
    },
    orientation: c.orientation,
    keywords: [...c.keywords],
    meaning: c.meaning,
  };
}

function relationsOf(cards: CardFact[]): SpreadRelations {
  const suits: Record<Suit, number> = { wands: 0, cups: 0, swords: 0, pentacles: 0 };
  const elements: Record<TarotElement, number> = { fire: 0, water: 0, air: 0, earth: 0 };
  for (const c of cards) {
    if (c.card.suit) suits[c.card.suit] += 1;
    elements[c.card.element] += 1;
  }
  const top = <K extends string>(counts: Record<K, number>): K | null => {
    const [best] = (Object.entries(counts) as [K, number][]).sort((x, y) => y[1] - x[1]);
    return best && best[1] >= 2 ? best[0] : null;
  };

  const pairs: [CardFact, CardFact][] = [];
  for (let i = 0; i + 1 < cards.length; i++) pairs.push([cards[i] as CardFact, cards[i + 1] as CardFact]);
  if (cards.length === 3) pairs.push([cards[0] as CardFact, cards[2] as CardFact]);
  const dignities = pairs.map(([a, b]) => ({
    id: `dignity.${a.position.key}-${b.position.key}`,
    between: [a.id, b.id] as [string, string],
    elements: [a.card.element, b.card.element] as [TarotElement, TarotElement],
    dignity: dignityOf(a.card.element, b.card.element),
  }));

  // Number progressions among the pips (Ace–10) and among the majors, read in spread order.
  const progressions: ProgressionFact[] = [];
  for (const group of [cards.filter((c) => c.card.arcana === "minor" && c.card.number <= 10), cards.filter((c) => c.card.arcana === "major")]) {
    if (group.length < 2) continue;
    const numbers = group.map((c) => c.card.number);
    const rising = numbers.every((n, i) => i === 0 || n > (numbers[i - 1] as number));
    const falling = numbers.every((n, i) => i === 0 || n < (numbers[i - 1] as number));
    if (group.length >= 2 && (rising || falling)) {
      progressions.push({ id: `progression.${group[0]?.card.arcana}`, kind: rising ? "ascending" : "descending", cards: group.map((c) => c.id), numbers });
    }
  }
  const byNumber = new Map<number, CardFact[]>();
  for (const c of cards.filter((c) => c.card.arcana === "minor" && c.card.number <= 10)) byNumber.set(c.card.number, [...(byNumber.get(c.card.number) ?? []), c]);
  for (const [n, group] of byNumber) {
    if (group.length >= 2) progressions.push({ id: `progression.repeated-${n}`, kind: "repeated", cards: group.map((c) => c.id), numbers: group.map(() => n) });
  }

  return {
    majors: cards.filter((c) => c.card.arcana === "major").length,
    courts: cards.filter((c) => c.card.rank !== null && COURTS.has(c.card.rank)).length,
    reversals: cards.filter((c) => c.orientation === "reversed").length,
    suits,
    dominantSuit: top(suits),
    elements,
    dominantElement: top(elements),
    dignities,
    progressions,
  };
}

export function tarotFacts(spread: SpreadReading, question: QuestionFacts, draw: TarotFactSheet["draw"]): TarotFactSheet {
  const cards = spread.cards.map(cardFact);
  return {
    kind: "tarot-spread",
    spread: { id: spread.spread.id, name: spread.spread.name },
    draw,
    question,
    cards,
    relations: relationsOf(cards),
  };
}
