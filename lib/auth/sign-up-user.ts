import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkBirthplace } from "@/lib/places/check-birthplace";
import { chartFirstBlueprint } from "@/lib/reports/chart-first-blueprint";
import type { SignupData } from "@/lib/validations/auth";

import { AttemptLimit } from "./attempt-limit";
import { hashPassword } from "./password";
import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "./session-user";

// The client shows the 'Log in instead' path for a 400 whose message contains "already" (SPEC §8),
// so only the email conflict may use that word.
export const EMAIL_TAKEN = "That email already has a portal.";
export const USERNAME_TAKEN = "That username is taken. Please choose another one.";
const ATTEMPT_CEILING = 50;

async function conflict(input: SignupData): Promise<ApiError | null> {
  if (await db().user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    return new ApiError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  if (input.username && (await db().user.findUnique({ where: { username: input.username }, select: { id: true } }))) {
    return new ApiError(400, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
  }
  return null;
}

/** P2002 from Prisma; the PGlite adapter instead surfaces the raw Postgres error (SQLSTATE 23505). */
function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "23505";
}

/**
 * Creates the account with the password hashed (emails and usernames arrive lower-cased, so
 * the unique indexes are case-insensitive in effect). Throws 400 on a taken email/username,
 * including when a parallel signup wins the race to the unique index, and 429 on floods.
 */
export async function signUpUser(input: SignupData, ip: string): Promise<{ id: string; user: SessionUser }> {
  const limit = new AttemptLimit("signup", ip, input.email, ATTEMPT_CEILING);
  await limit.check();

  const taken = await conflict(input);
  if (taken) {
    await limit.recordFailure();
    throw taken;
  }

  // A birthplace the atlas does not know could never be charted: refuse it now, with near misses,
  // rather than leave a profile whose blueprint fails later (the wizard shows this on step 2).
  if (input.placeOfBirth) {
    const place = checkBirthplace(input.placeOfBirth);
    if (!place.found) throw new ApiError(400, place.message, { placeOfBirth: [place.message] });
  }

  const { password, ...profile } = input;
  const passwordHash = await hashPassword(password);
  try {
    const { id, ...row } = await db().user.create({
      data: {
        email: profile.email,
        username: profile.username ?? null,
        passwordHash,
        fullName: profile.fullName,
        dateOfBirth: profile.dateOfBirth,
        timeOfBirth: profile.timeOfBirth ?? null,
        placeOfBirth: profile.placeOfBirth ?? null,
        intention: profile.intention ?? null,
        personaHandle: profile.personaHandle ?? null,
      },
      select: { id: true, ...SESSION_USER_SELECT },
    });
    await limit.recordSuccess();
    const lastChartedAt = await chartFirstBlueprint(id, profile);
    return { id, user: { ...sessionUserFromRow(row), lastChartedAt } };
  } catch (error) {
    if (isUniqueViolation(error)) {
      await limit.recordFailure();
      throw (await conflict(input)) ?? new ApiError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }
    throw error;
  }
}
