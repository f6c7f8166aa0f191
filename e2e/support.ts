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

/** Luna, a seeker with all four birth details. */
export const LUNA = { fullName: "Luna Everhart", dateOfBirth: "1990-05-14", timeOfBirth: "08:15", placeOfBirth: "London, United Kingdom" };

/** Signs a new seeker up through the real signup call (Luna's details unless given); the browser context keeps the cookie. */
export async function signUpSeeker(page: Page, profile: Partial<typeof LUNA> = LUNA, emailPrefix = "portal") {
  const res = await page.request.post("/api/auth/signup", {
    data: { email: uniqueEmail(emailPrefix), password: "moonlight-42", fullName: LUNA.fullName, dateOfBirth: LUNA.dateOfBirth, ...profile },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The page does not scroll sideways at its current width. */
export async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}
