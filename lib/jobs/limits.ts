/**
 * Time limits of the job queue on a serverless host, in one place so they stay consistent:
 * a function is killed at its `maxDuration`, so a drain must stop, and release what it holds,
 * well before that; a claimed job's lease must end before the function would, so a job whose
 * function was killed anyway is claimable again soon. `tests/integration/deploy-config.test.ts`
 * checks the routes' `maxDuration` against these numbers.
 */

/** `maxDuration` (seconds) of every route that drains the queue (Vercel: Hobby and Pro allow 300 with Fluid compute). */
export const DRAIN_FUNCTION_MAX_DURATION_S = 300;

/** How long a claimed job is exclusive: shorter than the function's maxDuration. */
export const JOB_LEASE_MS = 240_000;

/** A drain started after a response (after()): stops claiming and releases its job at this budget. */
export const AFTER_RESPONSE_DRAIN_BUDGET_MS = 200_000;

/** The cron route's drain. */
export const CRON_DRAIN_BUDGET_MS = 240_000;

/** Don't claim a job with less than this left of the budget: it could only be released again. */
export const MIN_RUN_MS = 5_000;
