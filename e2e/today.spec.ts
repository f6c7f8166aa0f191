import { expect, test, type Page } from "./test";

import { hydrated, noHorizontalScroll, uniqueEmail } from "./support";

async function seekerWithBlueprint(page: Page) {
  const signup = await page.request.post("/api/auth/signup", {
    data: { email: uniqueEmail("today"), password: "moonlight-42", fullName: "Luna Everhart", dateOfBirth: "1990-05-14" },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const created = await page.request.post("/api/reports/solo", { data: { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" } });
  expect(created.status(), await created.text()).toBe(201);
}

test.describe("portal: Today", () => {
  for (const width of [390, 1440]) {
    test(`a signed-in seeker sees today's sky at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await seekerWithBlueprint(page);
      await page.goto("/portal");
      // Today is the portal's first tab once there is a blueprint.
      const tabs = page.getByRole("navigation", { name: "Portal" }).getByRole("link");
      await expect(tabs.first()).toHaveText("Today");
      await tabs.first().click();
      await expect(page).toHaveURL(/\/portal\/today$/);
      await hydrated(page);

      const headline = page.getByTestId("headline");
      await expect(headline.getByRole("heading", { level: 2 })).toHaveText(/ (conjunct|sextile|square|trine|opposite) your /);
      await expect(headline).toContainText(/(Building|Easing) · \d+\.\d{2}° from exact/);
      await expect(page.getByTestId("moon-today")).toContainText(/your \d{1,2}(st|nd|rd|th) house/);
      await expect(page.getByTestId("day-number")).toContainText(/Personal day: .*= /);
      await expect(page.getByTestId("morning-card").getByRole("img")).toBeVisible();
      // The browser's zone is the seeker's zone.
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await expect(page.getByText(`times in ${zone.replace(/_/g, " ")}`)).toBeVisible();

      const events = page.getByTestId("calendar-event");
      await expect(events.first()).toBeVisible();
      expect(await events.count()).toBeGreaterThan(10);
      await expect(page.getByTestId("sky-calendar")).toContainText(/(New|Full) Moon in /);
      // Each opens to a short explanation, by keyboard too.
      const first = events.first();
      await first.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(first.locator("p")).toBeVisible();
      expect((await first.locator("p").innerText()).length).toBeGreaterThan(30);

      // A private calendar link of the same transits.
      await page.getByRole("button", { name: "Make a private calendar link" }).click();
      const feedUrl = await page.getByTestId("sky-feed-url").inputValue();
      expect(feedUrl).toMatch(/\/api\/sky\/feed\/[A-Za-z0-9_-]{43}$/);
      const ics = await page.request.get(new URL(feedUrl).pathname);
      expect(ics.status()).toBe(200);
      expect(await ics.text()).toContain("BEGIN:VEVENT");

      await noHorizontalScroll(page);
    });
  }

  test("without a blueprint, Today says what to do first and the portal shows no Today tab", async ({ page }) => {
    const signup = await page.request.post("/api/auth/signup", { data: { email: uniqueEmail("today-empty"), password: "moonlight-42", fullName: "Nova Reyes", dateOfBirth: "1992-03-03" } });
    expect(signup.status()).toBeLessThan(300);
    await page.goto("/portal/today");
    await expect(page.getByText(/there is none yet/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Generate your cosmic blueprint" })).toHaveAttribute("href", "/portal");
    await expect(page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Today" })).toHaveCount(0);
  });
});
