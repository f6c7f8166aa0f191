import "server-only";

import { db } from "@/lib/db";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import { placeById } from "@/lib/oracle/places";
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
  const { id: placeId, name, latitude, longitude, timezone, disambiguation } = birthplaceJson.parse(row.birthplace);
  // The atlas entry adds the country and region some curated zone rules need (Germany 1945).
  const atlasPlace = placeId === null ? null : placeById(placeId);
  const extra = atlasPlace && atlasPlace.timezone === timezone ? { countryCode: atlasPlace.countryCode, regionCode: atlasPlace.regionCode } : {};
  return {
    report: toSoloReportDto(row),
    natal: castNatalChart({ date: row.dob, time: row.tob, place: { name, latitude, longitude, timezone, ...extra }, disambiguation }),
    numerology: numerologyProfile({ name: row.name, dob: row.dob, on: row.createdAt }),
  };
}
