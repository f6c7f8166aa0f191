import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { logInUser } from "@/lib/auth/log-in-user";
import { startSession } from "@/lib/auth/session-cookie";
import { clientIp } from "@/lib/security/client-ip";
import { loginSchema } from "@/lib/validations/auth";

// POST /api/auth/login – check email and password, start a session and set its cookie; answers { user }.
export const POST = route(async (request) => {
  const input = await readJson(request, loginSchema, { maxBytes: 4 * 1024 });
  const { id, user } = await logInUser(input, clientIp(request));
  const response = NextResponse.json({ user });
  await startSession(response, id);
  return response;
});
