import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

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

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && fs.existsSync(p));
const dataDir = process.env.E2E_PGLITE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "tqv-e2e-"));

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2, // the machine has two cores; the server under test shares them
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromePath ? { executablePath: chromePath } : {},
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromePath ? { executablePath: chromePath } : {} } }],
  webServer: {
    // Call the binary directly: stopping `npx` would leave the real node process holding the DB.
    command: `node_modules/.bin/next start -p ${PORT} -H 127.0.0.1`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PGLITE_DIR: dataDir,
      ALLOW_DEV_PROVIDERS: "1",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-000000",
      APP_URL: BASE_URL,
    },
  },
});
