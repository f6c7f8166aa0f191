import { route } from "@/lib/api/errors";
import { readLimitedText } from "@/lib/api/read-json";
import { applyPaymentNotice } from "@/lib/commerce/apply-payment-notice";
import { drainAfterResponse } from "@/lib/jobs/after-response";
import { constructEvent } from "@/lib/stripe/construct-event";
import { handleStripeEvent } from "@/lib/stripe/webhooks/handle-stripe-event";

const MAX_BYTES = 512 * 1024;

// Work this request queued is drained after the response (lib/jobs/after-response.ts), within this limit (lib/jobs/limits.ts).
export const maxDuration = 300;

// POST /api/stripe/webhook – Stripe's event deliveries: signature verified, each event id applied once; answers { received }.
export const POST = route(async (request) => {
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialised.
  const payload = await readLimitedText(request, MAX_BYTES);
  const event = constructEvent(payload, request.headers.get("stripe-signature"));
  const outcome = await applyPaymentNotice(await handleStripeEvent(event));
  // A paid order's reading (or a failed payment's letter) starts now, not at the next cron; an alert reaches the team inbox.
  if (outcome === "applied" || outcome === "ignored") drainAfterResponse("stripe.webhook");
  return Response.json({ received: true, outcome });
});
