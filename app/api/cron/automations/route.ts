import { route } from "@/lib/api/errors";
import { assertCronAuthorized } from "@/lib/jobs/cron-auth";
import { drainDueJobs } from "@/lib/jobs/drain-now";
import { CRON_DRAIN_BUDGET_MS } from "@/lib/jobs/limits";
import { runPeriodicTasks } from "@/lib/jobs/periodic";
import { CRON_MONITORS } from "@/lib/observability/cron-monitors";
import { withCronCheckIns } from "@/lib/observability/sentry";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// GET|POST /api/cron/automations – queue the free series due in each subscriber's zone, flag SLA risks, then send what is due.
const handler = route(async (request) => {
  assertCronAuthorized(request);
  const { scheduled, drained } = await withCronCheckIns(CRON_MONITORS.automations, async () => {
    const tasks = await runPeriodicTasks(new Date());
    return { scheduled: tasks, drained: await drainDueJobs(CRON_DRAIN_BUDGET_MS - 30_000) };
  });
  return Response.json({ ok: true, ...scheduled, drained });
});

export const GET = handler;
export const POST = handler;
