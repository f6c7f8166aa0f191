import type { APIRequestContext } from "@playwright/test";

import { hydrated, signUpSeeker } from "./support";
import { expect, test } from "./test";

/**
 * Issue 16: real 404s for unknown posts and authors (no soft 404 for search engines), the icons and
 * manifest every page asks for, and the largest text of the home page painted without JavaScript.
 */
test.describe("status codes, icons and manifest", () => {
  for (const path of ["/blog/no-such-post", "/authors/nobody"]) {
    test(`${path} answers 404, marked noindex`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    });
  }

  test("/favicon.ico answers 200 with an icon", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/image\//);
    expect((await response.body()).length).toBeGreaterThan(100);
  });

  test("the manifest answers 200, is linked from a page, and every icon it names answers 200", async ({ request }) => {
    const page = await (await request.get("/")).text();
    const href = page.match(/<link rel="manifest" href="([^"]+)"/)?.[1];
    expect(href, "the home page links a manifest").toBeTruthy();

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as { name?: string; icons?: { src: string; type: string }[] };
    expect(manifest.name).toBe("The Quantum Veil");
    expect(manifest.icons?.length).toBeGreaterThan(0);
    for (const icon of manifest.icons ?? []) {
      const iconResponse = await request.get(icon.src);
      expect(iconResponse.status(), icon.src).toBe(200);
      expect(iconResponse.headers()["content-type"], icon.src).toContain(icon.type.split("+")[0]!);
    }
    expect((await request.get("/apple-icon.png")).status()).toBe(200);
  });
});

/** The first post /blog links to. */
async function firstPost(request: APIRequestContext): Promise<string> {
  const slug = (await (await request.get("/blog")).text()).match(/href="\/blog\/([a-z0-9-]+)"/)?.[1];
  expect(slug, "/blog links to a post").toBeTruthy();
  return `/blog/${slug}`;
}

test("a post inlines no persona emblem: the emblems are their cached files", async ({ request }) => {
  const html = await (await request.get(await firstPost(request))).text();
  expect(html, "no inline emblem SVG (its gradients)").not.toContain("radialGradient");
  const src = html.match(/<img[^>]*src="(\/personas\/[a-z]+\.svg)"/)?.[1];
  expect(src, "the byline shows the author's emblem file").toBeTruthy();
  const emblem = await request.get(src!);
  expect(emblem.status()).toBe(200);
  expect(emblem.headers()["content-type"]).toContain("image/svg+xml");
});

test("every script a post loads before hydrating carries V8's compile hint; a chunk loaded later does not", async ({ page, request }) => {
  const html = await (await request.get(await firstPost(request))).text();
  // Not the noModule polyfills: modern browsers skip them.
  const scripts = [...html.matchAll(/<script src="([^"]+\.js)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[2]!)).map((m) => m[1]!);
  expect(scripts.length, "the post loads its chunks").toBeGreaterThan(3);
  for (const src of scripts) expect((await (await request.get(src)).text()).startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);

  // The settings page's delete dialog comes in chunks fetched when its button is reached; its own is
  // no page's first load, so it stays lazily compiled (a shared one, e.g. Radix's dialog, may be
  // another page's first load, and marked).
  const loaded: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/_next/static/chunks/") && response.url().endsWith(".js")) loaded.push(response.url());
  });
  await signUpSeeker(page, { timeOfBirth: undefined, placeOfBirth: undefined }, "hints");
  await page.goto("/portal/settings");
  await hydrated(page);
  const before = loaded.length;
  await page.getByTestId("delete-account-open").hover();
  await expect.poll(() => loaded.length).toBeGreaterThan(before);
  const lazy = await Promise.all(loaded.slice(before).map(async (url) => ({ url, marked: (await (await request.get(url)).text()).startsWith("//# allFunctionsCalledOnLoad") })));
  expect(lazy.filter((chunk) => !chunk.marked).length, JSON.stringify(lazy)).toBeGreaterThan(0);
});

test.describe("no JavaScript needed to see the content", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the home hero and a post's title and body are visible before any script runs", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#hero-title")).toBeVisible();
    expect(Number(await page.locator("#hero-title").evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
    await expect(page.locator("#hero-title + p")).toBeVisible();

    await page.goto("/blog");
    const first = page.getByTestId("post-grid").getByRole("link").first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("post-body")).toBeVisible();
  });
});

test.describe("scripts a page needs only once it is used", () => {
  /** zod's runtime, recognised by its internal `_zod` property (a few stray mentions elsewhere). */
  const isZod = (body: string) => (body.match(/_zod/g)?.length ?? 0) > 50;

  test("a form page fetches zod and its schema on the form's first focus, and still validates", async ({ page }) => {
    const zodScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.text().catch(() => "");
      if (isZod(body)) zodScripts.push(response.url());
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(zodScripts, "zod loaded before anyone touched the form").toEqual([]);

    await page.getByLabel("Name").focus();
    await expect.poll(() => zodScripts.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: /Send/ }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  });

  test("the readings shop fetches the couples form when its cards are pointed at, not with the page", async ({ page }) => {
    // No idle prefetch in this test (the shop also fetches it once the page is idle).
    await page.addInitScript(() => Object.defineProperty(window, "requestIdleCallback", { value: undefined }));
    const couplesScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.text().catch(() => "");
      if (body.includes("Compatibility reports are kept in your portal")) couplesScripts.push(response.url());
    });
    await page.goto("/readings");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(couplesScripts, "the couples form came with the page").toEqual([]);

    const compatibility = page.getByRole("radiogroup", { name: "Choose a reading" }).getByRole("radio", { name: /Compatibility/ });
    await compatibility.hover();
    await expect.poll(() => couplesScripts.length).toBeGreaterThan(0);
    await compatibility.click();
    // A visitor who is not signed in is asked to (the couples form's own words).
    await expect(page.getByTestId("order-form").getByText(/Compatibility reports are kept in your portal/)).toBeVisible();
  });

  test("the blog list hydrates its pre-rendered cards rather than building them again", async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedCards: string[] }).removedCards = removed;
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && node.querySelector("article")) removed.push(node.tagName);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/blog?category=tarot");
    await expect(page.getByTestId("post-count")).toContainText(/^\d+ of \d+ posts$/);
    await page.locator('[data-category="all"]').click();
    await expect(page.getByTestId("post-count")).toContainText("essays from our three oracles");
    // Filtering removes and re-adds cards; what must not happen is the whole grid thrown away at
    // hydration (useSearchParams' client-rendering bail-out): the grid element survives.
    expect(await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards.filter((t) => t === "DIV"))).toEqual([]);
  });
});

test.describe("links prefetch on intent, not on sight", () => {
  test("a page in view of many links fetches none of their pages until one is pointed at, then that one", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const prefetched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
    });
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(prefetched, "pages prefetched before any link was pointed at").toEqual([]);

    const blogLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" });
    await blogLink.hover();
    await expect.poll(() => prefetched).toContain("/blog");
    expect(prefetched.filter((p) => p !== "/blog"), "only the link pointed at").toEqual([]);

    // And the link still navigates in place (no full load).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await blogLink.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
