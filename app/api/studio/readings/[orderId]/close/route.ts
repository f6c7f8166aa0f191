import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { closeCrisisReading } from "@/lib/studio/service";
import { closeReadingSchema } from "@/lib/validations/studio";

// POST /api/studio/readings/{orderId}/close – close a refunded crisis order's held record after the follow-up; answers { status }.
export const POST = studioRoute<{ orderId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, closeReadingSchema);
  return Response.json(await closeCrisisReading(operator, params.orderId, input));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
