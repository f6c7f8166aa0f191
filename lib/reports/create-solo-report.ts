import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { buildBlueprint } from "@/lib/oracle/blueprint";
import { resolvePlace } from "@/lib/oracle/places";
import { hitRateLimit } from "@/lib/security/rate-limit";
import type { BlueprintData } from "@/lib/validations/blueprint";

import { birthplaceJson, SOLO_REPORT_SELECT, soloReportDataJson, toSoloReportDto } from "./solo-report-json";
import type { SoloReportDto } from "./types";

const LIMIT_PER_HOUR = 30;

/**
 * Computes a cosmic blueprint (natal chart + numerology) for the birth details given and stores
 * it for the caller. The birthplace is resolved once, here: the suggestion the seeker picked (by
 * id) or else the text. It must be in the atlas: a chart cast for the wrong town is worse than
 * none, so an unknown place is a 400 with suggestions.
 */
export async function createSoloReport(userId: string, input: BlueprintData): Promise<SoloReportDto> {
  const limit = await hitRateLimit(`blueprint:user:${userId}`, LIMIT_PER_HOUR, 60 * 60 * 1000);
  if (!limit.allowed) throw new ApiError(429, "You've charted many blueprints this hour. Please take a breath and try again later.");

  const resolution = resolvePlace(input.pob, { id: input.placeId });
  if (resolution.status === "not-found") {
    const hint = resolution.suggestions.length ? ` Did you mean ${resolution.suggestions.slice(0, 3).map((p) => p.label).join(", ")}?` : " Try adding the country, e.g. “Paris, France”.";
    throw new ApiError(400, `We couldn't find “${input.pob}” on our map.${hint}`, { pob: [`We couldn't find that place.${hint}`] });
  }
  const { place } = resolution;
  const blueprint = buildBlueprint({ name: input.name, dob: input.dob, tob: input.tob, place, disambiguation: input.disambiguation });

  const row = await db().soloReport.create({
    data: {
      userId,
      name: input.name,
      dob: input.dob,
      tob: input.tob,
      pob: place.label,
      reportData: soloReportDataJson.store(blueprint.reportData),
      birthplace: birthplaceJson.store({ id: place.id, name: place.name, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, ...(input.disambiguation ? { disambiguation: input.disambiguation } : {}) }),
    },
    select: SOLO_REPORT_SELECT,
  });
  return toSoloReportDto(row);
}
