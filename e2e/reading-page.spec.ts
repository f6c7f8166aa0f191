import fs from "node:fs";

import { expect, test, type APIRequestContext, type Browser, type Page } from "./test";

import { hydrated, uniqueEmail } from "./support";

const QUESTION = "Should I take the job offer in Lisbon or stay close to my family this year?";
const SHOTS = process.env.READING_SHOTS_DIR; // set to keep screenshots of the page for a look

/** Polls the dev outbox until a message to `email` is there (the server's job runner sends it), and opens it. */
async function openReadingEmail(page: Page, email: string) {
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("outbox-message")).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 1000, 2000] });
  await page.getByTestId("outbox-message").click();
  return page.frameLocator("iframe[title='Email HTML']");
}

/** Buys a tarot reading through the shop and the dev checkout's Pay button; returns the order id. */
async function buyTarot(page: Page, email: string) {
  await page.goto("/readings");
  await hydrated(page);
  const form = page.getByTestId("order-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Your Question or Focus").fill(QUESTION);
  await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
  await page.waitForURL(/\/dev\/checkout\/[a-z0-9]+$/);
  const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/\/success/);
  return orderId;
}

async function signUp(request: APIRequestContext, email = uniqueEmail("reader")) {
  const res = await request.post("/api/auth/signup", { data: { email, password: "moonlight-42", fullName: "Ada Lovelace", dateOfBirth: "1990-06-14", timeOfBirth: "07:30", placeOfBirth: "London, United Kingdom" } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

async function newSignedInPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page.request);
  return page;
}

/** Headings go down one level at a time, from a single h1. */
async function expectHeadingsInOrder(page: Page) {
  const levels = await page.locator("[data-testid=reading-page]").locator("h1, h2, h3, h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
}

/** Nothing in the reading spills sideways (the site header is the shell's business, not checked here). */
async function expectNoSidewaysSpill(page: Page) {
  const spill = await page.getByTestId("reading-page").evaluate((article) => {
    const width = document.documentElement.clientWidth;
    return [article, ...article.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => e.outerHTML.slice(0, 80));
  });
  expect(spill).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["dark", "light"]) {
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.reload();
    await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}-${theme}.png`, fullPage: true });
  }
  // As it prints (from the dark theme, the harder case): the shell gone, text and cards on white.
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.reload();
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
}

test("a guest buys a tarot reading, follows the email's link to its private page, and sees the cards, their passages and the plan", async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail("guest-reading");
  await buyTarot(page, email);
  const mail = await openReadingEmail(page, email);

  // The email's card images are hosted PNGs that answer, with their size and alt text set for every client.
  const images = mail.locator("img[src*='/cards/']");
  await expect(images).toHaveCount(3);
  const cards: string[] = [];
  for (const img of await images.all()) {
    expect(await img.getAttribute("width")).toBe("120");
    expect(await img.getAttribute("height")).toBe("200");
    cards.push((await img.getAttribute("alt")) ?? "");
    const src = (await img.getAttribute("src")) ?? "";
    expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cards\/[a-z]+-\d{2}(-reversed)?\.png$/);
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    expect(res.headers()["cache-control"]).toContain("max-age=31536000");
    expect((await res.body()).subarray(1, 4).toString("ascii")).toBe("PNG");
  }
  expect((await request.get("/cards/major-22.png")).status()).toBe(404);

  const link = (await mail.getByRole("link", { name: /Open your reading/ }).getAttribute("href")) ?? "";
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
  const token = link.split("/r/")[1] ?? "";

  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(link);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(res?.headers()["x-robots-tag"]).toContain("noindex");
    expect(res?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);

    await expect(page.getByRole("heading", { level: 1, name: "Your three cards, read by Solara" })).toBeVisible();
    await expect(page.getByTestId("reading-question")).toContainText(QUESTION);

    // The spread: three cards with their art, named for screen readers, in position order.
    const spread = page.getByTestId("reading-card");
    await expect(spread).toHaveCount(3);
    const positions = ["Past", "Present", "Path"];
    for (const [i, position] of positions.entries()) {
      const name = cards[i] ?? "";
      const art = spread.nth(i).getByRole("img", { name: `${position}: ${name}` });
      await expect(art).toBeVisible();
      expect(await art.evaluate((svg) => svg.tagName.toLowerCase())).toBe("svg");
      await expect(spread.nth(i)).toContainText(name.replace(/, reversed$/, ""));
      await expect(spread.nth(i)).toContainText(name.endsWith(", reversed") ? "Reversed" : "Upright");
    }

    // Each card's passage, under its card's heading, then the rest of the letter with the plan.
    const passages = page.getByTestId("reading-passage");
    await expect(passages).toHaveCount(3);
    for (const [i, position] of positions.entries()) {
      await expect(passages.nth(i).getByRole("heading", { level: 2 })).toHaveText(`${position} · ${cards[i]}`);
      expect((await passages.nth(i).innerText()).length).toBeGreaterThan(200);
    }
    await expect(page.getByRole("heading", { level: 2, name: /^Your 30-day integration plan/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^What .* say to your question$/ })).toBeVisible();
    await expect(page.getByTestId("reading-made")).toContainText("drawn by a cryptographic random shuffle when your payment went through");
    await expect(page.getByTestId("reading-made")).not.toContainText("person");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoSidewaysSpill(page);
    await shoot(page, "reading-guest");
  }

  // A token one character off, or not a token at all, opens nothing, with a real 404.
  const other = token.endsWith("A") ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`;
  for (const path of [`/r/${other}`, "/r/abc", `/r/${token}x`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  }
});

test("a signed-in buyer finds the reading in the portal's orders; another seeker, or nobody, gets a 404", async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 860 });
  const email = await signUp(page.request);
  const orderId = await buyTarot(page, email);

  // The job runner delivers it within seconds; the orders list then links to its page.
  const readIt = page.getByRole("link", { name: /Read it online/ });
  await expect(async () => {
    await page.goto("/portal");
    await expect(readIt).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
  await expect(readIt).toHaveAttribute("href", `/portal/readings/${orderId}`);
  await readIt.click();
  await page.waitForURL(`**/portal/readings/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your three cards, read by Solara" })).toBeVisible();
  await expect(page.getByTestId("reading-card")).toHaveCount(3);
  const back = page.getByRole("link", { name: "Back to portal" });
  await expect(back).toHaveAttribute("href", "/portal");
  // The keyboard goes from the back link to the Print button, and the focus shows.
  await back.focus();
  await page.keyboard.press("Tab");
  const print = page.getByRole("button", { name: "Print" });
  await expect(print).toBeFocused();
  expect(await print.evaluate((el) => getComputedStyle(el).outlineStyle !== "none" || getComputedStyle(el).boxShadow !== "none")).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId("reading-passage")).toHaveCount(3);
  await shoot(page, "reading-portal");

  const stranger = await newSignedInPage(browser);
  const res = await stranger.goto(`/portal/readings/${orderId}`);
  expect(res?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(stranger.getByTestId("reading-page")).toHaveCount(0);
  await stranger.context().close();

  const nobody = await browser.newContext();
  const anonymous = await nobody.newPage();
  expect((await anonymous.goto(`/portal/readings/${orderId}`))?.status()).toBe(404);
  expect((await anonymous.goto("/portal/readings/not-an-order"))?.status()).toBe(404);
  await nobody.close();
});

test("a couples bundle's page: the couple's facts, the five cards at its tarot journey, and the compatibility view", async ({ page }) => {
  test.slow();
  const email = await signUp(page.request);
  const res = await page.request.post("/api/reports/bundle/checkout", {
    data: {
      person1: { name: "Ada Lovelace", dob: "1990-06-14", tob: "07:30", pob: "London, United Kingdom" },
      person2: { name: "Sam Rivera", dob: "1988-11-02", tob: "22:10", pob: "Lisbon, Portugal" },
      prompt: "We want to build a calmer home together this year.",
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const orderId = checkoutUrl.split("/").pop() ?? "";
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/\/success/);
  await openReadingEmail(page, email);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await page.goto(`/portal/readings/${orderId}`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada & Sam: your couples reading, charts and cards");
    await expect(page.getByTestId("reading-question")).toContainText("We want to build a calmer home together this year.");
    await expect(page.getByTestId("reading-facts")).toContainText("Ada Lovelace");
    // The score is a percentile of random couples (issue 18), not a mark out of 100.
    await expect(page.getByTestId("reading-facts")).toContainText(/Compatibility\s*(\d+), the \1(st|nd|rd|th) percentile of random couples/);
    const journey = page.getByTestId("reading-section").filter({ has: page.getByRole("heading", { name: "Your shared tarot journey" }) });
    await expect(journey.getByTestId("reading-card")).toHaveCount(5);
    await expect(journey.getByRole("img")).toHaveCount(5);
    await expect(page.getByRole("heading", { level: 2, name: /7-day ritual plan/ })).toBeVisible();
    await expectHeadingsInOrder(page);
    await expectNoSidewaysSpill(page);
    await shoot(page, "reading-bundle");
  }
  await page.getByRole("link", { name: /Your charts side by side/ }).click();
  await page.waitForURL(/\/portal\/matches\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sam Rivera");
});
