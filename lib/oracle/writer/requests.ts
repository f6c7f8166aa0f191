/**
 * What the writer is asked to write: the computed oracle data each reading is grounded in.
 * The fulfilment pipeline builds these (lib/delivery); the writer never computes a chart or
 * draws a card itself, it only puts what was computed into words.
 */
import type { Blueprint } from "../blueprint";
import type { Synastry } from "../synastry";
import type { SpreadReading } from "../tarot";

export type PersonaHandle = "astra" | "numa" | "solara";

export interface TarotRequest {
  kind: "tarot";
  /** Varies phrasing deterministically (the order id): a retry writes the same letter. */
  seed: string;
  question: string;
  /** Past · Present · Path. */
  spread: SpreadReading;
}

export type PlaceNote =
  | { resolved: true; typed: string; label: string; confidence: "high" | "medium" }
  | { resolved: false; typed: string; message: string };

export interface CouplePerson {
  name: string;
  dob: string;
  tob: string;
  pob: string;
  place: PlaceNote;
  /** Natal chart (no houses when the place or time is unknown) and numerology. */
  blueprint: Blueprint;
}

export interface MatchRequest {
  kind: "match";
  seed: string;
  person1: CouplePerson;
  person2: CouplePerson;
  synastry: Synastry;
}

export interface BundleRequest {
  kind: "bundle";
  seed: string;
  person1: CouplePerson;
  person2: CouplePerson;
  synastry: Synastry;
  /** The couple's shared intention for the tarot journey. */
  intention: string;
  /** The Bond spread: You, Them, The Bond, The Friction, The Way Forward. */
  spread: SpreadReading;
}

export interface LiveSessionRequest {
  kind: "live-session";
  seed: string;
  product: "astro-blueprint" | "numerology-map" | "tarot-immersion";
  productName: string;
  persona: PersonaHandle;
  fullName?: string;
  intention: string;
  notes?: string;
  timezone?: string;
  /** The placeholder in the attached invitation, as the reader's local date and time. */
  tentative: { localDate: string; localTime: string; timezone: string };
}

export type ReadingRequest = TarotRequest | MatchRequest | BundleRequest | LiveSessionRequest;

export const READING_PERSONA: Record<Exclude<ReadingRequest["kind"], "live-session">, PersonaHandle> = {
  tarot: "solara",
  match: "astra",
  bundle: "astra",
};

export function personaOf(request: ReadingRequest): PersonaHandle {
  return request.kind === "live-session" ? request.persona : READING_PERSONA[request.kind];
}

/** "Ada" from "Ada Lovelace"; the whole string when there is no space. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name.trim();
}
