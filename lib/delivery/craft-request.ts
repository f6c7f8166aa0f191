import "server-only";

import { buildBlueprint } from "@/lib/oracle/blueprint";
import type { BirthPlace } from "@/lib/oracle/natal";
import { resolvePlace } from "@/lib/oracle/places";
import { compareCharts } from "@/lib/oracle/synastry";
import { drawSpread, type SpreadReading } from "@/lib/oracle/tarot";
import type { CouplePerson, ReadingRequest } from "@/lib/oracle/writer/requests";
import {
  bundleMetaSchema,
  liveSessionMetaSchema,
  matchMetaSchema,
  tarotMetaSchema,
  type PersonMeta,
} from "@/lib/commerce/order-meta";
import { PRODUCT_NAMES, type ProductId } from "@/lib/products/ids";
import { PermanentJobError } from "@/lib/jobs/registry";

import { tentativeSessionSlot } from "./session-slot";

export interface OrderForCrafting {
  id: string;
  product: string;
  meta: unknown;
  paidAt: Date | null;
  createdAt: Date;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A person's chart and numbers from what the buyer typed. The birthplace goes through the
 * oracle's atlas; when it cannot be found the reading is still written, from a chart cast without
 * houses (local noon, UTC), and the letter says so gently.
 */
export function craftPerson(meta: PersonMeta, on: Date): CouplePerson {
  const typed = meta.pob.trim();
  const resolution = resolvePlace(typed);
  const tob = TIME.test(meta.tob.trim()) ? meta.tob.trim() : null;
  try {
    if (resolution.status === "found") {
      return {
        ...meta,
        place: { resolved: true, typed, label: resolution.place.label, confidence: resolution.confidence },
        blueprint: buildBlueprint({ name: meta.name, dob: meta.dob, tob, place: resolution.place }, { on }),
      };
    }
    const unknownPlace: BirthPlace = { name: typed || "an unknown place", latitude: 0, longitude: 0, timezone: "UTC" };
    return {
      ...meta,
      place: { resolved: false, typed, message: resolution.message },
      blueprint: buildBlueprint({ name: meta.name, dob: meta.dob, tob: null, place: unknownPlace }, { on }),
    };
  } catch (error) {
    // A birth date the oracle cannot read will not become readable on retry.
    if (error instanceof RangeError) throw new PermanentJobError(`Cannot chart ${meta.name}: ${error.message}`);
    throw error;
  }
}

function parseMeta<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } }, meta: unknown, orderId: string): T {
  const parsed = schema.safeParse(meta);
  if (!parsed.success) throw new PermanentJobError(`Order ${orderId} has malformed meta: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Everything the writer needs for an order, computed from the order alone: the cards are drawn
 * with the order id as seed, so a retry (or a re-render) draws exactly the same cards.
 */
export function craftRequest(order: OrderForCrafting): ReadingRequest {
  const on = order.paidAt ?? order.createdAt;
  const product = order.product as ProductId;
  switch (product) {
    case "tarot": {
      const meta = parseMeta(tarotMetaSchema, order.meta, order.id);
      return { kind: "tarot", seed: order.id, question: meta.prompt, spread: drawSpread("past-present-path", order.id) };
    }
    case "match-report": {
      const meta = parseMeta(matchMetaSchema, order.meta, order.id);
      const person1 = craftPerson(meta.person1, on);
      const person2 = craftPerson(meta.person2, on);
      return { kind: "match", seed: order.id, person1, person2, synastry: synastryOf(person1, person2) };
    }
    case "bundle-couples": {
      const meta = parseMeta(bundleMetaSchema, order.meta, order.id);
      const person1 = craftPerson(meta.person1, on);
      const person2 = craftPerson(meta.person2, on);
      return {
        kind: "bundle",
        seed: order.id,
        person1,
        person2,
        synastry: synastryOf(person1, person2),
        intention: meta.prompt,
        spread: drawSpread("relationship", order.id),
      };
    }
    case "astro-blueprint":
    case "numerology-map":
    case "tarot-immersion": {
      const meta = parseMeta(liveSessionMetaSchema, order.meta, order.id);
      const persona = product === "astro-blueprint" ? "astra" : product === "numerology-map" ? "numa" : "solara";
      return {
        kind: "live-session",
        seed: order.id,
        product,
        productName: PRODUCT_NAMES[product],
        persona,
        fullName: meta.details.fullName?.trim() || undefined,
        intention: meta.details.intention,
        notes: meta.details.notes?.trim() || undefined,
        timezone: meta.details.timezone?.trim() || undefined,
        tentative: tentativeSessionSlot(on, meta.details.timezone),
      };
    }
    default:
      throw new PermanentJobError(`Order ${order.id}: unknown product "${order.product}"`);
  }
}

function synastryOf(a: CouplePerson, b: CouplePerson) {
  return compareCharts(
    { name: a.name, chart: a.blueprint.natal.chart, lifePath: a.blueprint.numerology.lifePath.value },
    { name: b.name, chart: b.blueprint.natal.chart, lifePath: b.blueprint.numerology.lifePath.value },
  );
}

const compactSpread = (spread: SpreadReading) => ({
  spread: spread.spread.id,
  seed: spread.seed,
  cards: spread.cards.map((c) => ({
    position: c.position.key,
    positionTitle: c.position.title,
    id: c.card.id,
    name: c.card.name,
    reversed: c.reversed,
    keywords: [...c.keywords],
    meaning: c.meaning,
  })),
});

const compactPerson = (p: CouplePerson) => ({
  name: p.name,
  dob: p.dob,
  tob: p.tob,
  pob: p.pob,
  place: p.place,
  positions: p.blueprint.reportData.personA.positions,
  numerology: p.blueprint.reportData.personA.numerology,
  receipt: p.blueprint.natal.receipt,
});

/** The draw, charts and numbers a reading was written from, as stored in Reading.data. */
export function readingData(request: ReadingRequest): Record<string, unknown> {
  switch (request.kind) {
    case "tarot":
      return { kind: "tarot", question: request.question, ...compactSpread(request.spread) };
    case "match":
    case "bundle": {
      const { synastry } = request;
      return {
        kind: request.kind,
        person1: compactPerson(request.person1),
        person2: compactPerson(request.person2),
        synastry: {
          score: synastry.score,
          parts: synastry.parts,
          aspects: synastry.aspects.slice(0, 12),
          balance: synastry.balance,
          numerology: synastry.numerology,
          reasons: synastry.reasons.slice(0, 8),
        },
        ...(request.kind === "bundle" ? { intention: request.intention, tarot: compactSpread(request.spread) } : {}),
      };
    }
    case "live-session":
      return {
        kind: "live-session",
        product: request.product,
        intention: request.intention,
        notes: request.notes ?? null,
        timezone: request.timezone ?? null,
        tentative: request.tentative,
      };
  }
}
