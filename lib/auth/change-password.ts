import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { hitRateLimit, peekRateLimit } from "@/lib/security/rate-limit";
import type { ChangePasswordData } from "@/lib/validations/auth";

import { SIGN_IN_REQUIRED } from "./current-user";
import { hashPassword, verifyPassword } from "./password";
import { revokeOtherSessions, type CurrentUser } from "./sessions";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const PASSWORD_CHANGE_TOO_OFTEN = "Too many password change attempts. Please wait a few minutes and try again.";

const WINDOW_MS = 15 * 60 * 1000;
const ATTEMPTS_PER_USER = 10;
// A stolen session must not become a way to guess the password it would need to take the account over.
const WRONG_CURRENT_PER_USER = 5;

/**
 * Changes the signed-in user's password after checking the current one, then ends every other
 * session of theirs (a thief's copy included) while the caller's own stays signed in. Throws
 * 400 for a wrong current password and 429 when the user tries too often.
 */
export async function changePassword(user: Pick<CurrentUser, "id" | "sessionId">, input: ChangePasswordData): Promise<{ signedOut: number }> {
  const wrongKey = `password-change:wrong:user:${user.id}`;
  // Both checked before the password is: a refusal must not depend on whether the guess was right.
  const attempt = await hitRateLimit(`password-change:attempt:user:${user.id}`, ATTEMPTS_PER_USER, WINDOW_MS);
  if (!attempt.allowed || !(await peekRateLimit(wrongKey, WRONG_CURRENT_PER_USER)).allowed) throw new ApiError(429, PASSWORD_CHANGE_TOO_OFTEN);
  const row = await db().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!row) throw new ApiError(401, SIGN_IN_REQUIRED); // deleted since the session was checked
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    await hitRateLimit(wrongKey, WRONG_CURRENT_PER_USER, WINDOW_MS);
    throw new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const signedOut = await db().$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    return revokeOtherSessions(user.id, user.sessionId, new Date(), tx);
  });
  return { signedOut };
}
