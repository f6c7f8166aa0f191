import { expect, test } from "./test";

import { hydrated, noHorizontalScroll, signUpSeeker as signUp, uniqueEmail } from "./support";

test.describe("portal", () => {
  test("signed out, /portal and /solo-reading ask to log in", async ({ page }) => {
    for (const path of ["/portal", "/solo-reading"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    }
  });

  test("a new seeker with full birth details gets a blueprint without clicking", async ({ page }) => {
    await signUp(page);
    await page.goto("/portal");
    await expect(page.getByRole("heading", { name: "Welcome back, Luna" })).toBeVisible();
    // Charted at signup: the portal opens on it, wheel and summary first.
    await expect(page.getByTestId("latest-blueprint").getByRole("img", { name: /Birth chart for Luna Everhart/ })).toBeVisible();
    const items = page.getByTestId("blueprint-item");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Luna Everhart");
    await expect(items.first().getByTestId("life-path-badge")).toHaveText("Life Path 11");
    await expect(items.first().getByRole("listitem")).toHaveCount(3);
    await expect(items.first()).toContainText(/Sun in Taurus \d+\.\d{2}°/);
    // The welcome card learned about the reading (from the account; this browser caches it).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("tqv-last-reading"))).toMatch(/^\d{4}-/);
    // Only once: a reload does not generate another.
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.getByTestId("blueprint-item")).toHaveCount(1);
  });

  test("the portal's first HTML already lists the seeker's blueprints, and loading it asks the API for nothing", async ({ page }) => {
    await signUp(page, { timeOfBirth: undefined, placeOfBirth: undefined });
    const created = await page.request.post("/api/reports/solo", { data: { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" } });
    expect(created.status(), await created.text()).toBe(201);
    const { reportData } = (await created.json()) as { reportData: { summary: string } };

    // The server's HTML, before any script runs: the blueprint's summary is in it.
    const html = await (await page.request.get("/portal")).text();
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
    expect(html).toContain(escape(reportData.summary.slice(0, 120)));

    // In the browser: the lists come with the page, so none of their calls is made on load.
    const calls: string[] = [];
    page.on("request", (request) => calls.push(new URL(request.url()).pathname));
    await page.goto("/portal");
    await hydrated(page);
    await expect(page.getByTestId("blueprint-item")).toHaveCount(1);
    await page.waitForTimeout(1200); // past the auto-generation delay: a seeker with a blueprint gets no other
    expect(calls.filter((path) => ["/api/reports/solo", "/api/reports/match", "/api/orders/me"].includes(path))).toEqual([]);
  });

  test("without a birth time there is no auto-generation; the generator validates and adds newest first", async ({ page }) => {
    await signUp(page, { timeOfBirth: undefined, placeOfBirth: undefined });
    await page.goto("/portal");
    await hydrated(page);
    await expect(page.getByText("No blueprints yet.")).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page.getByTestId("blueprint-item")).toHaveCount(0);

    // The seeker's own details are filled in; emptied, each field says what it needs.
    await expect(page.getByLabel("Full birth name")).toHaveValue("Luna Everhart");
    await expect(page.getByLabel("Date of birth")).toHaveValue("1990-05-14");
    await page.getByLabel("Full birth name").fill("");
    await page.getByLabel("Date of birth").fill("");
    await page.getByRole("button", { name: "Generate Blueprint" }).click();
    for (const message of ["Your name is required", "Date of birth is required", "Time of birth is required", "Place of birth is required"]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    const generate = async (name: string, dob: string, tob: string, place: string, pick: RegExp) => {
      await page.getByLabel("Full birth name").fill(name);
      await page.getByLabel("Date of birth").fill(dob);
      await page.getByLabel("Time of birth").fill(tob);
      await page.getByLabel("Place of birth").fill(place);
      await page.getByRole("option", { name: pick }).first().click();
      await page.getByRole("button", { name: "Generate Blueprint" }).click();
    };
    await generate("First Light", "1985-03-02", "06:30", "Paris", /Paris, .*France/);
    await expect(page.getByTestId("blueprint-item")).toHaveCount(1);
    await expect(page.getByLabel("Full birth name")).toHaveValue("");
    await generate("Second Sky", "1992-11-22", "21:05", "Tokyo", /Tokyo/);
    await expect(page.getByTestId("blueprint-item")).toHaveCount(2);
    await expect(page.getByTestId("blueprint-item").first()).toContainText("Second Sky");
    await expect(page.getByTestId("blueprint-item").first().getByTestId("life-path-badge")).toHaveText("Life Path 9");
  });

  test("typing the next person's birthplace, the form and its suggestions stay put when the new blueprint lands above", async ({ page }) => {
    await signUp(page, { timeOfBirth: undefined, placeOfBirth: undefined });
    // The refresh that puts the newest blueprint above the form waits until the next place is typed.
    let land = () => {};
    const landed = new Promise<void>((resolve) => (land = resolve));
    await page.route(
      (url) => url.pathname === "/portal" && url.searchParams.has("_rsc"),
      async (route) => {
        await landed;
        await route.continue();
      },
    );
    await page.goto("/portal");
    await hydrated(page);
    await page.getByLabel("Time of birth").fill("06:30");
    await page.getByLabel("Place of birth").fill("Paris");
    await page.getByRole("option", { name: /Paris, .*France/ }).first().click();
    await page.getByRole("button", { name: "Generate Blueprint" }).click();
    await expect(page.getByTestId("blueprint-item")).toHaveCount(1);
    await expect(page.getByTestId("latest-blueprint")).toHaveCount(0);

    const field = page.getByLabel("Place of birth");
    await field.fill("Tokyo");
    const option = page.getByRole("option", { name: /Tokyo/ }).first();
    await expect(option).toBeVisible();
    const listbox = page.getByRole("listbox", { name: "Matching places" });
    // The list hangs 6 px under its field, or sits 6 px over it when the room below is short.
    const listOnField = async () => {
      const [f, l] = [(await field.boundingBox())!, (await listbox.boundingBox())!];
      return Math.abs(l.y - (f.y + f.height + 6)) <= 1 || Math.abs(l.y + l.height - (f.y - 6)) <= 1;
    };
    await expect.poll(listOnField).toBe(true);
    // Where the field rests (two reads a moment apart agree) before the refresh lands.
    let before = (await field.boundingBox())!;
    await expect
      .poll(async () => {
        const previous = before;
        await page.waitForTimeout(150);
        before = (await field.boundingBox())!;
        return before.y === previous.y;
      })
      .toBe(true);

    land();
    await expect(page.getByTestId("latest-blueprint")).toBeVisible();
    await expect(field).toBeFocused();
    // The field is where the seeker left it, and the list still hangs from it.
    await expect.poll(async () => Math.round((await field.boundingBox())!.y)).toBe(Math.round(before.y));
    await expect.poll(listOnField).toBe(true);
    // Moved by the form itself, without a scroll (a message growing above it), the list follows.
    await page.locator("#bp-name").evaluate((input) => {
      const spacer = document.createElement("div");
      spacer.id = "e2e-spacer";
      spacer.style.height = "40px";
      input.parentElement!.append(spacer);
    });
    await expect.poll(async () => (await field.boundingBox())!.y).toBeGreaterThanOrEqual(before.y + 40);
    await expect.poll(listOnField).toBe(true);
    await page.locator("#e2e-spacer").evaluate((spacer) => spacer.remove());
    await option.click();
    await expect(field).toHaveValue(/Tokyo/);
  });

  test("an unknown birthplace is explained in the form", async ({ page }) => {
    await signUp(page, { timeOfBirth: undefined, placeOfBirth: undefined });
    await page.goto("/portal");
    await hydrated(page);
    await page.getByLabel("Full birth name").fill("Nowhere Born");
    await page.getByLabel("Date of birth").fill("1990-01-01");
    await page.getByLabel("Time of birth").fill("12:00");
    await page.getByLabel("Place of birth").fill("Qwxzzy Nowhere");
    await page.getByRole("button", { name: "Generate Blueprint" }).click();
    await expect(page.getByText("Generation Failed")).toBeVisible();
    await expect(page.locator("#bp-pob-error")).toContainText("couldn't find");
    await expect(page.getByLabel("Place of birth")).toHaveValue("Qwxzzy Nowhere");
  });

  test("the Go Deeper upsells lead to the live-session checkout pages", async ({ page }) => {
    await signUp(page, { timeOfBirth: undefined });
    await page.goto("/portal");
    const upsells = page.getByTestId("upsells").getByRole("link");
    await expect(upsells).toHaveCount(3);
    await expect(upsells.nth(0)).toContainText("Personal Natal Blueprint Session");
    await expect(upsells.nth(0)).toContainText("$149");
    await expect(upsells.nth(1)).toContainText("Personal Numerology Map");
    await expect(upsells.nth(1)).toContainText("$129");
    await expect(upsells.nth(2)).toContainText("Live Tarot Immersion");
    await expect(upsells.nth(2)).toContainText("$119");
    expect(await upsells.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/checkout/astro-blueprint",
      "/checkout/numerology-map",
      "/checkout/tarot-immersion",
    ]);
  });
});

test("the blueprint detail shows the chart wheel, placements, aspects and numbers, to its owner only", async ({ page, browser }) => {
  await signUp(page);
  await page.goto("/portal");
  await page.getByRole("link", { name: "Open full blueprint" }).first().click();
  await expect(page).toHaveURL(/\/portal\/blueprints\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luna Everhart");
  const wheel = page.getByRole("img", { name: /Birth chart for Luna Everhart/ });
  await expect(wheel).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Taurus");
  await expect(page.getByRole("heading", { name: "Major aspects" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Numerology profile" })).toBeVisible();
  await expect(page.getByText("Life Path 11").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  const url = page.url();
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signUp(other, { timeOfBirth: undefined });
  const res = await other.goto(url);
  expect(res?.status()).toBe(404);
  await stranger.close();
});

test("orders: a paid reading shows 'Delivered …' once fulfilled, an unpaid one the crafting text", async ({ page }) => {
  test.slow(); // waits for the in-server job runner to write and send the reading
  await signUp(page, { timeOfBirth: undefined });

  // An unpaid compatibility report: the checkout call creates a pending order.
  const pending = await page.request.post("/api/reports/match/checkout", {
    data: {
      person1: { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" },
      person2: { name: "Sam Rivers", dob: "1991-02-03", tob: "10:00", pob: "Paris, France" },
    },
  });
  expect(pending.status(), await pending.text()).toBe(200);

  // A paid tarot reading through the shop and the dev payment provider.
  await page.goto("/readings");
  await hydrated(page);
  const form = page.getByTestId("order-form");
  await form.getByLabel("Email").fill(uniqueEmail("buyer"));
  await form.getByLabel("Your Question or Focus").fill("What does this winter ask of me at work?");
  await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  const orders = page.getByTestId("order-item");
  await expect(async () => {
    await page.goto("/portal");
    await expect(orders.filter({ hasText: "Solo Tarot Reading" })).toHaveAttribute("data-status", "delivered", { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  const tarot = orders.filter({ hasText: "Solo Tarot Reading" });
  await expect(tarot.getByTestId("order-status-text")).toHaveText(/^Delivered .+ ago$/);
  await expect(tarot).toContainText("$29");
  await expect(tarot).toContainText("What does this winter ask of me at work?");

  const match = orders.filter({ hasText: "Couples Compatibility Report" });
  await expect(match).toHaveAttribute("data-status", "processing");
  await expect(match.getByTestId("order-status-text")).toHaveText("We're crafting this journey now—watch your inbox.");
});

test("a paid compatibility report appears as delivered and opens into the compatibility view, to its owner only", async ({ page, browser }) => {
  test.slow(); // waits for the in-server job runner
  await signUp(page, { timeOfBirth: undefined });
  const res = await page.request.post("/api/reports/match/checkout", {
    data: {
      person1: { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" },
      person2: { name: "Sam Rivers", dob: "1991-02-03", tob: "10:00", pob: "Paris, France" },
    },
  });
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  const reports = page.getByTestId("match-reports").getByRole("listitem");
  await expect(async () => {
    await page.goto("/portal");
    await expect(reports.first()).toContainText("Delivered", { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(reports.first()).toContainText("You & Sam Rivers");
  await expect(reports.first()).toContainText("1991-02-03 · 10:00 · Paris, France");

  await reports.first().getByRole("link", { name: "Open compatibility view" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luna Everhart & Sam Rivers");
  // The score is a percentile among random couples, said as one, with the five sub-scores labelled.
  await expect(page.getByRole("img", { name: /^Compatibility score \d+: the \d+(st|nd|rd|th) percentile of random couples$/ })).toBeVisible();
  const subScores = page.getByRole("region", { name: "What the score is made of" });
  await expect(subScores).toContainText(/\d+: the \d+(st|nd|rd|th) percentile\. This pair scores above \d+% of 2,000 random couples; 50 is a typical pair\./);
  await expect(subScores.getByRole("term")).toHaveText([/^attraction$/i, /^emotional ease$/i, /^communication$/i, /^long-term stability$/i, /^friction$/i]);
  await expect(subScores.getByRole("definition")).toHaveText(Array.from({ length: 5 }, () => /^\d{1,3} \/ 100/));
  await expect(subScores.getByRole("definition").last()).toContainText("Higher means more friction.");
  // Legible on a phone: the sub-scores stack, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("img", { name: "Birth chart for Luna Everhart" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Birth chart for Sam Rivers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Why the score is \d+/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Strongest contacts" })).toBeVisible();
  // Each wheel has its placements table beside it.
  await expect(page.getByRole("table", { name: /Luna Everhart: placements/ })).toContainText("Sun");
  await expect(page.getByRole("table", { name: /Sam Rivers: placements/ })).toContainText("Aquarius");

  const url = page.url();
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signUp(other, { timeOfBirth: undefined });
  expect((await other.goto(url))?.status()).toBe(404);
  await stranger.close();
});
