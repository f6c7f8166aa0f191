import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false"])
  .optional()
  .transform((v) => v === "1" || v === "true");

/**
 * The one place that reads `process.env`. Every variable is documented in `.env.example`.
 * Nothing here is required for `npm run dev` or `npm test`: without keys the app uses the
 * embedded database and the local dev providers (DESIGN.md).
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    // Unset → embedded PGlite under PGLITE_DIR; `memory://` → throwaway PGlite; postgres:// → PostgreSQL.
    DATABASE_URL: z
      .string()
      .refine((v) => /^(postgres(ql)?|memory):\/\//.test(v), "must be postgres://…, postgresql://… or memory://")
      .optional(),
    PGLITE_DIR: z.string().default(".data/pglite"),
    // Signs session cookies. Required in production (checked where it is used, so builds need no secrets).
    AUTH_SECRET: z.string().min(32).optional(),
    // Public base URL for absolute links. Required in production (checked where links are sent
    // out, lib/app-url.ts, so builds need none); in development links follow the request's origin.
    APP_URL: z.url().optional(),
    // How many reverse proxies in front of the app append to X-Forwarded-For (lib/security/client-ip.ts).
    // 0: none, the client is the socket peer and forwarded headers are ignored.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Set by Vercel on its builds and functions: the platform's client-IP headers are then trusted.
    VERCEL: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    // Only for tests and local stubs: where the Stripe SDK sends its requests.
    STRIPE_API_BASE: z.url().optional(),
    RESEND_API_KEY: z.string().startsWith("re_").optional(),
    EMAIL_FROM: z.string().default("The Quantum Veil <oracles@quantumveil.app>"),
    TEAM_EMAIL: z.email().default("team@quantumveil.app"),
    AI_GATEWAY_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default("openai/gpt-5-mini"),
    // Which readings wait for a person in the studio before they are sent: flagged (the care
    // layer's sensitive questions), all (every reading: the "hand-crafted" mode) or off. Crisis
    // questions and letters that fail the content check are always held, whatever this says.
    READING_REVIEW: z.enum(["flagged", "all", "off"]).default("flagged"),
    // Comma-separated emails of the operators who may use /studio (signed in as usual).
    OPERATOR_EMAILS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    CRON_SECRET: z.string().min(16).optional(),
    ALLOW_DEV_PROVIDERS: flag,
    JOB_RUNNER: z.enum(["on", "off"]).default("on"),
    // Build output folder; lets several checkouts' builds (or a build beside a running server) coexist.
    NEXT_DIST_DIR: z.string().default(".next"),
  },
  client: {},
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
});

/** Local payment/email providers and dev pages: on outside production, or when explicitly allowed. */
export function devProvidersEnabled(): boolean {
  return env.NODE_ENV !== "production" || env.ALLOW_DEV_PROVIDERS;
}
