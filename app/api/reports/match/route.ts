import { route } from "@/lib/api/errors";
import { requireUser } from "@/lib/auth/current-user";
import { listMatchReports } from "@/lib/reports/list-match-reports";

// GET /api/reports/match – the signed-in seeker's compatibility reports, newest first.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return Response.json(await listMatchReports(user.id), { headers: { "Cache-Control": "private, no-store" } });
});
