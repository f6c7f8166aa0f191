import { route } from "@/lib/api/errors";
import { assertCronAuthorized } from "@/lib/jobs/cron-auth";
import { drainDueJobs } from "@/lib/jobs/drain-now";
import { CRON_DRAIN_BUDGET_MS } from "@/lib/jobs/limits";
import { CRON_MONITORS } from "@/lib/observability/cron-monitors";
import { withCronCheckIns } from "@/lib/observability/sentry";

export const dynamic = "force-dynamic";
// The drain claims one job at a time until CRON_DRAIN_BUDGET_MS (240 s), then releases the job it
// holds; a job's lease (240 s) is shorter than this limit, so even a killed function frees its job soon.
export const maxDuration = 300;

// GET|POST /api/cron/jobs – drain due jobs for a bounded time (Vercel Cron, Bearer CRON_SECRET); answers the counts; a Sentry check-in before and after when SENTRY_DSN is set.
const handler = route(async (request) => {
  assertCronAuthorized(request);
  const result = await withCronCheckIns(CRON_MONITORS.jobs, () => drainDueJobs(CRON_DRAIN_BUDGET_MS));
  return Response.json({ ok: true, ...result });
});

export const GET = handler;
export const POST = handler;
