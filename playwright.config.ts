import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

import { E2E_CRON_SECRET } from "./e2e/cron";
import { OPERATOR_EMAIL, REVIEW_OPERATOR_EMAIL, reviewAllUrl } from "./e2e/studio-operators";

/**
 * e2e runs against the production build (`next build` first, then `next start`) on a fresh
 * embedded database in a temp directory, with the local payment and email providers on, exactly
 * like a newcomer's machine. Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own (scripts/ensure-browser.mjs fetches it where downloads work).
 */
// Test tooling reads its own few variables (not app configuration, so not lib/env.ts):
// E2E_PORT, E2E_PGLITE_DIR (reuse a data directory), CHROME_PATH and CI.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A second server, on the next port, runs with READING_REVIEW=all for e2e/studio.spec.ts's
// "@review-all" tests (every reading waits for a person); everything else uses the first.
const REVIEW_ALL_URL = reviewAllUrl(PORT);

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && fs.existsSync(p));
const dataDir = process.env.E2E_PGLITE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "tqv-e2e-"));
// Its own database: one process owns a PGlite directory (STACK-NOTES.md).
const reviewAllDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tqv-e2e-review-all-"));
// TRUSTED_PROXY_HOPS=1: each test sends an X-Forwarded-For address of its own (e2e/test.ts), so
// per-client limits count tests as separate visitors, as behind a real load balancer.
// Idle connections stay open longer on the server than in the test clients (Node's default is
// 5 s): otherwise a request sent on a kept-alive socket just as the server closes it fails with
// ECONNRESET (it did, once, in a full run: Playwright's request client reusing a socket).
const KEEP_ALIVE_MS = 120_000;
const serverEnv = { ALLOW_DEV_PROVIDERS: "1", TRUSTED_PROXY_HOPS: "1", AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-000000", CRON_SECRET: E2E_CRON_SECRET };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Four, on a two-core machine: most of a browser test is waiting (for the server, the job runner,
  // the network to settle), and with two workers the run used under half the CPU (six were no faster).
  workers: 4,
  retries: 0,
  timeout: 60_000, // four workers share two cores with the servers: a long journey needs the room
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The aurora's animation behind the translucent surfaces is repainted every frame in software
    // by headless Chromium; with four browsers that alone kept two cores busy. Reduced motion (the
    // site's own still aurora) keeps the CPU for the tests.
    reducedMotion: "reduce",
    launchOptions: chromePath ? { executablePath: chromePath } : {},
  },
  projects: [
    { name: "chromium", grepInvert: /@review-all/, use: { ...devices["Desktop Chrome"], launchOptions: chromePath ? { executablePath: chromePath } : {} } },
    {
      name: "review-all",
      testMatch: /studio\.spec\.ts$/,
      grep: /@review-all/,
      use: { ...devices["Desktop Chrome"], baseURL: REVIEW_ALL_URL, launchOptions: chromePath ? { executablePath: chromePath } : {} },
    },
  ],
  webServer: [
    {
      // Call the binary directly: stopping `npx` would leave the real node process holding the DB.
      command: `node_modules/.bin/next start -p ${PORT} -H 127.0.0.1 --keepAliveTimeout ${KEEP_ALIVE_MS}`,
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      // JOB_RUNNER=off: no in-process runner, as on a serverless host; the work a request queues is
      // drained after its response (after(), lib/jobs/after-response.ts), so the journeys test that path.
      env: { ...serverEnv, JOB_RUNNER: "off", PGLITE_DIR: dataDir, APP_URL: BASE_URL, OPERATOR_EMAILS: OPERATOR_EMAIL },
    },
    {
      command: `node_modules/.bin/next start -p ${PORT + 1} -H 127.0.0.1 --keepAliveTimeout ${KEEP_ALIVE_MS}`,
      url: `${REVIEW_ALL_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      // No proxy in front of this one (the default): e2e/security.spec.ts checks X-Forwarded-Host here.
      env: { ...serverEnv, TRUSTED_PROXY_HOPS: "0", PGLITE_DIR: reviewAllDataDir, APP_URL: REVIEW_ALL_URL, READING_REVIEW: "all", OPERATOR_EMAILS: REVIEW_OPERATOR_EMAIL },
    },
  ],
});
