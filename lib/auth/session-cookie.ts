import "server-only";

import { decode, encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";

import { appUsesHttps } from "@/lib/app-url";
import { env } from "@/lib/env";

import { authSecret } from "./secret";

/** 30 days, next-auth's default: the cookie and the token inside it expire together. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const httpsApp = appUsesHttps;

/** next-auth's own cookie name, so `getServerSession` and our JSON routes read the same cookie. */
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

/** An encrypted next-auth JWT naming the user (`sub`); no profile data rides in the cookie. */
export function createSessionToken(userId: string): Promise<string> {
  return encode({ token: { sub: userId }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

export async function setSessionCookie(response: NextResponse, userId: string): Promise<void> {
  const token = await createSessionToken(userId);
  response.cookies.set(sessionCookieName(), token, { ...sessionCookieOptions(), maxAge: SESSION_MAX_AGE_SECONDS });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), "", { ...sessionCookieOptions(), maxAge: 0 });
}

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The user id in the request's session cookie, or null when there is none or it does not
 * decrypt (tampered, expired, signed with another secret). `present` tells a stale cookie
 * (worth clearing) from no cookie at all.
 */
export async function readSessionUserId(request: Request): Promise<{ userId: string | null; present: boolean }> {
  const raw = readCookie(request, sessionCookieName());
  if (!raw) return { userId: null, present: false };
  try {
    // jose checks the expiry while decrypting.
    const sub = (await decode({ token: raw, secret: authSecret() }))?.sub;
    return { userId: typeof sub === "string" && sub ? sub : null, present: true };
  } catch {
    return { userId: null, present: true };
  }
}
