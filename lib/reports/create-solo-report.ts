import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BirthplaceNotFoundError, buildBlueprint } from "@/lib/oracle/blueprint";
import { resolvePlace } from "@/lib/oracle/places";
import { hitRateLimit } from "@/lib/security/rate-limit";
import type { BlueprintData } from "@/lib/validations/blueprint";

import type { SoloReportData, SoloReportDto } from "./types";

const LIMIT_PER_HOUR = 30;

/**
 * Computes a cosmic blueprint (natal chart + numerology) for the birth details given and stores
 * it for the caller. The birthplace must resolve to a place in the atlas: a chart cast for the
 * wrong town is worse than none, so an unknown place is a 400 with suggestions.
 */
export async function createSoloReport(userId: string, input: BlueprintData): Promise<SoloReportDto> {
  const limit = await hitRateLimit(`blueprint:user:${userId}`, LIMIT_PER_HOUR, 60 * 60 * 1000);
  if (!limit.allowed) throw new ApiError(429, "You've charted many blueprints this hour. Please take a breath and try again later.");

  const resolution = resolvePlace(input.pob);
  if (resolution.status === "not-found") {
    const hint = resolution.suggestions.length ? ` Did you mean ${resolution.suggestions.slice(0, 3).map((p) => p.label).join(", ")}?` : " Try adding the country, e.g. “Paris, France”.";
    throw new ApiError(400, `We couldn't find “${input.pob}” on our map.${hint}`, { pob: [`We couldn't find that place.${hint}`] });
  }

  let blueprint;
  try {
    blueprint = buildBlueprint({ name: input.name, dob: input.dob, tob: input.tob, place: resolution.place });
  } catch (error) {
    if (error instanceof BirthplaceNotFoundError) throw new ApiError(400, error.message);
    throw error;
  }

  const row = await db().soloReport.create({
    data: {
      userId,
      name: input.name,
      dob: input.dob,
      tob: input.tob,
      pob: resolution.place.label,
      reportData: blueprint.reportData as unknown as Prisma.InputJsonValue,
      // JSON round trip: dates become ISO strings, the rest stays as computed.
      chart: JSON.parse(JSON.stringify({ natal: blueprint.natal, numerology: blueprint.numerology })) as Prisma.InputJsonValue,
    },
    select: { id: true, createdAt: true, name: true, dob: true, tob: true, pob: true, reportData: true },
  });
  return { ...row, createdAt: row.createdAt.toISOString(), reportData: row.reportData as unknown as SoloReportData };
}
