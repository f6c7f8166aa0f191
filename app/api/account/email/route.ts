import { requestEmailChange } from "@/lib/account/change-email";
import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { requireUser } from "@/lib/auth/current-user";
import { changeEmailSchema } from "@/lib/validations/account";

// POST /api/account/email – ask to move the account to a new address (current password required); a confirmation link goes to it. Answers { ok, message }.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, changeEmailSchema, { maxBytes: 4 * 1024 });
  const { message } = await requestEmailChange(user.id, input, requestOrigin(request));
  return Response.json({ ok: true, message });
});
