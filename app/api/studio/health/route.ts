import { getQueueHealth } from "@/lib/studio/queue-health";
import { otherMethods, studioRoute } from "@/lib/studio/route";

export const dynamic = "force-dynamic";

// GET /api/studio/health – the queue-health panel as JSON (job counts, oldest waiting job, latency, unsent orders, red); operators only.
export const GET = studioRoute(async (_request, { operator }) => {
  const health = await getQueueHealth(operator);
  return Response.json(health, { headers: { "cache-control": "no-store" } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
