import "server-only";

import { decode, encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";

import { appUsesHttps } from "@/lib/app-url";
import { env } from "@/lib/env";

import { authSecret } from "./secret";
import { createSession, revokeSession, SESSION_LIFETIME_MS, type NewSession } from "./sessions";

/** The cookie, and the token inside it, live exactly as long as the session row may. */
export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_MS / 1000;

const httpsApp = appUsesHttps;

/** next-auth's cookie name, kept so cookies issued before server-side sessions are recognised (and refused cleanly). */
export function sessionCookieName(): string {
  return `${httpsApp() ? "__Secure-" : ""}next-auth.session-token`;
}

export function sessionCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: env.NODE_ENV === "production" || httpsApp(),
  };
}

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/** An encrypted next-auth JWT naming the user (`sub`) and the session row (`sid`); no profile data rides in it. */
export function createSessionToken(session: Pick<NewSession, "id" | "userId">): Promise<string> {
  return encode({ token: { sub: session.userId, sid: session.id }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The claims of a token, or null when it does not decrypt (tampered, expired, other secret) or predates sessions. */
export async function decodeSessionToken(raw: string): Promise<SessionClaims | null> {
  try {
    // jose checks the expiry while decrypting.
    const token = await decode({ token: raw, secret: authSecret() });
    const userId = token?.sub;
    const sessionId = token?.sid;
    return typeof userId === "string" && userId && typeof sessionId === "string" && sessionId ? { userId, sessionId } : null;
  } catch {
    return null;
  }
}

/** The raw session cookie of a request, if it sent one. */
export function readSessionCookie(request: Request): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const name = sessionCookieName();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Signs the user in on this response: a new session row and its cookie. */
export async function startSession(response: NextResponse, userId: string): Promise<void> {
  const session = await createSession(userId);
  response.cookies.set(sessionCookieName(), await createSessionToken(session), { ...sessionCookieOptions(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Logout: revokes the request's session on the server (a copied cookie dies with it) and clears the cookie. */
export async function endSession(request: Request, response: NextResponse): Promise<void> {
  const raw = readSessionCookie(request);
  const claims = raw ? await decodeSessionToken(raw) : null;
  if (claims) await revokeSession(claims.sessionId);
  clearSessionCookie(response);
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
}
