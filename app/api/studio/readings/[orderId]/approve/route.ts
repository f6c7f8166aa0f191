import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { approveReading } from "@/lib/studio/service";
import { approveReadingSchema, MAX_LETTER_CHARS } from "@/lib/validations/studio";

// The job this queues is drained after the response (lib/jobs/after-response.ts), within this limit.
export const maxDuration = 300;

// POST /api/studio/readings/{orderId}/approve – approve a held reading (optionally with the edited letter) and queue its sending; answers { status }.
export const POST = studioRoute<{ orderId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, approveReadingSchema, { maxBytes: MAX_LETTER_CHARS * 4 + 1024 });
  return Response.json(await approveReading(operator, params.orderId, input));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
