import "server-only";

import { db } from "@/lib/db";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import { numerologyProfile, type NumerologyProfile } from "@/lib/oracle/numerology";
import { isUrlId } from "@/lib/validations/params";

import type { SoloReportData, SoloReportDto } from "./types";

export interface SoloReportDetail {
  report: SoloReportDto;
  natal: NatalChart;
  numerology: NumerologyProfile;
}

interface StoredChart {
  natal?: { receipt?: { place?: { name?: string; latitude?: number; longitude?: number }; timezone?: string } };
}

/**
 * One of the caller's blueprints with its full chart. The chart is cast again from the stored
 * calculation receipt (coordinates and zone): deterministic, and typed as the engine returns it.
 */
export async function getSoloReportDetail(userId: string, id: string): Promise<SoloReportDetail | null> {
  if (!isUrlId(id)) return null;
  const row = await db().soloReport.findFirst({ where: { id, userId } });
  if (!row) return null;
  const stored = row.chart as StoredChart;
  const place = stored.natal?.receipt?.place;
  const timezone = stored.natal?.receipt?.timezone;
  if (!place?.name || place.latitude === undefined || place.longitude === undefined || !timezone) return null;
  const natal = castNatalChart({ date: row.dob, time: row.tob, place: { name: place.name, latitude: place.latitude, longitude: place.longitude, timezone } });
  return {
    report: {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      dob: row.dob,
      tob: row.tob,
      pob: row.pob,
      reportData: row.reportData as unknown as SoloReportData,
    },
    natal,
    numerology: numerologyProfile({ name: row.name, dob: row.dob, on: row.createdAt }),
  };
}
