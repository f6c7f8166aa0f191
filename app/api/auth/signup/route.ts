import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { readJson } from "@/lib/api/read-json";
import { startSession } from "@/lib/auth/session-cookie";
import { signUpUser } from "@/lib/auth/sign-up-user";
import { drainAfterResponse } from "@/lib/jobs/after-response";
import { clientIp } from "@/lib/security/client-ip";
import { signupSchema } from "@/lib/validations/auth";

// Work this request queued is drained after the response (lib/jobs/after-response.ts), within this limit (lib/jobs/limits.ts).
export const maxDuration = 300;

// POST /api/auth/signup – create the account (password hashed) and sign it in; answers 201 { user }.
export const POST = route(async (request) => {
  const input = await readJson(request, signupSchema, { maxBytes: 8 * 1024 });
  const { id, user } = await signUpUser(input, clientIp(request));
  const response = NextResponse.json({ user }, { status: 201 });
  await startSession(response, id);
  drainAfterResponse("signup");
  return response;
});
