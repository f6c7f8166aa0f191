/**
 * What the writer is asked to write: the computed oracle data each reading is grounded in, with
 * its fact sheet. The product modules (lib/products) build these; the writer never computes a
 * chart or draws a card itself, it only puts what was computed into words.
 */
import type { Blueprint } from "../blueprint";
import type { CareClassification } from "../care/types";
import type { ChartFactSheet, CoupleFactSheet, PlaceNote, QuestionFacts, TarotFactSheet } from "../facts";
import type { Synastry } from "../synastry";
import type { SpreadReading } from "../tarot";
import type { PersonaHandle } from "../voices/personas";

export type { PersonaHandle } from "../voices/personas";
export type { PlaceNote } from "../facts";

export interface TarotRequest {
  kind: "tarot";
  /** Varies phrasing deterministically (the order id): a retry writes the same letter. */
  seed: string;
  /** Past · Present · Path, from the draw stored at payment. */
  spread: SpreadReading;
  facts: TarotFactSheet;
}

export interface CouplePerson {
  name: string;
  dob: string;
  tob: string;
  pob: string;
  place: PlaceNote;
  /** Natal chart (no houses when the place or time is unknown) and numerology. */
  blueprint: Blueprint;
  facts: ChartFactSheet;
}

export interface MatchRequest {
  kind: "match";
  seed: string;
  person1: CouplePerson;
  person2: CouplePerson;
  synastry: Synastry;
  facts: CoupleFactSheet;
  care: CareClassification;
}

export interface BundleRequest {
  kind: "bundle";
  seed: string;
  person1: CouplePerson;
  person2: CouplePerson;
  synastry: Synastry;
  facts: CoupleFactSheet;
  care: CareClassification;
  /** The Bond spread for the couple's shared intention (the intention is its question). */
  spread: SpreadReading;
  tarotFacts: TarotFactSheet;
}

export interface LiveSessionRequest {
  kind: "live-session";
  seed: string;
  product: "astro-blueprint" | "numerology-map" | "tarot-immersion";
  productName: string;
  persona: PersonaHandle;
  fullName?: string;
  intention: QuestionFacts;
  notes?: string;
  timezone?: string;
  /** The placeholder in the attached invitation, as the reader's local date and time. */
  tentative: { localDate: string; localTime: string; timezone: string };
}

export type ReadingRequest = TarotRequest | MatchRequest | BundleRequest | LiveSessionRequest;

const READING_PERSONA: Record<Exclude<ReadingRequest["kind"], "live-session">, PersonaHandle> = {
  tarot: "solara",
  match: "astra",
  bundle: "astra",
};

export function personaOf(request: ReadingRequest): PersonaHandle {
  return request.kind === "live-session" ? request.persona : READING_PERSONA[request.kind];
}

/** The care classification of the buyer's words in a request. */
export function careOf(request: ReadingRequest): CareClassification {
  switch (request.kind) {
    case "tarot":
      return request.facts.question.care;
    case "live-session":
      return request.intention.care;
    default:
      return request.care;
  }
}

/** "Ada" from "Ada Lovelace"; the whole string when there is no space. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name.trim();
}
