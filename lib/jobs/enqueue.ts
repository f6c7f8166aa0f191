import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

import { kickJobRunner } from "./loop";

type JobWriter = { job: { createMany: (args: { data: Prisma.JobCreateManyInput[]; skipDuplicates?: boolean }) => Promise<{ count: number }> } };

export interface JobRequest {
  type: string;
  payload: Prisma.InputJsonValue;
  /** Idempotency key: enqueueing the same key twice is a no-op. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Jobs that work for an order carry its id in the payload; the column links them for the studio. */
function orderIdOf(payload: Prisma.InputJsonValue): string | null {
  if (payload && typeof payload === "object" && !Array.isArray(payload) && "orderId" in payload) {
    const id = (payload as { orderId?: unknown }).orderId;
    return typeof id === "string" ? id : null;
  }
  return null;
}

/** After this delay the enqueueing transaction has usually committed; if not, the next poll finds the job. */
const KICK_DELAY_MS = 150;

/**
 * Adds a job to the Postgres-backed queue. Pass the transaction client so the job commits (or
 * not) together with the change that caused it. Returns whether a new job was created.
 */
export async function enqueueJob(tx: JobWriter, job: JobRequest): Promise<boolean> {
  const { count } = await tx.job.createMany({
    data: [{ type: job.type, payload: job.payload, key: job.key, runAt: job.runAt, maxAttempts: job.maxAttempts, orderId: orderIdOf(job.payload) }],
    skipDuplicates: true,
  });
  // An in-process runner picks it up right away instead of at its next poll.
  if (count === 1 && (!job.runAt || job.runAt.getTime() <= Date.now())) kickJobRunner(KICK_DELAY_MS);
  return count === 1;
}
