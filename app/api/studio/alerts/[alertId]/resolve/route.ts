import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { resolveAlert } from "@/lib/studio/service";
import { resolveAlertSchema } from "@/lib/validations/studio";

// POST /api/studio/alerts/{alertId}/resolve – mark an operator alert handled; answers { resolvedAt }.
export const POST = studioRoute<{ alertId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, resolveAlertSchema);
  return Response.json(await resolveAlert(operator, params.alertId, input));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
