import "server-only";

import { after } from "next/server";

import { log } from "@/lib/observability/log";
import { captureError } from "@/lib/observability/sentry";

import { AFTER_RESPONSE_DRAIN_BUDGET_MS } from "./limits";
import { hasJobRunner, kickJobRunner } from "./loop";

let warnedOutsideScope = false;

/**
 * Starts the work a request queued (a paid order's reading, a contact message, a welcome letter)
 * right after its response is sent, instead of at the next cron:
 * - a long-running server with its in-process runner: the runner is nudged;
 * - otherwise (serverless: VERCEL set, or JOB_RUNNER=off): a bounded drain runs in `after()`,
 *   which the host keeps alive after the response (Vercel's waitUntil) up to the route's
 *   maxDuration. The drain claims one job at a time and, at its budget, releases the job it holds
 *   (lib/jobs/runner.ts). A job that fails meanwhile comes back within seconds and the same
 *   drain waits for it (lib/jobs/drain-now.ts, drainWithFollowUps): no process polls the queue
 *   here. Whatever is left waits for the next request's drain or the cron.
 * Call it from a route handler (after() needs the request's scope). Never throws.
 */
export function drainAfterResponse(reason: string, budgetMs = AFTER_RESPONSE_DRAIN_BUDGET_MS): void {
  if (hasJobRunner()) {
    kickJobRunner(150);
    return;
  }
  const task = async () => {
    try {
      const [{ drainDueJobs }, { notifyPendingAlerts }] = await Promise.all([import("./drain-now"), import("@/lib/alerts/raise-alert")]);
      // Alerts written inside a transaction (a disputed or mismatched payment) reach the team inbox now.
      await notifyPendingAlerts().catch((error: unknown) => log.error("alerts.notify_failed", { error }));
      const result = await drainDueJobs(budgetMs, `after:${reason}`, { followUps: true });
      if (result.claimed > 0) log.info("jobs.drain", { trigger: reason, ...result });
    } catch (error) {
      log.error("jobs.drain_failed", { trigger: reason, error });
      await captureError(error, { tags: { source: "jobs", trigger: reason } });
    }
  };
  try {
    after(task);
  } catch (error) {
    // Outside a request (a script, a unit under test): nothing to extend; the cron picks the work up.
    if (!warnedOutsideScope) {
      warnedOutsideScope = true;
      log.warn("jobs.after_unavailable", { trigger: reason, message: error instanceof Error ? error.message : String(error) });
    }
  }
}
