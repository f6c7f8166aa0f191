import { ApiError, route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { subscribeToAutomation } from "@/lib/automations/subscribe";
import { drainAfterResponse } from "@/lib/jobs/after-response";
import { clientIp } from "@/lib/security/client-ip";
import { hitRateLimit } from "@/lib/security/rate-limit";
import { automationSubscribeSchema } from "@/lib/validations/automation";

// Work this request queued is drained after the response (lib/jobs/after-response.ts), within this limit (lib/jobs/limits.ts).
export const maxDuration = 300;

// Double opt-in: the first email only asks to confirm the address.
const MESSAGES = {
  subscribed: "Almost there. We've sent you an email with a link to confirm your address.",
  resubscribed: "Welcome back. We've sent you an email with a link to confirm your address.",
  "already-subscribed": "You're already subscribed; we've kept your details up to date.",
  "changes-pending": "You're already subscribed. To change your details, follow the link in the email we've sent to this address.",
} as const;

// POST /api/automations/subscribe – subscribe (or re-subscribe) an email to a free series; answers { ok, status, message }.
export const POST = route(async (request) => {
  const limit = await hitRateLimit(`automation:ip:${clientIp(request)}`, 10, 10 * 60 * 1000);
  if (!limit.allowed) throw new ApiError(429, "That's a lot of subscriptions in a short time. Please wait a few minutes and try again.");
  const input = await readJson(request, automationSubscribeSchema, { maxBytes: 8 * 1024 });
  const result = await subscribeToAutomation(input, { siteOrigin: requestOrigin(request) });
  if (result.confirmationQueued) drainAfterResponse("subscribe");
  return Response.json({ ok: true, status: result.status, message: MESSAGES[result.status] }, { status: result.status === "subscribed" ? 201 : 200 });
});
