import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requireUser } from "@/lib/auth/current-user";
import { createSoloReport } from "@/lib/reports/create-solo-report";
import { listSoloReports } from "@/lib/reports/list-solo-reports";
import { blueprintSchema } from "@/lib/validations/blueprint";

// GET /api/reports/solo – the signed-in seeker's cosmic blueprints, newest first.
export const GET = route(async (request) => {
  const user = await requireUser(request);
  return Response.json(await listSoloReports(user.id), { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/reports/solo – compute and store a blueprint from name, dob, tob and pob.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, blueprintSchema, { maxBytes: 8 * 1024 });
  return Response.json(await createSoloReport(user.id, input), { status: 201 });
});
