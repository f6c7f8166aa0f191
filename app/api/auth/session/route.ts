import { NextResponse } from "next/server";

import { route } from "@/lib/api/errors";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { clearSessionCookie, readSessionUserId } from "@/lib/auth/session-cookie";

// GET /api/auth/session – { user } read fresh from the database by the cookie's user id, or {} when signed out.
export const GET = route(async (request) => {
  const { userId, present } = await readSessionUserId(request);
  const user = userId ? await getSessionUser(userId) : null;
  const response = NextResponse.json(user ? { user } : {}, { headers: { "Cache-Control": "private, no-store" } });
  // A cookie that no longer names an account (bad, expired, or the user was deleted) is dropped.
  if (present && !user) clearSessionCookie(response);
  return response;
});
