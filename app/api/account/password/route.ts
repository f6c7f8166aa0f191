import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { changePassword } from "@/lib/auth/change-password";
import { requireUser } from "@/lib/auth/current-user";
import { changePasswordSchema } from "@/lib/validations/auth";

// POST /api/account/password – change the signed-in seeker's password (current one required); other sessions are signed out.
export const POST = route(async (request) => {
  const user = await requireUser(request);
  const input = await readJson(request, changePasswordSchema, { maxBytes: 4 * 1024 });
  const { signedOut } = await changePassword(user, input);
  return Response.json({ ok: true, signedOut, message: "Your password has been changed. Any other devices have been signed out." });
});
