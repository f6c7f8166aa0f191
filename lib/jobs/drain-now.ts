import "server-only";

import { db } from "@/lib/db";
import { captureError } from "@/lib/observability/sentry";

import { createJobHandlers } from "./handlers";
import { drainJobs, newWorkerId, type DrainResult } from "./runner";

/**
 * The runner's log: the console, and its error lines (a job dead after its last attempt or a
 * permanent error, a job type without a handler, a dead-letter handler that failed) also reported
 * to Sentry when SENTRY_DSN is set (lib/observability/sentry.ts; a no-op otherwise).
 */
export const jobLog: Pick<Console, "info" | "warn" | "error"> = {
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (message: unknown, ...rest: unknown[]) => {
    console.error(message, ...rest);
    const cause = rest.find((r) => r instanceof Error);
    void captureError(cause ?? new Error(String(message)), { tags: { source: "jobs" }, extra: cause ? { message: String(message) } : undefined });
  },
};

/** A bounded drain with the app's handlers: the cron routes and the drain after a response (serverless hosts). */
export function drainDueJobs(budgetMs: number, worker = "cron"): Promise<DrainResult> {
  return drainJobs({ prisma: db(), handlers: createJobHandlers(), workerId: newWorkerId(worker), budgetMs, log: jobLog });
}
