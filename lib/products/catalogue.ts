import "server-only";

import { formatAmount, LIVE_SESSION_PRODUCT_IDS, type LiveSessionProductId } from "./ids";
import { PRODUCTS } from "./index";
import type { LiveSessionCopy, ProcessStep, ReadingCopy } from "./types";

/**
 * The shop's view of the product modules (SPEC §3 Reading product, §2 Live-session checkout
 * pages), as plain data for pages to hand to client components. Prices come from the modules,
 * so the card, the checkout page and the amount charged cannot drift apart.
 */

/** The three readings on /readings, keyed by the shop's short names. */
export const READING_KINDS = ["tarot", "match", "bundle"] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

export type { ProcessStep };

export interface ReadingProduct extends Omit<ReadingCopy, "kind" | "shopKind"> {
  kind: ReadingKind;
  id: "tarot" | "match-report" | "bundle-couples";
  persona: (typeof PRODUCTS)["tarot"]["persona"];
  name: string;
  amount: number;
  currency: string;
  priceLabel: string;
  requiresAccount: boolean;
}

export interface LiveSessionProduct extends Omit<LiveSessionCopy, "kind"> {
  id: LiveSessionProductId;
  persona: ReadingProduct["persona"];
  name: string;
  amount: number;
  currency: string;
  priceLabel: string;
}

const SHOP_IDS: Record<ReadingKind, ReadingProduct["id"]> = { tarot: "tarot", match: "match-report", bundle: "bundle-couples" };

function readingProduct(kind: ReadingKind): ReadingProduct {
  const m = PRODUCTS[SHOP_IDS[kind]];
  if (m.copy.kind !== "reading") throw new Error(`${m.id} is not a reading`);
  const { kind: _copyKind, shopKind: _shopKind, ...copy } = m.copy;
  return { ...copy, kind, id: SHOP_IDS[kind], persona: m.persona, name: m.name, amount: m.amount, currency: m.currency, priceLabel: formatAmount(m.amount, m.currency), requiresAccount: m.requiresAccount };
}

function liveSession(id: LiveSessionProductId): LiveSessionProduct {
  const m = PRODUCTS[id];
  if (m.copy.kind !== "live-session") throw new Error(`${id} is not a live session`);
  const { kind: _copyKind, ...copy } = m.copy;
  return { ...copy, id, persona: m.persona, name: m.name, amount: m.amount, currency: m.currency, priceLabel: formatAmount(m.amount, m.currency) };
}

export const READING_PRODUCTS: Readonly<Record<ReadingKind, ReadingProduct>> = {
  tarot: readingProduct("tarot"),
  match: readingProduct("match"),
  bundle: readingProduct("bundle"),
};

export const LIVE_SESSIONS = Object.fromEntries(LIVE_SESSION_PRODUCT_IDS.map((id) => [id, liveSession(id)])) as Readonly<Record<LiveSessionProductId, LiveSessionProduct>>;

export function isReadingKind(value: unknown): value is ReadingKind {
  return typeof value === "string" && (READING_KINDS as readonly string[]).includes(value);
}
