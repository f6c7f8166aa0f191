import { route } from "@/lib/api/errors";
import { assertCronAuthorized } from "@/lib/jobs/cron-auth";
import { drainDueJobs } from "@/lib/jobs/drain-now";

export const dynamic = "force-dynamic";
// The drain stops claiming after 45 s; a claimed job finishes (or its lease frees it for the next run).
export const maxDuration = 60;

// GET|POST /api/cron/jobs – drain due jobs for a bounded time (Vercel Cron, Bearer CRON_SECRET); answers the counts.
const handler = route(async (request) => {
  assertCronAuthorized(request);
  const result = await drainDueJobs(45_000);
  return Response.json({ ok: true, ...result });
});

export const GET = handler;
export const POST = handler;
