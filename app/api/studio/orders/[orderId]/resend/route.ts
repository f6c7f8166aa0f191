import { readJson } from "@/lib/api/read-json";
import { otherMethods, studioRoute } from "@/lib/studio/route";
import { resendEmail } from "@/lib/studio/service";
import { resendEmailSchema } from "@/lib/validations/studio";

// POST /api/studio/orders/{orderId}/resend – send one of the order's emails to the buyer again, same content, as a new message; answers { messageId }.
export const POST = studioRoute<{ orderId: string }>(async (request, { operator, params }) => {
  const input = await readJson(request, resendEmailSchema);
  return Response.json(await resendEmail(operator, params.orderId, input), { status: 201 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods;
