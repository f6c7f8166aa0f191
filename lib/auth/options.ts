import "server-only";

import NextAuth, { type NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { ApiError } from "@/lib/api/errors";
import { appUsesHttps, siteUrl } from "@/lib/app-url";
import { clientIp } from "@/lib/security/rate-limit";
import { loginSchema } from "@/lib/validations/auth";

import { logInUser } from "./log-in-user";
import { authSecret } from "./secret";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieOptions } from "./session-cookie";

/**
 * next-auth 4 with credentials and a JWT session cookie. The app's own JSON routes
 * (/api/auth/login|signup|logout|session) mint and read the same cookie; this config makes
 * `getServerSession` and next-auth's built-in endpoints agree with them.
 */
export const authOptions: NextAuthOptions = {
  // A getter: the secret is checked per request, so builds need none and production without one fails loudly.
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  useSecureCookies: appUsesHttps(),
  cookies: { sessionToken: { name: sessionCookieName(), options: sessionCookieOptions() } },
  pages: { signIn: "/login", newUser: "/signup" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials ?? {});
        if (!parsed.success) return null;
        const ip = clientIp(new Request(siteUrl(), { headers: headersOf(req.headers) }));
        try {
          const { id, user } = await logInUser(parsed.data, ip);
          return { id, email: user.email, name: user.fullName };
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    // Only the user id rides in the token; the profile is always read fresh from the database.
    jwt: ({ token, user }) => ({ sub: user?.id ?? token.sub }),
    session: ({ session, token }) => ({ expires: session.expires, user: { id: token.sub ?? "" } }),
  },
};

function headersOf(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw ?? {})) if (typeof value === "string") headers.set(key, value);
  return headers;
}

/** next-auth's built-in endpoints (csrf, providers, credentials callback…) for `[...nextauth]`. */
export const nextAuthHandler = NextAuth(authOptions);
