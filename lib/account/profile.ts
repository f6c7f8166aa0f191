import "server-only";

import { ApiError } from "@/lib/api/errors";
import { SIGN_IN_REQUIRED } from "@/lib/auth/current-user";
import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { resolvePlace } from "@/lib/oracle/places";
import { createSoloReport } from "@/lib/reports/create-solo-report";
import type { SoloReportDto } from "@/lib/reports/types";
import type { BirthDataData, ProfileNameData } from "@/lib/validations/account";

async function updateUser(userId: string, data: { fullName?: string; dateOfBirth?: string; timeOfBirth?: string | null; placeOfBirth?: string | null }): Promise<SessionUser> {
  const { count } = await db().user.updateMany({ where: { id: userId }, data });
  if (count !== 1) throw new ApiError(401, SIGN_IN_REQUIRED); // deleted since the session was checked
  return sessionUserFromRow(await db().user.findUniqueOrThrow({ where: { id: userId }, select: SESSION_USER_SELECT }));
}

/** The name the portal greets the seeker by. Blueprints keep the name they were charted with. */
export async function updateName(userId: string, input: ProfileNameData): Promise<SessionUser> {
  return updateUser(userId, { fullName: input.fullName });
}

export interface BirthDataUpdate {
  user: SessionUser;
  /** The new blueprint, when time and place were both given; the earlier ones stay in the history. */
  blueprint: SoloReportDto | null;
}

/**
 * Corrects the birth data on the profile. A place must be on the atlas (a chart cast for the wrong
 * town is worse than none) and is stored as the atlas names it. With a time and a place, a new
 * blueprint is charted through the portal's own service (its rate limit included) before the
 * profile changes, so a refused chart changes nothing.
 */
export async function updateBirthData(userId: string, input: BirthDataData): Promise<BirthDataUpdate> {
  const current = await db().user.findUnique({ where: { id: userId }, select: { fullName: true } });
  if (!current) throw new ApiError(401, SIGN_IN_REQUIRED);
  let placeOfBirth: string | null = null;
  let placeId: number | undefined;
  if (input.placeOfBirth) {
    const resolution = resolvePlace(input.placeOfBirth, { id: input.placeId });
    if (resolution.status === "not-found") {
      const hint = resolution.suggestions.length ? ` Did you mean ${resolution.suggestions.slice(0, 3).map((p) => p.label).join(", ")}?` : " Try adding the country, e.g. “Paris, France”.";
      throw new ApiError(400, `We couldn't find “${input.placeOfBirth}” on our map.${hint}`, { placeOfBirth: [`We couldn't find that place.${hint}`] });
    }
    placeOfBirth = resolution.place.label;
    placeId = resolution.place.id;
  }
  const blueprint =
    input.timeOfBirth && placeOfBirth
      ? await createSoloReport(userId, { name: current.fullName, dob: input.dateOfBirth, tob: input.timeOfBirth, pob: placeOfBirth, placeId, disambiguation: input.disambiguation })
      : null;
  const user = await updateUser(userId, { dateOfBirth: input.dateOfBirth, timeOfBirth: input.timeOfBirth ?? null, placeOfBirth });
  return { user, blueprint };
}
