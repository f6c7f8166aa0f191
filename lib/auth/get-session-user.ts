import "server-only";

import { db } from "@/lib/db";

import { SESSION_USER_SELECT, type SessionUser } from "./session-user";

/** The session user read fresh from the database, or null when the account no longer exists. */
export async function getSessionUser(userId: string): Promise<SessionUser | null> {
  return db().user.findUnique({ where: { id: userId }, select: SESSION_USER_SELECT });
}
