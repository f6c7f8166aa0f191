import AxeBuilder from "@axe-core/playwright";

import { makeSeeker, PUBLIC_ROUTES, type Seeker } from "./routes";
import { hydrated } from "./support";
import { expect, test, type ConsoleMessage, type Page } from "./test";

/**
 * The whole-site sweep (issues 15 and 16), one page load per route and theme:
 * - axe finds no serious or critical violation, in both themes;
 * - the console stays clean (no error, no warning, no uncaught exception, no failed resource)
 *   from load through hydration, in both themes;
 * - no astrological symbol is left to a system font (⚹ is an empty box on many phones): the
 *   signs, planets, aspects and the retrograde mark are SVG paths, never text;
 * - no page scrolls sideways at phone, tablet and desktop widths, with realistic and with very
 *   long content (the portal's seeker has long compound names without a natural break).
 *
 * The dark load opens at 390 px (a phone) and the light one at 1440 px (a desktop), so axe sees
 * both the mobile and the desktop shell; the page is then resized to each of the theme's other
 * widths for the layout check (axe once per theme: running it at all six widths made this sweep
 * the slowest part of CI). On failure the message names the elements that stick out.
 */
const SWEEPS = [
  { theme: "dark", widths: [390, 320, 768] },
  { theme: "light", widths: [1440, 1024, 1280] },
] as const;

/** Routes that must answer 404: the browser logs the document's own 404, which is the point. */
const NOT_FOUND = new Set<string>(["/no-such-page"]);

function watchConsole(page: Page, route: string) {
  const messages: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    if (msg.type() !== "error" && msg.type() !== "warning") return;
    const where = msg.location().url;
    if (NOT_FOUND.has(route) && msg.text().includes("status of 404") && where && new URL(where).pathname === route) return;
    messages.push(`${msg.type()}: ${msg.text()}${where ? ` (${where})` : ""}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

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

async function sweep(page: Page, route: string, { theme, widths }: (typeof SWEEPS)[number]) {
  await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
  await page.setViewportSize({ width: widths[0], height: 900 });
  const messages = watchConsole(page, route);
  const response = await page.goto(route, { waitUntil: "load" });
  expect(response?.status(), `status of ${route}`).toBe(NOT_FOUND.has(route) ? 404 : 200);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveClass(new RegExp(theme));

  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(" | ")}`);
  expect.soft(serious, `axe on ${route} (${theme}, ${widths[0]}px)`).toEqual([]);

  // Planets and moons, the signs, the aspects (⚹ included) and ℞: none as text a font must draw.
  const fontGlyphs = await page.evaluate(() => {
    // Every text node a reader sees, SVG <text> included (not scripts, nor an SVG's title).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (n.parentElement?.closest("script, style, noscript, template, title, desc") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const found: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(...(n.textContent?.match(/[\u2609\u260A-\u260D\u263D-\u2653\u26B3-\u26B9\u211E]/gu) ?? []));
    return found;
  });
  expect.soft(fontGlyphs, `astrological characters drawn by a font on ${route} (${theme})`).toEqual([]);

  const wide: string[] = [];
  for (const [i, width] of widths.entries()) {
    // The theme's other widths by resizing the loaded page: the layout is CSS alone (media queries;
    // the one measuring component, TableScroller, follows a ResizeObserver; nothing reads the width
    // or the user agent at render), so a resize lays it out as a fresh load at that width would.
    // Reloading at each width cost four more loads per route and made this sweep CI's longest part.
    if (i > 0) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: ResizeObserver callbacks, and what they render, have run.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    }
    const found = await overflow(page);
    if (found) wide.push(`${route} at ${width}px is ${found.scrollWidth}px wide: ${found.culprits.join(", ")}`);
  }
  expect.soft(wide, `horizontal scroll on ${route} (${theme})`).toEqual([]);
  expect.soft(messages, `console on ${route} (${theme})`).toEqual([]);
}

test.describe("every public route: axe, console and no horizontal scroll", () => {
  // One route per test, spread over the workers (run in file order, this file was CI's long tail).
  test.describe.configure({ mode: "parallel" });
  for (const route of PUBLIC_ROUTES) {
    test(route, async ({ browser }) => {
      test.setTimeout(120_000); // axe over a long page is slow on a busy machine
      for (const run of SWEEPS) {
        const context = await browser.newContext({ reducedMotion: "reduce" });
        await sweep(await context.newPage(), route, run);
        await context.close();
      }
    });
  }
});

test.describe("every portal route, with very long names", () => {
  test.describe.configure({ mode: "serial" });
  let seeker: Seeker;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(150_000);
    seeker = await makeSeeker(browser);
  });
  test.afterAll(async () => seeker?.context.close());

  for (const run of SWEEPS) {
    test(`${run.theme}, from ${run.widths[0]}px`, async () => {
      test.setTimeout(300_000);
      for (const route of seeker.routes) {
        const page = await seeker.context.newPage();
        await sweep(page, route, run);
        await page.close();
      }
    });
  }

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
});
