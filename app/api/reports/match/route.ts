import { route } from "@/lib/api/errors";
import { requireUserId } from "@/lib/api/require-user";
import { listMatchReports } from "@/lib/reports/list-match-reports";

// GET /api/reports/match – the signed-in seeker's compatibility reports, newest first.
export const GET = route(async (request) => {
  const userId = await requireUserId(request);
  return Response.json(await listMatchReports(userId), { headers: { "Cache-Control": "private, no-store" } });
});
