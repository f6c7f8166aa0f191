import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { sendContactMessage } from "@/lib/contact/send-contact-message";
import { drainAfterResponse } from "@/lib/jobs/after-response";
import { clientIp } from "@/lib/security/client-ip";
import { contactSchema } from "@/lib/validations/contact";

// Work this request queued is drained after the response (lib/jobs/after-response.ts), within this limit (lib/jobs/limits.ts).
export const maxDuration = 300;

// POST /api/contact – store a message for the team and queue its forwarding; answers { ok, id }.
export const POST = route(async (request) => {
  const input = await readJson(request, contactSchema, { maxBytes: 16 * 1024 });
  const { id } = await sendContactMessage(input, clientIp(request), requestOrigin(request));
  drainAfterResponse("contact");
  return Response.json({ ok: true, id }, { status: 201 });
});
