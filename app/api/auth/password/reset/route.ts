import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { resetPassword } from "@/lib/account/password-reset";
import { startSession } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/security/client-ip";
import { resetPasswordSchema } from "@/lib/validations/account";

// POST /api/auth/password/reset – set a new password from a reset link's token: every session ends, and this browser signs in fresh; answers { user }.
export const POST = route(async (request) => {
  const input = await readJson(request, resetPasswordSchema, { maxBytes: 4 * 1024 });
  const { id, user } = await resetPassword(input, clientIp(request));
  const response = NextResponse.json({ user });
  await startSession(response, id);
  return response;
});
