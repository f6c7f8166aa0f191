import { route } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { assertCronAuthorized } from "@/lib/jobs/cron-auth";
import { deepHealth } from "@/lib/observability/health";

export const dynamic = "force-dynamic";

// GET /api/health – liveness and database reachability, for load balancers and the e2e harness.
// GET /api/health?deep=1 – with Bearer CRON_SECRET: pending migrations, queue depth, oldest due job, dead jobs, open alerts.
export const GET = route(async (request) => {
  if (new URL(request.url).searchParams.get("deep") === "1") {
    assertCronAuthorized(request);
    const health = await deepHealth();
    return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
  }
  try {
    await db().$queryRaw`SELECT 1`;
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "degraded", message: "The database is not reachable." }, { status: 503 });
  }
});
