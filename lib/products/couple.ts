import { z } from "zod";

import { buildBlueprint } from "@/lib/oracle/blueprint";
import { chartFacts, coupleFacts, coupleFactSheetSchema, type CoupleFactSheet } from "@/lib/oracle/facts";
import { resolvePlace } from "@/lib/oracle/places";
import { compareCharts, percentileWords, type Synastry } from "@/lib/oracle/synastry";
import type { CouplePerson } from "@/lib/oracle/writer/requests";

import type { Presentation } from "./types";

/**
 * What the two couples products (the compatibility report and the bundle) share: the person
 * block of their Order.meta, each person's chart and numbers, the synastry and the couple's fact
 * sheet, and how the email and the portal show them.
 */
export const personMetaSchema = z.object({ name: z.string(), dob: z.string(), tob: z.string(), pob: z.string(), disambiguation: z.enum(["earlier", "later"]).optional() });
export type PersonMeta = z.infer<typeof personMetaSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A paid order's birthplace the atlas cannot find (checkout resolves places first, so this is an
 * order from before that rule, or an atlas change): the order is held and the buyer asked to
 * confirm the place. Never charted at 0°, 0°.
 */
export class PlaceNotFoundError extends Error {
  constructor(
    readonly who: "p1" | "p2",
    readonly typed: string,
    readonly suggestions: string[],
  ) {
    super(`Birthplace “${typed}” (${who}) was not found in the atlas`);
    this.name = "PlaceNotFoundError";
  }
}

/**
 * A person's chart, numbers and fact sheet from what the buyer typed. The birthplace goes through
 * the atlas; when it cannot be found this throws PlaceNotFoundError (the order is held, never
 * charted at 0°, 0°). A birth date the engine cannot read throws a RangeError: it will not become
 * readable on a retry.
 */
export function craftPerson(id: "p1" | "p2", meta: PersonMeta, on: Date): CouplePerson {
  const typed = meta.pob.trim();
  const resolution = resolvePlace(typed);
  const tob = TIME.test(meta.tob.trim()) ? meta.tob.trim() : null;
  if (resolution.status === "found") {
    const place = { resolved: true as const, typed, label: resolution.place.label, confidence: resolution.confidence };
    const blueprint = buildBlueprint({ name: meta.name, dob: meta.dob, tob, place: resolution.place, disambiguation: meta.disambiguation }, { on });
    return { ...meta, place, blueprint, facts: chartFacts(id, { name: meta.name, dob: meta.dob, tob, place }, blueprint) };
  }
  throw new PlaceNotFoundError(id, typed, resolution.suggestions.slice(0, 3).map((p) => p.label));
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
  // Sheets from before the calibrated model (no sub-scores) held a mark out of 100, not a percentile.
  const standing = facts.score.selfComparison
    ? "not scored (the same birth chart twice)"
    : facts.score.subScores
      ? `${facts.score.value}, ${percentileWords(facts.score.value)} of random couples`
      : `${facts.score.value}/100`;
  return {
    facts: {
      title: "Your two skies",
      rows: [
        { label: facts.p1.name, value: personFacts(facts.p1) },
        { label: facts.p2.name, value: personFacts(facts.p2) },
        { label: "Compatibility", value: standing },
      ],
    },
    preview: `${facts.p1.name} and ${facts.p2.name}: ${standing}, with a 7-day ritual plan`,
  };
}
