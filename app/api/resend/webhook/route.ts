import { route } from "@/lib/api/errors";
import { readLimitedText } from "@/lib/api/read-json";
import { applyResendEvent, verifyResendWebhook } from "@/lib/email/resend-webhook";

const MAX_BYTES = 256 * 1024;

// POST /api/resend/webhook – Resend's event deliveries (Svix-signed): hard bounces and complaints join the suppression list; answers { received, outcome }.
export const POST = route(async (request) => {
  // The signature covers the exact bytes Resend sent, so the body is read raw.
  const payload = await readLimitedText(request, MAX_BYTES);
  const event = verifyResendWebhook(payload, request.headers);
  const outcome = await applyResendEvent(event);
  return Response.json({ received: true, outcome });
});
