import { confirmEmailChange } from "@/lib/account/change-email";
import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { requestOrigin } from "@/lib/app-url";
import { confirmEmailSchema } from "@/lib/validations/account";

// POST /api/account/email/confirm – the link sent to a new address: the account moves to it and the old address is told. Answers { ok, email }.
export const POST = route(async (request) => {
  const input = await readJson(request, confirmEmailSchema, { maxBytes: 2 * 1024 });
  const user = await confirmEmailChange(input, requestOrigin(request));
  return Response.json({ ok: true, email: user.email });
});
