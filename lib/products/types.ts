import type { StoredJson } from "@/lib/db/stored-json";
import type { CareClassification } from "@/lib/oracle/care/types";
import type { ReadingRequest } from "@/lib/oracle/writer/requests";
import type { PersonaHandle } from "@/lib/personas";

/** The letter a product sends: a tarot reading, a couples report or bundle, a live-session confirmation. */
export type ReadingKind = "tarot" | "match" | "bundle" | "live-session";

export interface ProcessStep {
  title: string;
  body: string;
}

/** The shop's words for a reading on /readings (SPEC §3 Reading product). */
export interface ReadingCopy {
  kind: "reading";
  shopKind: "tarot" | "match" | "bundle";
  label: string;
  heroTitle: string;
  subtitle: string;
  /** A longer note in the oracle's voice, shown beside the order form. */
  description: string;
  priceSuffix: string;
  features: readonly string[];
  process: readonly ProcessStep[];
  /** Submit button text; the form appends the price. */
  cta: string;
  bestValue?: true;
  highlight?: "Best Value";
}

/** The words of a live-session checkout page (SPEC §2 Live-session checkout pages). */
export interface LiveSessionCopy {
  kind: "live-session";
  /** SPEC §2: what the session is, in a phrase. */
  format: string;
  heroTitle: string;
  subtitle: string;
  /** The oracle's invitation, in the first person. */
  invitation: string;
  includes: readonly string[];
  process: readonly ProcessStep[];
  intentionPlaceholder: string;
  /** Length of the live session, for the calendar invitation. */
  minutes: number;
}

/** A piece of the buyer's own words the care layer reads before anything is drawn or written. */
export interface BuyerWords {
  /** The payload field: "prompt", "details.notes". */
  field: string;
  /** How the letter and the studio name it: "your question". */
  label: string;
  text: string;
}

export interface PrepareInput<Meta, Draw> {
  orderId: string;
  meta: Meta;
  /** The work done at payment (the stored draw), or null for products without one. */
  draw: Draw | null;
  paidAt: Date;
  /** The care layer's classification of all the buyer's words together. */
  care: CareClassification;
}

export interface Prepared<Data> {
  /** What the writer writes from: the fact sheet and everything the composer and model need. */
  request: ReadingRequest;
  /** What Reading.data keeps of it (the fact sheet), for the email, the reading page and the studio. */
  data: Data;
  subject: string;
}

/** A card as the email and the reading page show it. */
export interface ShownCard {
  positionKey: string;
  position: string;
  cardId: string;
  name: string;
  reversed: boolean;
  keywords: string[];
}

/** What the email and the reading page show beside the letter itself. */
export interface Presentation {
  preview: string;
  cards?: ShownCard[];
  /** Show the cards just before this section heading instead of at the top (the bundle's journey). */
  cardsAtHeading?: string;
  facts?: { title: string; rows: { label: string; value: string }[] };
  /** The buyer's own words the cards were drawn for (the reading page quotes them). */
  question?: { label: string; text: string };
  /** How and when the cards were drawn (the reading page says so). */
  draw?: { method: "crypto" | "seeded"; drawnAt: string | null };
  /** A tentative calendar invitation (live sessions). */
  invite?: { localDate: string; localTime: string; timezone: string; minutes: number; intention: string };
  /** Which page of the app shows this reading: a spread, a couple's report, or none. */
  page: "tarot" | "couple" | null;
}

/** A couple's report in the buyer's portal: the partner as typed, and a few words about the two. */
export interface PortalReport {
  partner: { name: string; dob: string; tob: string; pob: string };
  summary: string;
  score: number;
}

/**
 * One product, whole: its price, persona and copy, its Order.meta contract, the work done at
 * payment, how its reading is prepared (fact sheet and request), its stored reading data and
 * what the email and page show. Everything else in the app asks the product's module.
 */
export interface ProductDefinition<Meta, Draw, Data> {
  /** A ProductId for everything the shop sells (tests define throwaway ones). */
  id: string;
  name: string;
  amount: number;
  currency: string;
  persona: PersonaHandle;
  reading: ReadingKind;
  requiresAccount: boolean;
  copy: ReadingCopy | LiveSessionCopy;
  /** Order.meta. */
  meta: StoredJson<Meta>;
  buyerWords(meta: Meta): BuyerWords[];
  /** Done once, when the payment is confirmed, and stored on the order. */
  atPayment: { draw: StoredJson<Draw>; make(paidAt: Date): Draw } | null;
  prepare(input: PrepareInput<Meta, Draw>): Prepared<Data>;
  /** Reading.data. */
  data: StoredJson<Data>;
  present(data: Data): Presentation;
  /** Products whose reading also lives in the portal's compatibility list. */
  portalReport?(data: Data): PortalReport;
}

/**
 * The same product with its stored JSON read inside: what the rest of the app holds in the
 * registry and calls with raw database values (each call parses them, so nothing is cast).
 */
export interface ProductModule {
  id: string;
  name: string;
  amount: number;
  currency: string;
  persona: PersonaHandle;
  reading: ReadingKind;
  requiresAccount: boolean;
  copy: ReadingCopy | LiveSessionCopy;
  /** Parses Order.meta; throws StoredJsonError when it is malformed. */
  parseMeta(meta: unknown): unknown;
  buyerWords(meta: unknown): BuyerWords[];
  /** The value to store in Order.draw when the payment is confirmed, or null. */
  drawAtPayment(paidAt: Date): ReturnType<StoredJson<unknown>["store"]> | null;
  prepare(input: PrepareInput<unknown, unknown>): { request: ReadingRequest; data: ReturnType<StoredJson<unknown>["store"]>; subject: string };
  present(data: unknown): Presentation;
  portalReport(data: unknown): PortalReport | null;
  /** Reading.data parsed (for pages that render a product's reading). */
  parseData(data: unknown): unknown;
}
