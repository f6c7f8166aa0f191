import "next-auth/jwt";

// The session cookie names the user and the server-side session row (lib/auth/session-cookie.ts).
declare module "next-auth/jwt" {
  interface JWT {
    sub?: string;
    sid?: string;
  }
}
