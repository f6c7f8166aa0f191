import { ApiError, route } from "@/lib/api/errors";
import { constructEvent } from "@/lib/stripe/construct-event";
import { handleStripeEvent } from "@/lib/stripe/webhooks/handle-stripe-event";

const MAX_BYTES = 512 * 1024;

// POST /api/stripe/webhook – Stripe's event deliveries: signature verified, each event id applied once; answers { received }.
export const POST = route(async (request) => {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BYTES) throw new ApiError(413, "That request is too large.");
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialised.
  const payload = await request.text();
  const event = constructEvent(payload, request.headers.get("stripe-signature"));
  const outcome = await handleStripeEvent(event);
  return Response.json({ received: true, outcome });
});
