import "server-only";

import { db } from "@/lib/db";
import type { AspectName, AspectNature } from "@/lib/oracle/astro/types";
import type { ChartFactSheet, CoupleFactSheet } from "@/lib/oracle/facts";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import { bundleCouples, matchReport } from "@/lib/products";
import { isUrlId } from "@/lib/validations/params";

import type { MatchReportDto } from "./types";

export interface MatchPersonView {
  name: string;
  dob: string;
  tob: string;
  pob: string;
  lifePath: number | null;
  natal: NatalChart | null;
}

/** What the compatibility view shows of the couple's fact sheet. */
export interface MatchSynastryView {
  score: number;
  aspects: { a: string; b: string; type: AspectName; nature: AspectNature; orb: number }[];
  balance: { a: { elements: Record<string, number> }; b: { elements: Record<string, number> } };
  numerology: { a: number; b: number; text: string } | null;
  reasons: { text: string; points: number }[];
}

export interface MatchReportDetail {
  report: MatchReportDto;
  reading: { subject: string; body: string } | null;
  person1: MatchPersonView | null;
  person2: MatchPersonView | null;
  synastry: MatchSynastryView | null;
}

const lifePathOf = (f: ChartFactSheet) => f.numbers.find((n) => n.name === "life path")?.value ?? null;

/** A person as the letter charted them: the chart cast again from the place and zone stored in the fact sheet. */
function personView(person: { name: string; dob: string; tob: string; pob: string }, facts: ChartFactSheet): MatchPersonView {
  const { birth } = facts;
  const natal = castNatalChart({ date: birth.date, time: birth.time, place: { name: birth.place, latitude: birth.latitude, longitude: birth.longitude, timezone: birth.timezone } });
  return { ...person, lifePath: lifePathOf(facts), natal };
}

function synastryView(facts: CoupleFactSheet): MatchSynastryView {
  const a = lifePathOf(facts.p1);
  const b = lifePathOf(facts.p2);
  return {
    score: facts.score.value,
    aspects: facts.contacts.map(({ a, b, type, nature, orb }) => ({ a, b, type, nature, orb })),
    balance: { a: { elements: facts.p1.balance.elements }, b: { elements: facts.p2.balance.elements } },
    numerology: facts.lifePaths && a !== null && b !== null ? { a, b, text: facts.lifePaths.text } : null,
    reasons: facts.reasons,
  };
}

/** The couple's reading data, parsed by the product that wrote it (a compatibility report or a bundle). */
function coupleData(product: string | undefined, data: unknown) {
  if (data === null || data === undefined) return null;
  if (product === "match-report") return matchReport.definition.data.parse(data);
  if (product === "bundle-couples") return bundleCouples.definition.data.parse(data);
  return null;
}

/** One of the caller's compatibility reports, with the reading and the fact sheet it came from. */
export async function getMatchReportDetail(userId: string, id: string): Promise<MatchReportDetail | null> {
  if (!isUrlId(id)) return null;
  const row = await db().matchReport.findFirst({ where: { id, userId }, include: { order: { select: { product: true, reading: { select: { subject: true, body: true, data: true, status: true } } } } } });
  if (!row) return null;
  const reading = row.order?.reading?.status === "sent" ? row.order.reading : null;
  const data = reading ? coupleData(row.order?.product, reading.data) : null;
  return {
    report: {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      partnerName: row.partnerName,
      partnerDob: row.partnerDob,
      partnerTob: row.partnerTob,
      partnerPob: row.partnerPob,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      reportData: row.reportData as MatchReportDto["reportData"],
    },
    reading: reading ? { subject: reading.subject, body: reading.body } : null,
    person1: data ? personView(data.people[0], data.facts.p1) : null,
    person2: data ? personView(data.people[1], data.facts.p2) : null,
    synastry: data ? synastryView(data.facts) : null,
  };
}
