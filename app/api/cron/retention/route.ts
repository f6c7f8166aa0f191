import { route } from "@/lib/api/errors";
import { assertCronAuthorized } from "@/lib/jobs/cron-auth";
import { CRON_MONITORS } from "@/lib/observability/cron-monitors";
import { log } from "@/lib/observability/log";
import { withCronCheckIns } from "@/lib/observability/sentry";
import { purgeExpired } from "@/lib/retention/purge";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// GET|POST /api/cron/retention – the daily retention task (Bearer CRON_SECRET): purges what the privacy page says is not kept; answers the counts.
const handler = route(async (request) => {
  assertCronAuthorized(request);
  const purged = await withCronCheckIns(CRON_MONITORS.retention, () => purgeExpired(new Date()));
  log.info("retention.purged", { ...purged });
  return Response.json({ ok: true, ...purged });
});

export const GET = handler;
export const POST = handler;
