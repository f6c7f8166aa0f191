import "server-only";

import { prepareDatabase } from "@/lib/db";
import { devProvidersEnabled, inProcessJobRunner } from "@/lib/env";
import { log } from "@/lib/observability/log";

export async function startServer(): Promise<void> {
  const started = Date.now();
  let result;
  try {
    result = await prepareDatabase({ seed: devProvidersEnabled() });
  } catch (error) {
    // No database, or a schema older than this code: say so plainly and refuse to serve.
    log.error("server.database_not_ready", { error });
    throw error;
  }
  const applied = result.migrated.length ? `applied ${result.migrated.join(", ")}` : "up to date";
  console.info(`[db] ${result.database}: ${applied}${result.seeded ? ", seeded the demo seeker" : ""} (${Date.now() - started} ms)`);
  if (inProcessJobRunner()) await startJobs();
}

/**
 * The job runner lives in the server process (the one that owns the embedded database): it polls
 * for due jobs every ~2 s and runs the scheduler (free series, SLA check) every minute. Starting
 * it can never stop the server from starting: a failure here is logged and the cron route
 * (/api/cron/jobs) can still drain the queue.
 */
async function startJobs(): Promise<void> {
  try {
    const [{ startJobRunner }, { createJobHandlers }, { runPeriodicTasks, runDailyTasksIfDue }, { jobLog }] = await Promise.all([
      import("@/lib/jobs/loop"),
      import("@/lib/jobs/handlers"),
      import("@/lib/jobs/periodic"),
      import("@/lib/jobs/drain-now"),
    ]);
    startJobRunner({
      handlers: createJobHandlers(),
      periodic: async (now) => ({ ...(await runPeriodicTasks(now)), retention: await runDailyTasksIfDue(now) }),
      log: jobLog,
    });
  } catch (error) {
    console.error("[jobs] the job runner did not start; jobs wait for /api/cron/jobs", error);
  }
}
