import "server-only";

import { cookies } from "next/headers";
import { cache } from "react";

import { ApiError } from "@/lib/api/errors";

import { decodeSessionToken, readSessionCookie, sessionCookieName } from "./session-cookie";
import { findSessionUser, type CurrentUser } from "./sessions";

export type { CurrentUser };

export const SIGN_IN_REQUIRED = "Please sign in to continue.";

async function userFromToken(raw: string | undefined): Promise<CurrentUser | null> {
  if (!raw) return null;
  const claims = await decodeSessionToken(raw);
  return claims ? findSessionUser(claims.sessionId, claims.userId) : null;
}

// Server components and actions: once per render, however many components ask.
const currentUserOfRender = cache(async () => userFromToken((await cookies()).get(sessionCookieName())?.value));

/**
 * The one answer to "who is calling?": the signed-in user, verified against a live session row
 * and an existing account, or null. Route handlers pass their Request; server components and
 * actions call it bare and it reads the cookie through next/headers.
 */
export function getCurrentUser(request?: Request): Promise<CurrentUser | null> {
  return request ? userFromToken(readSessionCookie(request)) : currentUserOfRender();
}

/** getCurrentUser, or a 401 `{ message }` for route handlers (message per SPEC where the caller has one). */
export async function requireUser(request?: Request, message = SIGN_IN_REQUIRED): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw new ApiError(401, message);
  return user;
}
