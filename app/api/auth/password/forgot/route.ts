import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestPasswordReset } from "@/lib/account/password-reset";
import { requestOrigin } from "@/lib/app-url";
import { clientIp } from "@/lib/security/client-ip";
import { forgotPasswordSchema } from "@/lib/validations/account";

// POST /api/auth/password/forgot – email a single-use reset link; the same { ok, message } whether or not the email has a portal.
export const POST = route(async (request) => {
  const input = await readJson(request, forgotPasswordSchema, { maxBytes: 2 * 1024 });
  const { message } = await requestPasswordReset(input, clientIp(request), requestOrigin(request));
  return Response.json({ ok: true, message });
});
