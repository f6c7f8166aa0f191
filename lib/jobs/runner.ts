import "server-only";

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";

import type { Db } from "@/lib/db";

import type { BackoffOptions } from "./backoff";
import { JOB_LEASE_MS, MIN_RUN_MS } from "./limits";
import { claimJobs, completeJob, failJob, releaseJob, type ClaimedJob } from "./queue";
import { definitionOf, JobDeferred, PermanentJobError, type JobHandlers } from "./registry";

export interface DrainOptions {
  prisma: Db;
  handlers: JobHandlers;
  /** Identifies this worker in `lockedBy`; unique per call by default. */
  workerId?: string;
  /** The queue's clock (runAt, leases, backoff). Tests pass a fake one. */
  now?: () => Date;
  /**
   * Wall-clock budget: no job is claimed after it, and the job running when it ends is aborted
   * and released (back to queued, the attempt not counted) instead of being killed with the
   * function that runs the drain and left locked until its lease expires.
   */
  budgetMs?: number;
  /** Jobs per claim: 1 by default, so a drain never holds jobs it has no time left to run. */
  batchSize?: number;
  /** How long a claim is exclusive; a crashed worker's jobs become claimable after it. */
  leaseMs?: number;
  backoff?: BackoffOptions;
  log?: Pick<Console, "info" | "warn" | "error">;
}

export interface DrainResult {
  claimed: number;
  done: number;
  retried: number;
  dead: number;
  lost: number;
  /** Stopped at the drain's budget and handed back to the queue. */
  released: number;
}

export const DEFAULT_LEASE_MS = JOB_LEASE_MS;

/** The reason a job's signal aborts when its drain's budget runs out (not the job's fault). */
export class DrainBudgetExhausted extends Error {
  constructor(budgetMs: number) {
    super(`The drain's time budget (${budgetMs} ms) ran out`);
    this.name = "DrainBudgetExhausted";
  }
}

export function newWorkerId(prefix = "worker"): string {
  return `${prefix}:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/** A dead job's last word (see JobDefinition.onDead); its own failure is logged, never thrown. */
async function onDead(definition: ReturnType<typeof definitionOf>, job: ClaimedJob, message: string, ctx: { now: Date; workerId: string }, log: Pick<Console, "error">) {
  if (!definition.onDead) return;
  try {
    await definition.onDead(job, message, ctx);
  } catch (error) {
    log.error(`[jobs] ${job.type} ${job.id}: its dead-letter handler failed too: ${describe(error)}`);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Claims and runs due jobs until none are due or the time budget is spent. Used by the
 * in-process loop (lib/jobs/loop.ts) and by the cron route on serverless hosts; both may run at
 * once, anywhere, because claims are exclusive (SKIP LOCKED) and handlers are idempotent.
 */
export async function drainJobs(options: DrainOptions): Promise<DrainResult> {
  const {
    prisma,
    handlers,
    workerId = newWorkerId(),
    now = () => new Date(),
    budgetMs = 10_000,
    batchSize = 1,
    leaseMs = DEFAULT_LEASE_MS,
    backoff,
    log = console,
  } = options;
  const deadline = performance.now() + budgetMs;
  const result: DrainResult = { claimed: 0, done: 0, retried: 0, dead: 0, lost: 0, released: 0 };

  const settings = { handlers, workerId, now, leaseMs, backoff, log, deadline, budgetMs };
  while (deadline - performance.now() > Math.min(MIN_RUN_MS, budgetMs / 2)) {
    const jobs = await claimJobs(prisma, { workerId, now: now(), limit: batchSize, leaseMs });
    if (jobs.length === 0) break;
    result.claimed += jobs.length;
    for (const job of jobs) {
      const registered = handlers[job.type];
      const batch = registered ? definitionOf(registered).batch : undefined;
      // A batchable type: its due companions are claimed now and run with it (one provider call).
      const companions = batch && batch.size > 1 ? await claimJobs(prisma, { workerId, now: now(), limit: batch.size - 1, leaseMs, type: job.type }) : [];
      result.claimed += companions.length;
      for (const outcome of await runJobs(prisma, [job, ...companions], settings)) result[outcome] += 1;
    }
  }
  return result;
}

type RunSettings = Required<Pick<DrainOptions, "handlers" | "workerId" | "now" | "leaseMs" | "log" | "budgetMs">> & { backoff?: BackoffOptions; deadline: number };

/** Jobs that cannot run at all (no handler, out of attempts after a lost lease): settled here, or null. */
async function refuse(prisma: Db, job: ClaimedJob, { handlers, workerId, now, log }: RunSettings): Promise<keyof DrainResult | null> {
  const registered = handlers[job.type];
  if (!registered) {
    const { outcome } = await failJob(prisma, job, workerId, now(), `No handler registered for job type "${job.type}"`, { permanent: true });
    log.error(`[jobs] ${job.type} ${job.id}: no handler, moved to dead`);
    return outcome === "lost" ? "lost" : "dead";
  }
  if (job.attempts > job.maxAttempts) {
    // Claimed again after its lease ran out on the last allowed attempt: its worker keeps dying.
    const message = "Lease expired on the final attempt (the worker stopped mid-run)";
    await failJob(prisma, job, workerId, now(), message, { permanent: true });
    log.error(`[jobs] ${job.type} ${job.id}: out of attempts after a lost lease, moved to dead`);
    await onDead(definitionOf(registered), job, message, { now: now(), workerId }, log);
    return "dead";
  }
  return null;
}

/**
 * Runs claimed jobs of one type: one by one through `run`, or together through `batch.run` when
 * there are several. Each job has its own attempt row and its own outcome.
 */
async function runJobs(prisma: Db, claimed: ClaimedJob[], settings: RunSettings): Promise<(keyof DrainResult)[]> {
  const { handlers, workerId, now, leaseMs, log, deadline, budgetMs } = settings;
  const outcomes: (keyof DrainResult)[] = [];
  const jobs: ClaimedJob[] = [];
  for (const job of claimed) {
    const refused = await refuse(prisma, job, settings);
    if (refused) outcomes.push(refused);
    else jobs.push(job);
  }
  const first = jobs[0];
  if (!first) return outcomes;
  const definition = definitionOf(handlers[first.type]!);

  const finishers = await Promise.all(
    jobs.map(async (job) => {
      const attempt = await prisma.jobAttempt.create({ data: { jobId: job.id, attempt: job.attempts, workerId, startedAt: now() }, select: { id: true } });
      return (outcome: keyof DrainResult, error?: string) =>
        prisma.jobAttempt
          .update({ where: { id: attempt.id }, data: { finishedAt: now(), outcome: outcome === "retried" ? "retry" : outcome, error: error?.slice(0, 4000) ?? null } })
          .catch((e: unknown) => log.warn(`[jobs] could not record attempt ${attempt.id}: ${describe(e)}`));
    }),
  );

  // Abort slow work before the lease ends, so another worker never runs it alongside this one,
  // and before the drain's budget ends, so the job is handed back instead of killed.
  const controller = new AbortController();
  const untilLease = Math.max(1, leaseMs * 0.8);
  const untilBudget = Math.max(1, deadline - performance.now());
  const timer = setTimeout(
    () => controller.abort(untilBudget < untilLease ? new DrainBudgetExhausted(budgetMs) : new Error(`Job exceeded its lease (${leaseMs} ms)`)),
    Math.min(untilLease, untilBudget),
  );
  // A batch stops starting items with a quarter of its time (at least MIN_RUN_MS) left to send and record them.
  const span = Math.min(untilLease, untilBudget);
  const ctx = { now: now(), workerId, signal: controller.signal, wrapUpAt: performance.now() + span - Math.max(MIN_RUN_MS, span / 4) };
  let errors: unknown[];
  try {
    if (definition.batch && jobs.length > 1) {
      const returned = await definition.batch.run(jobs, ctx);
      errors = jobs.map((_, i) => (i < returned.length ? returned[i] : new Error("The batch handler returned no outcome for this job")));
    } else {
      await definition.run(first, ctx);
      errors = [null];
    }
  } catch (error) {
    errors = jobs.map(() => error);
  } finally {
    clearTimeout(timer);
  }
  for (const [i, job] of jobs.entries()) {
    outcomes.push(await settle(prisma, job, errors[i] ?? null, controller.signal, definition, finishers[i]!, settings));
  }
  return outcomes;
}

/** Records one job's outcome: done, handed back (the budget ran out), retried or dead. */
async function settle(
  prisma: Db,
  job: ClaimedJob,
  thrown: unknown,
  signal: AbortSignal,
  definition: ReturnType<typeof definitionOf>,
  finish: (outcome: keyof DrainResult, error?: string) => Promise<unknown>,
  { workerId, now, backoff, log }: RunSettings,
): Promise<keyof DrainResult> {
  const error = thrown ?? (signal.aborted ? signal.reason : null);
  if (error === null) {
    const completed = await completeJob(prisma, job, workerId, now());
    if (!completed) log.warn(`[jobs] ${job.type} ${job.id}: finished after losing its lease`);
    await finish(completed ? "done" : "lost");
    return completed ? "done" : "lost";
  }
  if (error instanceof JobDeferred || signal.reason instanceof DrainBudgetExhausted) {
    // Not the job's failure: hand it back as it was (the attempt uncounted), due at once.
    const released = await releaseJob(prisma, job, workerId, now());
    const why = error instanceof JobDeferred ? error.message : describe(signal.reason);
    log.warn(`[jobs] ${job.type} ${job.id}: ${why}; ${released ? "released for the next drain" : "its lease was already lost"}`);
    await finish(released ? "released" : "lost", why);
    return released ? "released" : "lost";
  }
  const permanent = error instanceof PermanentJobError;
  const message = describe(error);
  const { outcome, runAt } = await failJob(prisma, job, workerId, now(), message, { permanent, backoff });
  if (outcome === "retry") {
    log.warn(`[jobs] ${job.type} ${job.id} attempt ${job.attempts}/${job.maxAttempts} failed (${message}); retrying at ${runAt?.toISOString()}`);
    await finish("retried", message);
    return "retried";
  }
  if (outcome === "dead") {
    log.error(`[jobs] ${job.type} ${job.id} is dead after ${job.attempts} attempt(s): ${message}`);
    await finish("dead", message);
    await onDead(definition, job, message, { now: now(), workerId }, log);
    return "dead";
  }
  await finish("lost", message);
  return "lost";
}
