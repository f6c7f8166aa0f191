import { createSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";

/** A Cookie header that signs the request in as the given user, exactly as the login route would. */
export async function sessionCookieFor(userId: string): Promise<string> {
  return `${sessionCookieName()}=${await createSessionToken(userId)}`;
}
