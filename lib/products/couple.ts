import { z } from "zod";

import { buildBlueprint } from "@/lib/oracle/blueprint";
import { chartFacts, coupleFacts, coupleFactSheetSchema, type CoupleFactSheet } from "@/lib/oracle/facts";
import type { BirthPlace } from "@/lib/oracle/natal";
import { resolvePlace } from "@/lib/oracle/places";
import { compareCharts, type Synastry } from "@/lib/oracle/synastry";
import type { CouplePerson } from "@/lib/oracle/writer/requests";

import type { Presentation } from "./types";

/**
 * What the two couples products (the compatibility report and the bundle) share: the person
 * block of their Order.meta, each person's chart and numbers, the synastry and the couple's fact
 * sheet, and how the email and the portal show them.
 */
export const personMetaSchema = z.object({ name: z.string(), dob: z.string(), tob: z.string(), pob: z.string() });
export type PersonMeta = z.infer<typeof personMetaSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A person's chart, numbers and fact sheet from what the buyer typed. The birthplace goes through
 * the atlas; when it cannot be found the chart is cast without houses (local noon, UTC) and the
 * fact sheet says so, so the letter can too. A birth date the engine cannot read throws a
 * RangeError: it will not become readable on a retry.
 */
export function craftPerson(id: "p1" | "p2", meta: PersonMeta, on: Date): CouplePerson {
  const typed = meta.pob.trim();
  const resolution = resolvePlace(typed);
  const tob = TIME.test(meta.tob.trim()) ? meta.tob.trim() : null;
  if (resolution.status === "found") {
    const place = { resolved: true as const, typed, label: resolution.place.label, confidence: resolution.confidence };
    const blueprint = buildBlueprint({ name: meta.name, dob: meta.dob, tob, place: resolution.place }, { on });
    return { ...meta, place, blueprint, facts: chartFacts(id, { name: meta.name, dob: meta.dob, tob, place }, blueprint) };
  }
  const unknownPlace: BirthPlace = { name: typed || "an unknown place", latitude: 0, longitude: 0, timezone: "UTC" };
  const place = { resolved: false as const, typed, message: resolution.message };
  const blueprint = buildBlueprint({ name: meta.name, dob: meta.dob, tob: null, place: unknownPlace }, { on });
  return { ...meta, place, blueprint, facts: chartFacts(id, { name: meta.name, dob: meta.dob, tob: null, place }, blueprint) };
}

export interface Couple {
  person1: CouplePerson;
  person2: CouplePerson;
  synastry: Synastry;
  facts: CoupleFactSheet;
}

export function craftCouple(person1: PersonMeta, person2: PersonMeta, on: Date): Couple {
  const p1 = craftPerson("p1", person1, on);
  const p2 = craftPerson("p2", person2, on);
  const synastry = compareCharts(
    { name: p1.name, chart: p1.blueprint.natal.chart, lifePath: p1.blueprint.numerology.lifePath.value },
    { name: p2.name, chart: p2.blueprint.natal.chart, lifePath: p2.blueprint.numerology.lifePath.value },
  );
  return { person1: p1, person2: p2, synastry, facts: coupleFacts({ sheet: p1.facts, blueprint: p1.blueprint }, { sheet: p2.facts, blueprint: p2.blueprint }, synastry) };
}

/**
 * The couple's part of Reading.data: the people as typed (so the portal report can name them)
 * and the fact sheet the letter was written from. Stored whole, not recomputed: the letter the
 * buyer has must keep matching what the portal shows, even after the engine improves.
 */
export const coupleDataShape = {
  people: z.tuple([personMetaSchema, personMetaSchema]),
  facts: coupleFactSheetSchema,
  /** A few sentences for the portal's compatibility list. */
  summary: z.string(),
};

/** The version-1 shape of a couple's Reading.data (orders before the fact sheet). */
export const legacyCouplePerson = z.object({ name: z.string(), dob: z.string(), tob: z.string(), pob: z.string() }).loose();

const placement = (facts: CoupleFactSheet["p1"], body: string) => facts.placements.find((p) => p.body === body);

function personFacts(f: CoupleFactSheet["p1"]): string {
  const moon = f.moonSigns.length > 1 ? `Moon ${f.moonSigns.join(" or ")}` : `Moon ${placement(f, "Moon")?.sign}`;
  const parts = [`Sun ${placement(f, "Sun")?.sign}`, moon, `Venus ${placement(f, "Venus")?.sign}`];
  if (f.rising) parts.push(`${f.rising} rising`);
  const lp = f.numbers.find((n) => n.name === "life path");
  if (lp) parts.push(`life path ${lp.value}`);
  return parts.join(" · ");
}

export function presentCouple(facts: CoupleFactSheet): Pick<Presentation, "facts" | "preview"> {
  return {
    facts: {
      title: "Your two skies",
      rows: [
        { label: facts.p1.name, value: personFacts(facts.p1) },
        { label: facts.p2.name, value: personFacts(facts.p2) },
        { label: "Compatibility", value: `${facts.score.value} / 100` },
      ],
    },
    preview: `${facts.p1.name} and ${facts.p2.name}: ${facts.score.value}/100, with a 7-day ritual plan`,
  };
}
