import "server-only";

import { db } from "@/lib/db";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import type { ScoreReason, SynastryAspect, PersonBalance, NumerologyCompatibility } from "@/lib/oracle/synastry";
import { isUrlId } from "@/lib/validations/params";

import type { MatchReportDto } from "./types";

interface StoredPerson {
  name: string;
  dob: string;
  tob: string;
  pob: string;
  numerology?: { lifePathNumber?: number };
  receipt?: { place?: { name?: string; latitude?: number; longitude?: number }; timezone?: string; timeKnown?: boolean };
}

interface StoredCoupleData {
  person1?: StoredPerson;
  person2?: StoredPerson;
  synastry?: {
    score: number;
    aspects: SynastryAspect[];
    balance: { a: PersonBalance; b: PersonBalance };
    numerology: NumerologyCompatibility | null;
    reasons: ScoreReason[];
  };
}

export interface MatchPersonView {
  name: string;
  dob: string;
  tob: string;
  pob: string;
  lifePath: number | null;
  natal: NatalChart | null;
}

export interface MatchReportDetail {
  report: MatchReportDto;
  reading: { subject: string; body: string } | null;
  person1: MatchPersonView | null;
  person2: MatchPersonView | null;
  synastry: StoredCoupleData["synastry"] | null;
}

/** Re-casts a person's chart from the receipt stored with the reading (coordinates and zone). */
function personView(p: StoredPerson | undefined): MatchPersonView | null {
  if (!p) return null;
  const place = p.receipt?.place;
  const timezone = p.receipt?.timezone;
  const natal =
    place?.name && place.latitude !== undefined && place.longitude !== undefined && timezone
      ? castNatalChart({ date: p.dob, time: p.receipt?.timeKnown === false ? null : p.tob, place: { name: place.name, latitude: place.latitude, longitude: place.longitude, timezone } })
      : null;
  return { name: p.name, dob: p.dob, tob: p.tob, pob: p.pob, lifePath: p.numerology?.lifePathNumber ?? null, natal };
}

/** One of the caller's compatibility reports, with the reading and synastry it came from. */
export async function getMatchReportDetail(userId: string, id: string): Promise<MatchReportDetail | null> {
  if (!isUrlId(id)) return null;
  const row = await db().matchReport.findFirst({ where: { id, userId }, include: { order: { select: { reading: { select: { subject: true, body: true, data: true } } } } } });
  if (!row) return null;
  const reading = row.order?.reading ?? null;
  const data = (reading?.data ?? {}) as StoredCoupleData;
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
    person1: personView(data.person1),
    person2: personView(data.person2),
    synastry: data.synastry ?? null,
  };
}
