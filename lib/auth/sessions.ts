import "server-only";

import { randomBytes } from "node:crypto";

import { db, type Db } from "@/lib/db";

import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "./session-user";

/**
 * Server-side sessions. The cookie (an encrypted next-auth JWT, session-cookie.ts) only names a
 * Session row; the row decides whether the session is alive, so logout, a password change or
 * revokeAllSessions end it at once, whatever the cookie's own expiry says.
 *
 * - Lifetime: 30 days from sign-in (the cookie lasts as long), never extended.
 * - Idle timeout: 14 days without an authenticated request ends it earlier.
 * - lastSeenAt is written at most every 5 minutes, so most reads are one indexed SELECT.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The signed-in user of a live session: the SPEC session fields plus the ids the server needs. */
export interface CurrentUser extends SessionUser {
  id: string;
  sessionId: string;
}

export interface NewSession {
  id: string;
  userId: string;
  expiresAt: Date;
}

const isDead = (row: { revokedAt: Date | null; expiresAt: Date; lastSeenAt: Date }, now: Date) =>
  row.revokedAt !== null || row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_TIMEOUT_MS <= now.getTime();

/** Starts a session for a user who just proved who they are (login, signup). */
export async function createSession(userId: string, now = new Date()): Promise<NewSession> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Housekeeping while we are here: this user's ended sessions are of no further use.
  await db().session.deleteMany({
    where: {
      userId,
      OR: [{ revokedAt: { not: null } }, { expiresAt: { lte: now } }, { lastSeenAt: { lte: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS) } }],
    },
  });
  await db().session.create({ data: { id, userId, createdAt: now, lastSeenAt: now, expiresAt } });
  return { id, userId, expiresAt };
}

/**
 * The user behind a session, or null when the session is unknown, revoked, expired, idle for
 * too long, belongs to someone else, or its user no longer exists (the row cascades away).
 */
export async function findSessionUser(sessionId: string, userId: string, now = new Date()): Promise<CurrentUser | null> {
  const row = await db().session.findUnique({
    where: { id: sessionId },
    select: { userId: true, revokedAt: true, expiresAt: true, lastSeenAt: true, user: { select: { id: true, ...SESSION_USER_SELECT } } },
  });
  if (!row || row.userId !== userId || isDead(row, now)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db().session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { lastSeenAt: now } });
  }
  return { ...sessionUserFromRow(row.user), id: row.user.id, sessionId };
}

/** Ends one session (logout). Unknown or already-ended ids are fine: logout is idempotent. */
export async function revokeSession(sessionId: string, now = new Date()): Promise<void> {
  await db().session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends every session of a user, e.g. after a password reset. Returns how many were live. */
export async function revokeAllSessions(userId: string, now = new Date()): Promise<number> {
  const { count } = await db().session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  return count;
}

/** Ends every session of a user but one (the caller's own, after a password change); `prisma` may be a transaction. */
export async function revokeOtherSessions(userId: string, keepSessionId: string, now = new Date(), prisma: Pick<Db, "session"> = db()): Promise<number> {
  const { count } = await prisma.session.updateMany({ where: { userId, revokedAt: null, id: { not: keepSessionId } }, data: { revokedAt: now } });
  return count;
}
