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
    // The direct (unpooled) connection for migrations at release (`npm run db:migrate`): a
    // transaction pooler (Neon's -pooler host, PgBouncer) is fine for the app, not for DDL. Falls back to DATABASE_URL.
    DATABASE_URL_UNPOOLED: z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//.test(v), "must be postgres://… or postgresql://…")
      .optional(),
    // apply: a starting server applies pending migrations (default on a long-running host);
    // verify: it only checks that none are pending and refuses to serve if some are (default where VERCEL is set).
    DB_MIGRATIONS: z.enum(["apply", "verify"]).optional(),
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
    // Checkout options (lib/stripe/checkout.ts). Promotion codes: buyers may enter a code made in
    // the Stripe dashboard. Automatic tax: Stripe Tax adds tax on top of the catalogue price (set
    // up Stripe Tax first). Either way the paid check compares the subtotal with the catalogue price.
    STRIPE_PROMOTION_CODES: flag,
    STRIPE_AUTOMATIC_TAX: flag,
    // Only for tests and local stubs: where the Stripe SDK sends its requests.
    STRIPE_API_BASE: z.url().optional(),
    RESEND_API_KEY: z.string().startsWith("re_").optional(),
    // Resend's API rate limit for the team (requests per second; its default is 5, shared by every
    // key). Each server process spaces its calls to this rate; a batch call carries up to 100 emails.
    RESEND_REQUESTS_PER_SECOND: z.coerce.number().positive().max(1000).default(2),
    EMAIL_FROM: z.string().default("The Quantum Veil <oracles@quantumveil.app>"),
    // The free series' sending address (a subdomain keeps marketing's reputation apart from the
    // readings'); defaults to EMAIL_FROM's address.
    EMAIL_FROM_SERIES: z.string().optional(),
    // Verifies Resend's webhook deliveries at /api/resend/webhook (bounces and complaints).
    RESEND_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
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
    // Optional error tracking and cron monitoring (lib/observability/sentry.ts): the project's DSN,
    // https://<public key>@<host>/<project id>. Unset: nothing is sent anywhere.
    SENTRY_DSN: z.url().optional(),
    // The environment the events are filed under; defaults to VERCEL_ENV, else NODE_ENV.
    SENTRY_ENVIRONMENT: z.string().optional(),
    // How long one send to Sentry may take before it is given up (never retried: a report is not worth a slow request).
    SENTRY_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    // Set by Vercel (production, preview, development); only read as Sentry's default environment.
    VERCEL_ENV: z.string().optional(),
    ALLOW_DEV_PROVIDERS: flag,
    // on: a polling job runner inside a long-running server process (ignored where VERCEL is set);
    // off: none; a drain starts after each response that queued work (after()) and the cron is the safety net.
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

/**
 * Whether this process runs the in-process polling job runner: only a long-running server. On a
 * serverless host (VERCEL set, or JOB_RUNNER=off) an instance lives only while it serves, so work
 * is drained after each response instead (lib/jobs/after-response.ts), with the cron as safety net.
 */
export function inProcessJobRunner(): boolean {
  return env.JOB_RUNNER === "on" && !env.VERCEL;
}
