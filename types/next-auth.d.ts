import "next-auth";
import "next-auth/jwt";

// The session carries only the user id; the profile is read fresh (lib/auth/session.ts).
declare module "next-auth" {
  interface Session {
    user: { id: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sub?: string;
  }
}
