import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

import { kickJobRunner } from "./loop";
import { jobPayloadJson } from "./types";

type JobWriter = { job: { createMany: (args: { data: Prisma.JobCreateManyInput[]; skipDuplicates?: boolean }) => Promise<{ count: number }> } };

export interface JobRequest {
  type: string;
  payload: Prisma.InputJsonValue;
  /** Idempotency key: enqueueing the same key twice is a no-op. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * The payload as stored: a known job type's is validated and stamped with its version (a wrong
 * payload fails here, at the writer, not in a worker later). Jobs that work for an order carry its
 * id in the payload; the column links them for the studio.
 */
function stored(job: JobRequest): { payload: Prisma.InputJsonValue; orderId: string | null } {
  const json = jobPayloadJson(job.type);
  if (!json) return { payload: job.payload, orderId: null };
  const value = json.parse(job.payload);
  const orderId = "orderId" in value && typeof value.orderId === "string" ? value.orderId : null;
  return { payload: json.store(value), orderId };
}

/** After this delay the enqueueing transaction has usually committed; if not, the next poll finds the job. */
const KICK_DELAY_MS = 150;

/**
 * Adds a job to the Postgres-backed queue. Pass the transaction client so the job commits (or
 * not) together with the change that caused it. Returns whether a new job was created.
 */
export async function enqueueJob(tx: JobWriter, job: JobRequest): Promise<boolean> {
  const { count } = await tx.job.createMany({
    data: [{ type: job.type, key: job.key, runAt: job.runAt, maxAttempts: job.maxAttempts, ...stored(job) }],
    skipDuplicates: true,
  });
  // An in-process runner picks it up right away instead of at its next poll.
  if (count === 1 && (!job.runAt || job.runAt.getTime() <= Date.now())) kickJobRunner(KICK_DELAY_MS);
  return count === 1;
}
