import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

import { uniqueEmail } from "./support";

/**
 * Every page a visitor or a seeker can open, for the whole-site checks (layout, axe, console).
 * Public routes need nothing; the portal's need a seeker with a blueprint, a delivered
 * compatibility report and a delivered reading, made once by {@link makeSeeker}.
 */
export const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/authors",
  "/authors/astra",
  "/authors/numa",
  "/authors/solara",
  "/blog",
  "/blog?category=tarot",
  "/blog/ask-tarot-a-better-question",
  "/readings",
  "/checkout/astro-blueprint",
  "/checkout/numerology-map",
  "/checkout/tarot-immersion",
  "/contact",
  "/offers/astro-digest",
  "/offers/number-brief",
  "/offers/morning-card-pull",
  "/privacy",
  "/terms",
  "/success",
  "/cancel",
  "/login",
  "/signup",
  "/solo-reading",
  "/portal",
  "/no-such-page",
] as const;

/** Very long content: a name with long words and no natural break, as seekers do type. */
export const LONG_NAME = "Maximiliana-Anastasia Featherstonehaugh-Wolkensteinberg von Rosenkreuzerhausen";
export const LONG_PARTNER = "Bartholomew-Alexander Cholmondeley-Wintergreenfield Ravenscroftington";

export interface Seeker {
  context: BrowserContext;
  routes: string[];
}

async function paid(page: Page, checkoutUrl: string) {
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
}

/** A signed-in seeker (long names) with a blueprint, a delivered compatibility report and a delivered reading. */
export async function makeSeeker(browser: Browser): Promise<Seeker> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const email = uniqueEmail("layout");
  const signup = await page.request.post("/api/auth/signup", {
    data: { email, password: "moonlight-42", fullName: LONG_NAME, dateOfBirth: "1990-05-14", timeOfBirth: "08:15", placeOfBirth: "London, United Kingdom" },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const solo = await page.request.post("/api/reports/solo", { data: { name: LONG_NAME, dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" } });
  expect(solo.status(), await solo.text()).toBe(201);
  const { id: blueprintId } = (await solo.json()) as { id: string };

  const match = await page.request.post("/api/reports/match/checkout", {
    data: {
      person1: { name: LONG_NAME, dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" },
      person2: { name: LONG_PARTNER, dob: "1991-02-03", tob: "10:00", pob: "Paris, France" },
    },
  });
  expect(match.status(), await match.text()).toBe(200);
  await paid(page, ((await match.json()) as { checkoutUrl: string }).checkoutUrl);

  const tarot = await page.request.post("/api/stripe/checkout", {
    data: { product: "tarot", email, prompt: "What does this winter ask of me at work, and how do I carry it with care?" },
  });
  expect(tarot.status(), await tarot.text()).toBe(200);
  await paid(page, ((await tarot.json()) as { checkoutUrl: string }).checkoutUrl);

  // Both are written and delivered by the drain the payment starts after its response.
  let matchHref = "";
  let readingHref = "";
  await expect(async () => {
    await page.goto("/portal");
    matchHref = (await page.getByRole("link", { name: "Open compatibility view" }).first().getAttribute("href", { timeout: 2000 })) ?? "";
    readingHref = (await page.locator("a[href^='/portal/readings/']").first().getAttribute("href", { timeout: 2000 })) ?? "";
    expect(matchHref).toMatch(/^\/portal\/matches\//);
    expect(readingHref).toMatch(/^\/portal\/readings\//);
  }).toPass({ timeout: 90_000 });
  await page.close();
  return { context, routes: ["/portal", "/solo-reading", `/portal/blueprints/${blueprintId}`, matchHref, readingHref] };
}
