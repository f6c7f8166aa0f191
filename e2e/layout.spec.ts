import { expect, test, type Page } from "@playwright/test";

import { makeSeeker, PUBLIC_ROUTES, type Seeker } from "./routes";

/**
 * Issue 15 "Layouts that hold": no page scrolls sideways, at phone, tablet and desktop widths,
 * with realistic and with very long content (the seeker's and partner's names are long compound
 * names without a natural break). On failure the message names the elements that stick out.
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440] as const;

async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    // The outermost elements that reach past the right edge, to say what broke.
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 4).join(".")} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return { scrollWidth, width, culprits };
  });
}

async function checkRoute(page: Page, route: string) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(route, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const found = await overflow(page);
    if (found) problems.push(`${route} at ${width}px is ${found.scrollWidth}px wide: ${found.culprits.join(", ")}`);
  }
  expect(problems).toEqual([]);
}

test.describe("no horizontal scroll", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`public ${route}`, async ({ page }) => {
      test.setTimeout(90_000); // six widths, each a full load
      await checkRoute(page, route);
    });
  }

  test.describe("portal, with very long names", () => {
    test.describe.configure({ mode: "serial" });
    let seeker: Seeker;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(150_000);
      seeker = await makeSeeker(browser);
    });
    test.afterAll(async () => seeker?.context.close());

    test("on a phone the placements table scrolls by keyboard, named and with a visible hint", async () => {
      const page = await seeker.context.newPage();
      await page.setViewportSize({ width: 390, height: 860 });
      await page.goto(seeker.routes.find((r) => r.startsWith("/portal/blueprints/")) ?? "/portal");
      const region = page.getByRole("region", { name: "Placements, with signs, degrees and houses" });
      await expect(region).toHaveAttribute("tabindex", "0");
      await expect(region).toHaveAttribute("data-overflowing", "true");
      await expect(page.getByTestId("table-scroll-hint")).toBeVisible();
      await region.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      // Wide enough for every column: no hint.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(region).toHaveAttribute("data-overflowing", "false");
      await expect(page.getByTestId("table-scroll-hint")).toBeHidden();
      await page.close();
    });

    test("every portal route", async () => {
      test.setTimeout(180_000);
      const page = await seeker.context.newPage();
      for (const route of seeker.routes) await checkRoute(page, route);
    });
  });
});
