import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { getCurrentUser } from "@/lib/auth/current-user";
import { clearSessionCookie, readSessionCookie } from "@/lib/auth/session-cookie";
import { toSessionUser } from "@/lib/auth/session-user";

// GET /api/auth/session – { user } read fresh from the database for a live session, or {} when signed out.
export const GET = route(async (request) => {
  const user = await getCurrentUser(request);
  const response = NextResponse.json(user ? { user: toSessionUser(user) } : {}, { headers: { "Cache-Control": "private, no-store" } });
  // A cookie that no longer opens a session (bad, expired, revoked, idle, or the user was deleted) is dropped.
  if (!user && readSessionCookie(request)) clearSessionCookie(response);
  return response;
});
