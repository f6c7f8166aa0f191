import type { CronMonitor } from "./sentry";

/**
 * The cron routes as Sentry monitors (their check-ins: lib/observability/sentry.ts), with the
 * schedules of vercel.json (tests/integration/sentry.test.ts keeps the two equal). Each run may
 * take up to its route's maxDuration (300 s), so 5 minutes before Sentry calls it failed.
 */
export const CRON_MONITORS = {
  jobs: { slug: "quantum-veil-cron-jobs", schedule: "* * * * *", maxRuntimeMinutes: 5 },
  automations: { slug: "quantum-veil-cron-automations", schedule: "*/5 * * * *", maxRuntimeMinutes: 5 },
  retention: { slug: "quantum-veil-cron-retention", schedule: "17 3 * * *", maxRuntimeMinutes: 5 },
} as const satisfies Record<string, CronMonitor>;
