import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { editReading } from "@/lib/studio/service";
import { editReadingSchema, MAX_LETTER_CHARS } from "@/lib/validations/studio";

// POST /api/studio/readings/{orderId}/edit – save an operator's edit of a held reading's letter; answers { version, changed }.
export const POST = studioRoute<{ orderId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, editReadingSchema, { maxBytes: MAX_LETTER_CHARS * 4 + 1024 });
  return Response.json(await editReading(operator, params.orderId, input));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
