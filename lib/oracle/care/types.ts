/**
 * The care layer's contract: how a buyer's own words (a tarot question, a couple's intention, a
 * live-session intention or notes, a free series' intention) are classified before anything is
 * drawn or written, and what a written letter is checked against before anything is sent.
 */
import type { SignName } from "../astro/zodiac";

/**
 * - crisis: self-harm, suicide, abuse or violence at home (no card reading: a care letter instead);
 * - health: illness, symptoms, tests and results, medication, pregnancy, mental-health treatment;
 * - legal: courts, custody, divorce proceedings, visas, contracts, police;
 * - money: investing, trading, debts, loans, gambling, big purchases;
 * - third-party: another person's private acts, thoughts, fidelity or health;
 * - death: someone's death or how long they will live;
 * - timing: "when will…" dates and deadlines for life events.
 */
export const CARE_TOPICS = ["crisis", "health", "legal", "money", "third-party", "death", "timing"] as const;
export type CareTopic = (typeof CARE_TOPICS)[number];

/** plain: no care topic · sensitive: any topic but crisis · crisis: crisis among the topics. */
export type CareLevel = "plain" | "sensitive" | "crisis";

/** yes-no: "Will I…?", "Should I…?" · choice: between two named paths · open: anything else. */
export type QuestionShape = "yes-no" | "choice" | "open";

export interface CareMatch {
  topic: CareTopic;
  /** The rule's id, e.g. "crisis.not-want-to-live". */
  rule: string;
  /** The words that matched, as the buyer wrote them. */
  excerpt: string;
}

export interface CareClassification {
  version: 1;
  level: CareLevel;
  /** Most serious first (the order of CARE_TOPICS). */
  topics: CareTopic[];
  matches: CareMatch[];
  shape: QuestionShape;
  /** The two paths of a choice question, as written ("take the job in Lisbon", "stay with my partner"). */
  choice?: [string, string];
  source: "lexicon" | "lexicon+model";
  /** What the model classifier said, when one ran (it can only add topics, never remove them). */
  model?: { level: CareLevel; topics: CareTopic[]; rationale: string };
}

/** A body or point named with its sign (and house) in the fact sheet: "Venus in Libra, 7th house". */
export interface StatedPlacement {
  body: string;
  sign: SignName;
  house?: number | null;
}

export type NumberName = "life path" | "expression" | "soul urge" | "personality" | "birthday" | "personal year";

/**
 * Everything a letter may state as fact, taken from the order's fact sheet. A card, sign,
 * placement, house or number the letter states that is not here is invented.
 */
export interface FactVocabulary {
  /** As the deck names them: "The Tower", "Five of Pentacles". */
  cards: readonly string[];
  signs: readonly SignName[];
  placements: readonly StatedPlacement[];
  houses: readonly number[];
  numbers: Readonly<Partial<Record<NumberName, readonly number[]>>>;
}

export interface LetterCheckInput {
  /** The letter in the writer's markup ("## heading", "- item", "**bold**"). */
  letter: string;
  vocabulary: FactVocabulary;
  care: CareClassification;
  /** The buyer's own words: each may be quoted once; echoed anywhere else, it is a problem. */
  quoted: readonly string[];
}

export type LetterProblemCode =
  | "prediction"
  | "directive"
  | "certainty"
  | "verdict"
  | "invented-card"
  | "invented-sign"
  | "invented-placement"
  | "invented-house"
  | "invented-number"
  | "echoed-question"
  | "missing-professional"
  | "crisis-reading"
  /** The letter lacks something it must have (a card's section, the plan): writer/structure.ts. */
  | "missing-part"
  /** A model cited a fact id the sheet does not have. */
  | "unknown-citation";

export interface LetterProblem {
  code: LetterProblemCode;
  /** The offending words, as written in the letter. */
  excerpt: string;
  detail: string;
}
