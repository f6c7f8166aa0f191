import { expect, test, type Locator, type Page } from "./test";

import { hydrated, uniqueEmail } from "./support";

/**
 * Issue 15 "Places and zones everywhere": the birthplace suggestions are drawn on <body> (never
 * clipped by a card, never behind the next one) and work by keyboard; both people in the shop's
 * couples forms get them; time zones are searched by city or offset, defaulting to the browser's.
 */

/** The listbox is on top at its own centre: nothing clips it or covers it. */
async function expectOnTop(page: Page, listName: string) {
  const list = page.getByRole("listbox", { name: listName });
  await expect(list).toBeVisible();
  const onTop = await list.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
    return !!hit && el.contains(hit) && el.parentElement === document.body;
  });
  expect(onTop).toBe(true);
}

/** Types into a birthplace field, finds the suggestions on top, and picks one with the mouse. */
async function pick(page: Page, field: Locator, typed: string, place: RegExp) {
  await field.fill(typed);
  await expectOnTop(page, "Matching places");
  await page.getByRole("option", { name: place }).first().click();
  await expect(field).toHaveValue(new RegExp(`^${place.source}`));
}

async function signUp(page: Page) {
  const res = await page.request.post("/api/auth/signup", {
    data: { email: uniqueEmail("places"), password: "moonlight-42", fullName: "Luna Everhart", dateOfBirth: "1990-05-14" },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test("the portal generator's place suggestions sit above the next card and are picked by keyboard", async ({ page }) => {
      await signUp(page);
      await page.goto("/portal");
      await hydrated(page);
      const field = page.getByRole("combobox", { name: "Place of birth" });
      await field.fill("Lisbo");
      await expectOnTop(page, "Matching places");
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await field.press("ArrowDown");
      await expect(field).toHaveAttribute("aria-activedescendant", /-0$/);
      await field.press("Enter");
      await expect(field).toHaveValue(/^Lisbon, .*Portugal/);
      await expect(field).toHaveAttribute("aria-expanded", "false");
    });

    for (const { product, form: formId } of [
      { product: /Compatibility Report/, form: "match-form" },
      { product: /Journey Bundle/, form: "bundle-form" },
    ]) {
      test(`both people in the ${formId === "match-form" ? "compatibility" : "bundle"} form get place suggestions`, async ({ page }) => {
        await signUp(page);
        await page.goto("/readings");
        await hydrated(page);
        await page.getByRole("radiogroup", { name: "Choose a reading" }).getByRole("radio", { name: product }).click();
        const form = page.getByTestId(formId);
        for (const label of ["Your Place of Birth", "Partner's Place of Birth"]) await pick(page, form.getByRole("combobox", { name: label }), "Kyot", /Kyoto/);
      });
    }

    test("every other birthplace field suggests on top: signup's step 2, the free reading, the settings' birth data", async ({ page }) => {
      await page.goto("/signup");
      await hydrated(page);
      await page.locator("label", { hasText: "Astra" }).first().click();
      await page.getByRole("button", { name: "Continue" }).click();
      await pick(page, page.getByTestId("signup-wizard").getByRole("combobox", { name: /Place of birth/ }), "Lisbo", /Lisbon/);

      await page.goto("/solo-reading");
      await hydrated(page);
      await pick(page, page.getByTestId("free-reading-form").getByRole("combobox", { name: /Place of birth/ }), "Lisbo", /Lisbon/);

      await signUp(page);
      await page.goto("/portal/settings");
      await hydrated(page);
      await pick(page, page.getByTestId("birth-data-form").getByRole("combobox", { name: /Place of birth/ }), "Lisbo", /Lisbon/);
    });

    test.describe("time zones", () => {
      test.use({ timezoneId: "America/New_York" });

      test("the live-session zone defaults to the browser's and is searched by city and offset", async ({ page }) => {
        await page.goto("/checkout/astro-blueprint");
        await hydrated(page);
        const zone = page.getByRole("combobox", { name: /Timezone/ });
        await expect(zone).toHaveAttribute("data-zone", "America/New_York");
        await expect(zone).toHaveValue(/^New York \(America\) · GMT-[45]$/);
        await zone.fill("kolk");
        await expectOnTop(page, "Matching time zones");
        await expect(page.getByRole("option").first()).toContainText("GMT+5:30");
        await zone.press("Enter");
        await expect(zone).toHaveAttribute("data-zone", "Asia/Kolkata");
        await zone.fill("+9");
        await page.getByRole("option", { name: /Tokyo/ }).click();
        await expect(zone).toHaveAttribute("data-zone", "Asia/Tokyo");
        await expect(zone).toHaveValue("Tokyo (Asia) · GMT+9");
      });
    });
  });
}
