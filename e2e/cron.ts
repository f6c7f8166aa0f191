/**
 * The e2e servers' CRON_SECRET (playwright.config.ts). They run as a serverless host does
 * (JOB_RUNNER=off: no in-process scheduler), so a test that waits for a scheduled letter calls the
 * cron route itself, with the header Vercel Cron sends.
 */
export const E2E_CRON_SECRET = "e2e-cron-secret-0123456789abcdef";
export const cronHeaders = { authorization: `Bearer ${E2E_CRON_SECRET}` };
