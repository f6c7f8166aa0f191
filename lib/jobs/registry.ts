import type { ClaimedJob } from "./queue";

export interface JobContext {
  /** The run's clock: tests pass a fake one. */
  now: Date;
  workerId: string;
  /** Aborted shortly before the lease runs out: pass it to slow calls (HTTP, the AI model). */
  signal: AbortSignal;
  /**
   * A batch (JobDefinition.batch) starts no new item after this moment (performance.now() ms),
   * so what it has done can still be sent and recorded before the signal aborts; the items it
   * did not reach are returned as JobDeferred.
   */
  wrapUpAt?: number;
}

/**
 * A job handler. The queue is at-least-once (a worker can die after the work but before the job
 * is marked done), so every handler must be idempotent: running it twice has the effect of once.
 */
export type JobHandler = (job: ClaimedJob, ctx: JobContext) => Promise<void>;

/**
 * A job type with a last word: `onDead` runs once when a job of this type moves to dead (a
 * permanent error, or its attempts used up), so failures that matter (a paid order that cannot
 * be delivered) tell someone instead of waiting silently. It must be idempotent too.
 */
export interface JobDefinition {
  run: JobHandler;
  /**
   * Jobs of this type may run together: the drain claims up to `size` due ones at once and hands
   * them to `run`, which returns, in the same order, each job's error or null (done). A job's
   * error is its own (retried or dead like any other); a JobDeferred hands the job back
   * untouched (not reached before ctx.wrapUpAt); throwing fails the whole batch.
   */
  batch?: { size: number; run: (jobs: ClaimedJob[], ctx: JobContext) => Promise<unknown[]> };
  onDead?: (job: ClaimedJob, error: string, ctx: Omit<JobContext, "signal">) => Promise<void>;
}

export type JobHandlers = Readonly<Record<string, JobHandler | JobDefinition>>;

export function definitionOf(handler: JobHandler | JobDefinition): JobDefinition {
  return typeof handler === "function" ? { run: handler } : handler;
}

/** Thrown for failures a retry cannot fix (a missing order, a malformed payload): straight to dead. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** A batch's item it did not reach in time (ctx.wrapUpAt): released for the next drain, its attempt uncounted. */
export class JobDeferred extends Error {
  constructor() {
    super("Not reached before the batch's wrap-up time");
    this.name = "JobDeferred";
  }
}
