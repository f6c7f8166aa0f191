import fs from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "./test";

import { formatPostDate } from "../lib/content/filter";
import type { Post } from "../lib/content/types";

const CATEGORIES = ["astrology", "numerology", "tarot", "quantum", "shadow"] as const;
const EMPTY_STATE = "No posts in this category yet. Check back soon for cosmic wisdom!";

let posts: Post[] = [];

test.beforeAll(async ({ request }) => {
  const response = await request.get("/api/posts");
  expect(response.ok()).toBe(true);
  posts = (await response.json()) as Post[];
  expect(posts.length).toBeGreaterThanOrEqual(24);
});

const cards = (page: Page) => page.getByTestId("post-grid").getByTestId("post-card");
const categoryButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter posts by category" }).getByRole("button", { name, exact: true });

/** The filters only respond once React has hydrated the client leaf. */
async function openBlog(page: Page, path = "/blog") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Cosmic Wisdom Blog" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

function firstBodyParagraph(post: Post): string {
  return post.contentMdx.split(/\n{2,}/)[0] ?? "";
}

test.describe("blog list", () => {
  test("shows every post, newest first, with the search box and category buttons", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByPlaceholder("Search posts...")).toBeVisible();
    for (const name of ["all", ...CATEGORIES]) {
      await expect(categoryButton(page, name)).toHaveAttribute("aria-pressed", name === "all" ? "true" : "false");
    }
    await expect(cards(page)).toHaveCount(posts.length);

    const newest = posts[0] as Post;
    const first = cards(page).first();
    await expect(first.getByRole("heading", { name: newest.title })).toBeVisible();
    await expect(first).toContainText(newest.excerpt);
    await expect(first).toContainText(newest.category, { ignoreCase: true });
    await expect(first).toContainText(formatPostDate(newest.publishedAt, "short"));
    await expect(first).toContainText(`${newest.readTime} min read`);
    await expect(first.getByRole("link", { name: newest.title })).toHaveAttribute("href", `/blog/${newest.slug}`);
  });

  test("the pre-rendered HTML holds the whole grid", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
    expect(html).toContain('placeholder="Search posts..."');
  });

  for (const category of CATEGORIES) {
    test(`filters by ${category}`, async ({ page }) => {
      await openBlog(page);
      await categoryButton(page, category).click();
      await expect(categoryButton(page, category)).toHaveAttribute("aria-pressed", "true");
      await expect(categoryButton(page, "all")).toHaveAttribute("aria-pressed", "false");
      const expected = posts.filter((p) => p.category === category);
      await expect(cards(page)).toHaveCount(expected.length);
      for (const value of await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-category")))) {
        expect(value).toBe(category);
      }
      await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category}$`));

      await categoryButton(page, "all").click();
      await expect(cards(page)).toHaveCount(posts.length);
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test("takes the initial category from ?category= (the footer links)", async ({ page }) => {
    await openBlog(page, "/blog?category=TAROT");
    await expect(categoryButton(page, "tarot")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(posts.filter((p) => p.category === "tarot").length);
  });

  test("searches titles, excerpts and bodies case-insensitively, together with the category", async ({ page }) => {
    await openBlog(page);
    const search = page.getByPlaceholder("Search posts...");

    await search.fill("SATURN RETURN");
    const saturn = posts.filter((p) => `${p.title}\n${p.excerpt}\n${p.contentMdx}`.toLowerCase().includes("saturn return"));
    await expect(cards(page)).toHaveCount(saturn.length);
    await expect(page.getByRole("link", { name: "Your Saturn Return, Without the Dread" })).toBeVisible();

    // Only in the body of the Chiron post.
    await search.fill("charles kowal");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Chiron");

    // Search and category together.
    await search.fill("moon");
    await categoryButton(page, "shadow").click();
    const expected = posts.filter(
      (p) => p.category === "shadow" && `${p.title}\n${p.excerpt}\n${p.contentMdx}`.toLowerCase().includes("moon"),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(expected.length);

    await categoryButton(page, "tarot").click();
    await search.fill("saturn return");
    await expect(page.getByText(EMPTY_STATE, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(search).toHaveValue("");
    await expect(cards(page)).toHaveCount(posts.length);
  });
});

test.describe("post page", () => {
  test("opens from the list and shows the whole post", async ({ page }) => {
    const post = posts.find((p) => p.slug === "calculate-your-life-path-number") as Post;
    await openBlog(page);
    await page.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);

    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByTestId("post-excerpt")).toHaveText(post.excerpt);
    const article = page.locator("article").first();
    await expect(article).toContainText(formatPostDate(post.publishedAt, "long"));
    await expect(article).toContainText(`${post.readTime} min read`);
    await expect(article).toContainText(post.category, { ignoreCase: true });

    const body = page.getByTestId("post-body");
    await expect(body).toHaveClass(/whitespace-pre-wrap/);
    expect(await body.evaluate((el) => el.textContent)).toBe(post.contentMdx);
    await expect(body.getByRole("heading", { level: 2, name: "Why the method matters" })).toBeVisible();

    const author = page.getByTestId("author-card");
    await expect(author).toContainText("Numa");
    await expect(author.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/authors/numa");
  });

  test("the server HTML holds the title and body without JavaScript", async ({ request }) => {
    const post = posts.find((p) => p.slug === "saturn-return-without-the-dread") as Post;
    const response = await request.get(`/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(post.title);
    expect(html).toContain(firstBodyParagraph(post));
    expect(html).toContain('<link rel="canonical" href=');
  });

  test("shows at most three related posts, sharing the category or the oracle, and links to them", async ({ page }) => {
    const post = posts.find((p) => p.slug === "the-fools-journey") as Post;
    await page.goto(`/blog/${post.slug}`);
    const related = page.getByTestId("related-posts").getByTestId("post-card");
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const slug of await related.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")?.replace("/blog/", "")))) {
      const other = posts.find((p) => p.slug === slug) as Post;
      expect(other.slug).not.toBe(post.slug);
      expect(other.category === post.category || other.personaHandle === post.personaHandle).toBe(true);
    }
    const target = related.first().getByRole("link");
    const href = await target.getAttribute("href");
    await target.click();
    await expect(page).toHaveURL(href ?? "");
    await expect(page.getByTestId("post-body")).toBeVisible();
  });

  test("Back to Blog returns to the list", async ({ page }) => {
    await page.goto("/blog/three-card-spread-done-properly");
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cosmic Wisdom Blog" })).toBeVisible();
  });

  test("an unknown slug is a 404 with 'Post Not Found' and a way back", async ({ page }) => {
    const response = await page.goto("/blog/this-post-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("has Open Graph, Twitter and JSON-LD metadata with a generated image", async ({ page, request }) => {
    const post = posts.find((p) => p.slug === "reversed-cards-are-not-bad-news") as Post;
    await page.goto(`/blog/${post.slug}`);
    await expect(page).toHaveTitle(new RegExp(post.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.excerpt);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${post.slug}$`));

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(jsonLd["@type"]).toBe("Article");
    expect(jsonLd.headline).toBe(post.title);
    expect(jsonLd.datePublished).toBe(post.publishedAt);
    for (const url of [ogImage, jsonLd.image as string]) {
      const image = await request.get(new URL(url ?? "").pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toContain("image/png");
    }
  });
});

test.describe("authors", () => {
  test("lists the three oracles with profile links", async ({ page }) => {
    await page.goto("/authors");
    for (const [name, handle] of [
      ["Astra", "astra"],
      ["Numa", "numa"],
      ["Solara", "solara"],
    ] as const) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", `/authors/${handle}`);
    }
    await page.getByRole("main").getByRole("link", { name: "Solara", exact: true }).click();
    await expect(page).toHaveURL("/authors/solara");
  });

  test("a profile shows the oracle and all of her articles", async ({ page }) => {
    await page.goto("/authors/numa");
    await expect(page.getByRole("heading", { level: 1, name: "Numa" })).toBeVisible();
    await expect(page.getByText("Numbers are the fingerprints of your soul.")).toBeVisible();
    const own = posts.filter((p) => p.personaHandle === "numa");
    const list = page.getByTestId("oracle-posts").getByTestId("post-card");
    await expect(list).toHaveCount(own.length);
    await list.first().getByRole("link").click();
    await expect(page).toHaveURL(`/blog/${own[0]?.slug}`);
  });

  test("an unknown handle is a 404 with 'Oracle not found'", async ({ page }) => {
    const response = await page.goto("/authors/merlin");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oracle not found" })).toBeVisible();
  });
});

test("the build pre-rendered every post, the list and the oracles as static pages", async ({ request }) => {
  // e2e runs against `next build` output; its prerender manifest lists what was generated at build time.
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, { srcRoute: string | null; initialRevalidateSeconds: number | false }>;
  };
  const all = (await (await request.get("/api/posts")).json()) as Post[];
  expect(all.length).toBeGreaterThanOrEqual(24);
  for (const route of [...all.map((p) => `/blog/${p.slug}`), "/blog", "/authors", "/authors/astra", "/authors/numa", "/authors/solara"]) {
    expect(manifest.routes[route], route).toBeDefined();
    expect(manifest.routes[route]?.initialRevalidateSeconds, route).toBe(false); // static, never regenerated at request time
  }
});

test.describe("posts API, feed and sitemap", () => {
  test("GET /api/posts is newest first and filters by persona", async ({ request }) => {
    const dates = posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const solara = (await (await request.get("/api/posts?persona=solara")).json()) as Post[];
    expect(solara.length).toBeGreaterThanOrEqual(6);
    expect(solara.every((p) => p.personaHandle === "solara")).toBe(true);
  });

  test("GET /api/posts/{slug} returns one post, or 404 with a message", async ({ request }) => {
    const one = await request.get("/api/posts/mercury-retrograde-field-guide");
    expect(one.status()).toBe(200);
    expect(((await one.json()) as Post).title).toBe("Mercury Retrograde: A Field Guide for the Rest of Us");

    const missing = await request.get("/api/posts/no-such-post");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Post not found" });
  });

  test("the RSS feed and the sitemap list every post", async ({ request }) => {
    const feed = await request.get("/feed.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await feed.text();
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const post of posts) {
      expect(xml).toContain(`/blog/${post.slug}</link>`);
      expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    }
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  });
});
