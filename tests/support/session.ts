import { createSessionToken, sessionCookieName } from "@/lib/auth/session-cookie";
import { createSession } from "@/lib/auth/sessions";

/** A live session for the user and the Cookie header that carries it, exactly as the login route makes them. */
export async function sessionFor(userId: string): Promise<{ cookie: string; sessionId: string }> {
  const session = await createSession(userId);
  return { cookie: `${sessionCookieName()}=${await createSessionToken(session)}`, sessionId: session.id };
}

/** A Cookie header that signs the request in as the given user. */
export async function sessionCookieFor(userId: string): Promise<string> {
  return (await sessionFor(userId)).cookie;
}
