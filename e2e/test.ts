import { createHash } from "node:crypto";

import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every test is its own visitor: its browser context sends an X-Forwarded-For address of its own
 * (the e2e servers trust one proxy hop, TRUSTED_PROXY_HOPS=1, as behind a load balancer), so
 * per-client limits (checkouts, sign-ups, logins) count each test apart, as they would count
 * separate people, instead of the whole suite as one address that runs out half-way through.
 * Contexts a test opens itself (browser.newContext) send no header and count as the TCP peer.
 */
export const test = base.extend({
  // `provide` is Playwright's fixture callback (named `use` in its docs, which the React hooks lint misreads).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    const [a, b, c] = createHash("sha256").update(testInfo.testId).digest();
    await provide({ ...extraHTTPHeaders, "x-forwarded-for": `10.${a}.${b}.${c}` });
  },
});
