import { route } from "@/lib/api/errors";
import { publicCounts } from "@/lib/stats/counts";

// GET /api/stats – the counted numbers the home page and the shop show ({ seekers, clarity }).
export const GET = route(async () => {
  const counts = await publicCounts();
  // Fresh enough for a social-proof line, cheap for the database, shared by every visitor.
  return Response.json(counts, { headers: { "cache-control": "public, max-age=60, s-maxage=600, stale-while-revalidate=3600" } });
});
