import "server-only";

import { createSoloReport } from "./create-solo-report";

/**
 * Charts a new seeker's first blueprint from the birth details given at signup, so the portal
 * opens on it (SPEC §4's one-time auto-generation, done at once on the server). It needs all four
 * birth details; without a time or a place there is nothing to chart yet. Best effort: a failure
 * never undoes the signup (the portal's auto-generation will try again), it is only logged.
 * Returns when the blueprint was charted, or null.
 */
export async function chartFirstBlueprint(
  userId: string,
  profile: { fullName: string; dateOfBirth: string; timeOfBirth?: string; placeOfBirth?: string; disambiguation?: "earlier" | "later" },
): Promise<string | null> {
  if (!profile.timeOfBirth || !profile.placeOfBirth) return null;
  try {
    const report = await createSoloReport(userId, { name: profile.fullName, dob: profile.dateOfBirth, tob: profile.timeOfBirth, pob: profile.placeOfBirth, disambiguation: profile.disambiguation });
    return report.createdAt;
  } catch (error) {
    console.warn("[signup] the first blueprint could not be charted; the portal will try again", error);
    return null;
  }
}
