import "server-only";

import { db } from "@/lib/db";
import { captureError } from "@/lib/observability/sentry";

import { createJobHandlers } from "./handlers";
import { MIN_RUN_MS } from "./limits";
import { drainJobs, newWorkerId, type DrainOptions, type DrainResult } from "./runner";

/** At most one Sentry event per job type (the error line's "[jobs] {type}") and minute, per process. */
const SENTRY_REPORT_EVERY_MS = 60_000;
const lastReported = new Map<string, number>();

/**
 * The runner's log: the console, and its error lines (a job dead after its last attempt or a
 * permanent error, a job type without a handler, a dead-letter handler that failed) also reported
 * to Sentry when SENTRY_DSN is set (lib/observability/sentry.ts; a no-op otherwise). A batch of
 * a hundred series letters dying together is one event, not a hundred (the log keeps every line).
 */
export const jobLog: Pick<Console, "info" | "warn" | "error"> = {
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (message: unknown, ...rest: unknown[]) => {
    console.error(message, ...rest);
    const kind = String(message).split(" ").slice(0, 2).join(" ");
    const now = Date.now();
    if (now - (lastReported.get(kind) ?? -Infinity) < SENTRY_REPORT_EVERY_MS) return;
    lastReported.set(kind, now);
    const cause = rest.find((r) => r instanceof Error);
    void captureError(cause ?? new Error(String(message)), { tags: { source: "jobs" }, extra: cause ? { message: String(message) } : undefined });
  },
};

/**
 * How far ahead a drain after a response waits for work that becomes due while it runs: a job
 * it (or another drain) just failed comes back after 7.5 to 15 s (lib/jobs/backoff.ts).
 */
export const FOLLOW_UP_WINDOW_MS = 20_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface FollowUpDrainOptions extends Omit<DrainOptions, "budgetMs"> {
  budgetMs: number;
  /** Wait for a queued job due within this long (and within the budget), then drain again. */
  windowMs?: number;
}

/**
 * A drain that does not leave its own retries behind. Where no process polls the queue (a
 * serverless instance, or `next start` with JOB_RUNNER=off), a job whose attempt failed is
 * queued again 7.5 to 15 s later, and nothing would run it before the next request that queues
 * work, or the cron (a minute, or a day on Vercel Hobby): a paid reading whose first attempt hit
 * a passing error would wait that long. So after draining, if a queued job falls due within
 * `windowMs` and the budget allows, this waits for it and drains again.
 */
export async function drainWithFollowUps({ windowMs = FOLLOW_UP_WINDOW_MS, budgetMs, ...options }: FollowUpDrainOptions): Promise<DrainResult> {
  const { prisma } = options;
  const now = options.now ?? (() => new Date());
  const deadline = performance.now() + budgetMs;
  const total: DrainResult = { claimed: 0, done: 0, retried: 0, dead: 0, lost: 0, released: 0 };
  for (;;) {
    const left = deadline - performance.now();
    if (left <= MIN_RUN_MS) break;
    const result = await drainJobs({ ...options, budgetMs: left });
    for (const key of Object.keys(total) as (keyof DrainResult)[]) total[key] += result[key];
    const next = await prisma.job.findFirst({ where: { status: "queued" }, orderBy: { runAt: "asc" }, select: { runAt: true } });
    if (!next) break;
    // At least a beat between rounds: a job due now that another drain is claiming is not this one's.
    const wait = Math.max(250, next.runAt.getTime() - now().getTime());
    if (wait > windowMs || wait > deadline - performance.now() - MIN_RUN_MS) break;
    await sleep(wait);
  }
  return total;
}

/**
 * A bounded drain with the app's handlers: the cron routes, and the drain after a response
 * (`followUps`: it also runs the retries that fall due while it may still run).
 */
export function drainDueJobs(budgetMs: number, worker = "cron", { followUps = false }: { followUps?: boolean } = {}): Promise<DrainResult> {
  const options = { prisma: db(), handlers: createJobHandlers(), workerId: newWorkerId(worker), budgetMs, log: jobLog };
  return followUps ? drainWithFollowUps(options) : drainJobs(options);
}
