import "server-only";

import type { Db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

import { backoffDelayMs, type BackoffOptions } from "./backoff";

export interface ClaimedJob {
  id: string;
  type: string;
  payload: unknown;
  key: string | null;
  /** Including this run. */
  attempts: number;
  maxAttempts: number;
  lockedUntil: Date;
}

export interface ClaimOptions {
  workerId: string;
  now: Date;
  limit: number;
  leaseMs: number;
  /** Only jobs of this type (a batch's companions). */
  type?: string;
}

/**
 * Claims up to `limit` due jobs for one worker in a single statement: queued jobs whose runAt has
 * come, and running jobs whose lease expired (their worker died: crash recovery). SKIP LOCKED
 * lets any number of workers (server loops, cron invocations, other instances) claim at once
 * without waiting on or double-claiming each other's rows. Each claim counts as an attempt, so a
 * job that keeps crashing its worker still ends up dead instead of looping forever.
 */
export async function claimJobs(prisma: Db, { workerId, now, limit, leaseMs, type }: ClaimOptions): Promise<ClaimedJob[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const ofType = type === undefined ? Prisma.sql`TRUE` : Prisma.sql`"type" = ${type}`;
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "Job" SET
      "status" = 'running',
      "lockedBy" = ${workerId},
      "lockedUntil" = ${leaseUntil},
      "attempts" = "attempts" + 1,
      "updatedAt" = ${now}
    WHERE "id" IN (
      SELECT "id" FROM "Job"
      WHERE ${ofType} AND (("status" = 'queued' AND "runAt" <= ${now})
         OR ("status" = 'running' AND "lockedUntil" < ${now}))
      ORDER BY "runAt" ASC, "createdAt" ASC
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  if (rows.length === 0) return [];
  const jobs = await prisma.job.findMany({
    where: { id: { in: rows.map((r) => r.id) }, lockedBy: workerId, status: "running" },
    orderBy: [{ runAt: "asc" }, { createdAt: "asc" }],
  });
  return jobs.map((j) => ({
    id: j.id,
    type: j.type,
    payload: j.payload,
    key: j.key,
    attempts: j.attempts,
    maxAttempts: j.maxAttempts,
    lockedUntil: j.lockedUntil ?? leaseUntil,
  }));
}

/** Marks a job done, if this worker still holds it (a lost lease means someone else owns it now). */
export async function completeJob(prisma: Db, job: ClaimedJob, workerId: string, now: Date): Promise<boolean> {
  const { count } = await prisma.job.updateMany({
    where: { id: job.id, lockedBy: workerId, status: "running" },
    data: { status: "done", completedAt: now, lockedBy: null, lockedUntil: null },
  });
  return count === 1;
}

export type FailureOutcome = "retry" | "dead" | "lost";

/**
 * Records a failed run: back to `queued` with an exponential, jittered delay, or `dead` (the
 * dead-letter state, kept with its lastError for an operator) once attempts are used up or the
 * error is permanent.
 */
export async function failJob(
  prisma: Db,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  error: string,
  { permanent = false, backoff }: { permanent?: boolean; backoff?: BackoffOptions } = {},
): Promise<{ outcome: FailureOutcome; runAt?: Date }> {
  const lastError = error.slice(0, 4000);
  if (permanent || job.attempts >= job.maxAttempts) {
    const { count } = await prisma.job.updateMany({
      where: { id: job.id, lockedBy: workerId, status: "running" },
      data: { status: "dead", lastError, lockedBy: null, lockedUntil: null },
    });
    return { outcome: count === 1 ? "dead" : "lost" };
  }
  const runAt = new Date(now.getTime() + backoffDelayMs(job.attempts, backoff));
  const { count } = await prisma.job.updateMany({
    where: { id: job.id, lockedBy: workerId, status: "running" },
    data: { status: "queued", runAt, lastError, lockedBy: null, lockedUntil: null },
  });
  return count === 1 ? { outcome: "retry", runAt } : { outcome: "lost" };
}

/**
 * Hands a claimed job back untouched: queued, due now, unlocked, and its attempt uncounted (the
 * drain ran out of time, the job did not fail). Only while this worker still holds it.
 */
export async function releaseJob(prisma: Db, job: ClaimedJob, workerId: string, now: Date): Promise<boolean> {
  const { count } = await prisma.job.updateMany({
    where: { id: job.id, lockedBy: workerId, status: "running" },
    data: { status: "queued", runAt: now, attempts: { decrement: 1 }, lockedBy: null, lockedUntil: null },
  });
  return count === 1;
}
