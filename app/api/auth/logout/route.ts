import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { clearSessionCookie } from "@/lib/auth/session-cookie";

// POST /api/auth/logout – end the session by expiring its cookie; answers { ok }.
export const POST = route(async () => {
  const response = NextResponse.json({ ok: true });
  clearSessionCookie(response);
  return response;
});
