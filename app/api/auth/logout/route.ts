import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { endSession } from "@/lib/auth/session-cookie";

// POST /api/auth/logout – revoke the session on the server and expire its cookie; answers { ok }.
export const POST = route(async (request) => {
  const response = NextResponse.json({ ok: true });
  await endSession(request, response);
  return response;
});
