import "server-only";

import { devProvidersEnabled, env } from "@/lib/env";

// Public on purpose: it only ever signs sessions on a developer's machine or in tests.
const DEV_ONLY_SECRET = "tqv-dev-only-auth-secret-never-use-in-production";

/**
 * The key that encrypts session cookies: AUTH_SECRET, or outside production (or with the dev
 * providers explicitly on) a fixed dev-only value. Read when a session is made or checked, not
 * at import, so `next build` needs no secrets.
 */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (devProvidersEnabled()) return DEV_ONLY_SECRET;
  throw new Error(
    "AUTH_SECRET is not set. Production needs a random secret of at least 32 characters (e.g. `openssl rand -base64 32`) to sign session cookies.",
  );
}
