import "server-only";

import { db } from "@/lib/db";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counter in the database (one atomic upsert), so it holds across instances and
 * works the same on PGlite and PostgreSQL. Moves to Redis when instances multiply (DESIGN.md).
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const rows = await db().$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "resetAt")
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "count", "resetAt"`;
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return { allowed: row.count <= limit, count: row.count, resetAt: row.resetAt };
}

/** Reads a counter without consuming it (e.g. "has this key already failed too often?"). */
export async function peekRateLimit(key: string, limit: number): Promise<RateLimitResult> {
  const row = await db().rateLimit.findUnique({ where: { key } });
  if (!row || row.resetAt <= new Date()) return { allowed: true, count: 0, resetAt: new Date() };
  return { allowed: row.count < limit, count: row.count, resetAt: row.resetAt };
}

export async function clearRateLimit(key: string): Promise<void> {
  await db().rateLimit.deleteMany({ where: { key } });
}

/** Sets a "not before" time on a key (a back-off after a failure); `until` is the app's clock, like cooldownLeftMs. */
export async function setCooldown(key: string, until: Date): Promise<void> {
  await db().rateLimit.upsert({ where: { key }, create: { key, count: 1, resetAt: until }, update: { resetAt: until } });
}

/** Milliseconds before a cooled-down key may be used again; 0 when it is free. */
export async function cooldownLeftMs(key: string, now = new Date()): Promise<number> {
  const row = await db().rateLimit.findUnique({ where: { key }, select: { resetAt: true } });
  return row ? Math.max(0, row.resetAt.getTime() - now.getTime()) : 0;
}
