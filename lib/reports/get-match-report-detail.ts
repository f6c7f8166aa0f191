import "server-only";

import { db } from "@/lib/db";
import type { ChartFactSheet, CoupleFactSheet } from "@/lib/oracle/facts";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import { resolvePlace } from "@/lib/oracle/places";
import type { SubScoreName } from "@/lib/oracle/synastry";
import { bundleCouples, matchReport } from "@/lib/products";
import type { PersonMeta } from "@/lib/products/couple";
import { isUrlId } from "@/lib/validations/params";

import { toMatchReportDto } from "./match-report-json";
import type { MatchReportDto } from "./types";

export interface MatchPersonView {
  name: string;
  dob: string;
  tob: string;
  pob: string;
  lifePath: number | null;
  /** Cast again for the chart wheel; null when the birthplace is not in the atlas. */
  natal: NatalChart | null;
}

/** The couple's fact sheet, as the report page shows it. */
export interface MatchSynastryView {
  /** The percentile among random couples when `subScores` is set; a reading from before the calibrated model held a mark out of 100. */
  score: number;
  /** Each 0–100 (friction: how much); null for a reading from before the calibrated model. */
  subScores: Record<SubScoreName, number> | null;
  /** The same birth chart twice: no compatibility score. */
  selfComparison: boolean;
  reasons: CoupleFactSheet["reasons"];
  contacts: CoupleFactSheet["contacts"];
  balance: { a: ChartFactSheet["balance"]; b: ChartFactSheet["balance"] };
  lifePaths: { a: number; b: number; text: string } | null;
}

export interface MatchReportDetail {
  report: MatchReportDto;
  reading: { subject: string; body: string } | null;
  person1: MatchPersonView | null;
  person2: MatchPersonView | null;
  synastry: MatchSynastryView | null;
}

/** The couple's part of a reading's data (Reading.data parsed by its product's module), or null when none was written. */
function coupleData(product: string, data: unknown): { people: [PersonMeta, PersonMeta]; facts: CoupleFactSheet } | null {
  if (data === null) return null;
  if (product === matchReport.id) return matchReport.definition.data.parse(data);
  if (product === bundleCouples.id) return bundleCouples.definition.data.parse(data);
  return null;
}

const lifePathOf = (sheet: ChartFactSheet) => sheet.numbers.find((n) => n.name === "life path")?.value ?? null;

/** A person of the couple, with the chart cast again from what the buyer typed, as the fulfilment cast it. */
function personView(person: PersonMeta, sheet: ChartFactSheet): MatchPersonView {
  const resolution = resolvePlace(person.pob);
  const natal = resolution.status === "found" ? castNatalChart({ date: person.dob, time: sheet.birth.time, place: resolution.place, disambiguation: "disambiguation" in person ? person.disambiguation : undefined }) : null;
  return { ...person, lifePath: lifePathOf(sheet), natal };
}

/** One of the caller's compatibility reports, with the reading and the fact sheet it was written from. */
export async function getMatchReportDetail(userId: string, id: string): Promise<MatchReportDetail | null> {
  if (!isUrlId(id)) return null;
  const row = await db().matchReport.findFirst({
    where: { id, userId },
    include: { order: { select: { product: true, reading: { select: { subject: true, body: true, data: true } } } } },
  });
  if (!row) return null;
  const reading = row.order?.reading ?? null;
  const couple = reading && row.order ? coupleData(row.order.product, reading.data) : null;
  const facts = couple?.facts;
  const [a, b] = facts ? [lifePathOf(facts.p1), lifePathOf(facts.p2)] : [null, null];
  return {
    report: toMatchReportDto(row),
    reading: reading ? { subject: reading.subject, body: reading.body } : null,
    person1: couple ? personView(couple.people[0], couple.facts.p1) : null,
    person2: couple ? personView(couple.people[1], couple.facts.p2) : null,
    synastry: facts
      ? {
          score: facts.score.value,
          subScores: facts.score.subScores ?? null,
          selfComparison: facts.score.selfComparison ?? false,
          reasons: facts.reasons,
          contacts: facts.contacts,
          balance: { a: facts.p1.balance, b: facts.p2.balance },
          lifePaths: facts.lifePaths && a !== null && b !== null ? { a, b, text: facts.lifePaths.text } : null,
        }
      : null,
  };
}
