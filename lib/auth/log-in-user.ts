import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { LoginData } from "@/lib/validations/auth";

import { LoginLimit } from "./login-limit";
import { hashPassword, verifyPassword } from "./password";
import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "./session-user";

/** One message for every wrong email/password combination: no account enumeration. */
export const INVALID_CREDENTIALS = "That email and password don't match a portal.";

// An unknown email still costs one scrypt verify, so response times don't reveal accounts.
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashPassword("timing-decoy-never-a-real-password"));

/** Checks the credentials; throws 401 (wrong), 429 (too many failures, or a back-off to wait out). Returns the user to sign in. */
export async function logInUser(input: LoginData, ip: string): Promise<{ id: string; user: SessionUser }> {
  const limit = new LoginLimit(ip, input.email);
  await limit.check();

  // The one query that reads the hash (the client omits it everywhere else).
  const row = await db().user.findUnique({ where: { email: input.email }, omit: { passwordHash: false }, include: { soloReports: SESSION_USER_SELECT.soloReports } });
  const ok = row
    ? await verifyPassword(input.password, row.passwordHash)
    : await verifyPassword(input.password, await timingDecoy()).then(() => false);
  if (!row || !ok) {
    await limit.recordFailure();
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  await limit.recordSuccess();
  return { id: row.id, user: sessionUserFromRow(row) };
}
