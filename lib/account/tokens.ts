import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { db, type Db } from "@/lib/db";

/**
 * Single-use links sent by email. The token (256 random bits, base64url) travels only in the
 * link; the database keeps its sha256, so a leaked table opens nothing. Issuing a new token of a
 * purpose retires the user's earlier ones of that purpose: only the latest link works.
 */
export const TOKEN_PURPOSES = { passwordReset: "password-reset", emailChange: "email-change" } as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[keyof typeof TOKEN_PURPOSES];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  "password-reset": 60 * 60 * 1000,
  "email-change": 24 * 60 * 60 * 1000,
};

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export interface IssuedToken {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function issueToken(
  userId: string,
  purpose: TokenPurpose,
  { newEmail = null, now = new Date(), prisma = db() }: { newEmail?: string | null; now?: Date; prisma?: Pick<Db, "accountToken"> } = {},
): Promise<IssuedToken> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
  await prisma.accountToken.deleteMany({ where: { userId, purpose } });
  const row = await prisma.accountToken.create({ data: { userId, purpose, tokenHash: hashToken(token), newEmail, expiresAt, createdAt: now }, select: { id: true } });
  return { id: row.id, token, expiresAt };
}

export interface LiveToken {
  id: string;
  userId: string;
  newEmail: string | null;
}

/** The live (unused, unexpired) token of this purpose, without using it: the link's page asks first. */
export async function findLiveToken(token: string, purpose: TokenPurpose, now = new Date()): Promise<LiveToken | null> {
  if (!token || token.length > 200) return null;
  const row = await db().accountToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, userId: true, purpose: true, newEmail: true, usedAt: true, expiresAt: true } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) return null;
  return { id: row.id, userId: row.userId, newEmail: row.newEmail };
}

/**
 * Uses a token once: marks it used in a single conditional update, so two clicks racing each
 * other cannot both succeed. Returns the token, or null when it is unknown, of another purpose,
 * used or expired. `prisma` may be a transaction (the use then rolls back with the change).
 */
export async function consumeToken(token: string, purpose: TokenPurpose, { now = new Date(), prisma = db() }: { now?: Date; prisma?: Pick<Db, "accountToken"> } = {}): Promise<LiveToken | null> {
  const tokenHash = hashToken(token);
  const { count } = await prisma.accountToken.updateMany({ where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (count !== 1) return null;
  const row = await prisma.accountToken.findUniqueOrThrow({ where: { tokenHash }, select: { id: true, userId: true, newEmail: true } });
  return row;
}
