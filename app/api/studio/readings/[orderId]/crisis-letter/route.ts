import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { sendCrisisLetter } from "@/lib/studio/service";
import { crisisLetterSchema } from "@/lib/validations/studio";

// POST /api/studio/readings/{orderId}/crisis-letter – withdraw the reading and send the crisis care letter (with the automatic refund); answers { status, refunded }.
export const POST = studioRoute<{ orderId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, crisisLetterSchema);
  return Response.json(await sendCrisisLetter(operator, params.orderId, input));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
