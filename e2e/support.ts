import { expect, type Page } from "@playwright/test";

/** Waits until client components are interactive (React attached its handlers). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForFunction(() => {
    const el = document.querySelector("[data-testid=theme-toggle]") as (HTMLElement & Record<string, unknown>) | null;
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  });
}

export const uniqueEmail = (prefix = "seeker") => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The page does not scroll sideways at its current width. */
export async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
