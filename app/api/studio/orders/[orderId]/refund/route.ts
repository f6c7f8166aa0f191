import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { refundFromStudio } from "@/lib/studio/service";
import { refundOrderSchema } from "@/lib/validations/studio";

// POST /api/studio/orders/{orderId}/refund – refund the order in full through its payment provider; answers { status, refundRequestedAt }.
export const POST = studioRoute<{ orderId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, refundOrderSchema);
  return Response.json(await refundFromStudio(operator, params.orderId, input));
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
