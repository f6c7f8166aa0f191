import "server-only";

import { db } from "@/lib/db";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import { numerologyProfile, type NumerologyProfile } from "@/lib/oracle/numerology";
import { isUrlId } from "@/lib/validations/params";

import { birthplaceJson, toSoloReportDto } from "./solo-report-json";
import type { SoloReportDto } from "./types";

export interface SoloReportDetail {
  report: SoloReportDto;
  natal: NatalChart;
  numerology: NumerologyProfile;
}

/**
 * One of the caller's blueprints with its full chart, cast again from the birth data and the
 * stored birthplace (coordinates and zone): deterministic, and typed as the engine returns it.
 */
export async function getSoloReportDetail(userId: string, id: string): Promise<SoloReportDetail | null> {
  if (!isUrlId(id)) return null;
  const row = await db().soloReport.findFirst({ where: { id, userId } });
  if (!row) return null;
  const { name, latitude, longitude, timezone } = birthplaceJson.parse(row.birthplace);
  return {
    report: toSoloReportDto(row),
    natal: castNatalChart({ date: row.dob, time: row.tob, place: { name, latitude, longitude, timezone } }),
    numerology: numerologyProfile({ name: row.name, dob: row.dob, on: row.createdAt }),
  };
}
