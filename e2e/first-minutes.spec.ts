import { expect, test, type Page } from "./test";

import { hydrated, noHorizontalScroll, uniqueEmail } from "./support";

/**
 * Issue 15, the first minutes: every way through signup ends in the portal, at phone and desktop
 * widths, and the portal opens on what was just made.
 */
// Every test makes its own seeker: spread over the workers (run in file order, this file was one of
// CI's two longest tails).
test.describe.configure({ mode: "parallel" });

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

const DEMO_EMAIL = "seeker@quantumveil.dev";

async function openSignup(page: Page) {
  await page.goto("/signup");
  await expect(page.getByTestId("signup-wizard")).toBeVisible();
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const progress = (page: Page) => page.getByRole("progressbar", { name: "Signup progress" });

async function chooseOracle(page: Page, oracle: "Astra" | "Numa" | "Solara") {
  await page.locator("label", { hasText: oracle }).first().click();
}

async function fillStep2(page: Page, details: { fullName: string; dateOfBirth: string; timeOfBirth?: string; place?: { type: string; pick: RegExp } }) {
  await expect(stepHeading(page, "Your Cosmic Blueprint")).toBeVisible();
  await page.getByLabel("Full name").fill(details.fullName);
  await page.getByLabel("Date of birth").fill(details.dateOfBirth);
  if (details.timeOfBirth) await page.getByLabel(/Time of birth/).fill(details.timeOfBirth);
  if (details.place) {
    await page.getByLabel(/Place of birth/).fill(details.place.type);
    await page.getByRole("option", { name: details.place.pick }).first().click();
  }
}

async function fillStep3(page: Page, email: string) {
  await expect(stepHeading(page, "Unlock Your Portal")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-minutes-42");
}

const launch = (page: Page) => page.getByRole("button", { name: "Launch My Portal" }).click();
const continueOn = (page: Page) => page.getByRole("button", { name: "Continue" }).click();

for (const viewport of VIEWPORTS) {
  test.describe(`signup paths at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("skip the focus: an oracle alone is enough, and the portal opens on the blueprint charted at signup", async ({ page }) => {
      await openSignup(page);
      await noHorizontalScroll(page);
      await chooseOracle(page, "Solara");
      // The focus stays untouched (the optional radio group gives null).
      for (const focus of ["Align My Path", "Call In Love", "Expand My Magic"]) await expect(page.getByRole("radio", { name: focus })).not.toBeChecked();
      await continueOn(page);
      await fillStep2(page, { fullName: "Wren Solace", dateOfBirth: "1991-04-03", timeOfBirth: "07:20", place: { type: "Lisbon", pick: /Lisbon, .*Portugal/ } });
      await continueOn(page);
      await fillStep3(page, uniqueEmail("skipfocus"));
      await launch(page);

      await expect(page).toHaveURL(/\/portal$/);
      const latest = page.getByTestId("latest-blueprint");
      await expect(latest).toBeVisible();
      await expect(latest.getByRole("img", { name: /Birth chart for Wren Solace/ })).toBeVisible();
      await expect(page.getByTestId("latest-blueprint-summary")).not.toBeEmpty();
      // Wheel and summary first: above the generator, and the welcome line agrees with them.
      const latestTop = (await latest.boundingBox())?.y ?? Infinity;
      const generatorTop = (await page.getByRole("heading", { name: "Chart another blueprint" }).boundingBox())?.y ?? -Infinity;
      expect(latestTop).toBeLessThan(generatorTop);
      await expect(page.getByText("Your cosmic compass awaits its first reading.")).toHaveCount(0);
      await expect(page.getByText(/Your stars were last charted/).filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByTestId("snapshot")).toContainText("Not set"); // no focus was chosen
      expect(await page.evaluate(() => localStorage.getItem("tqv-active-persona"))).toBe("solara");
      await noHorizontalScroll(page);
    });

    test("skip the time of birth: no rising sign asked for, and the generator waits prefilled for the missing time", async ({ page }) => {
      await openSignup(page);
      await chooseOracle(page, "Numa");
      await page.locator("label", { hasText: "Call In Love" }).click();
      await continueOn(page);
      await fillStep2(page, { fullName: "Tamsin Vale", dateOfBirth: "1987-09-30", place: { type: "Dublin", pick: /Dublin, .*Ireland/ } });
      await continueOn(page);
      await fillStep3(page, uniqueEmail("notime"));
      await launch(page);

      await expect(page).toHaveURL(/\/portal$/);
      await hydrated(page);
      await expect(page.getByTestId("latest-blueprint")).toHaveCount(0);
      await expect(page.getByLabel("Full birth name")).toHaveValue("Tamsin Vale");
      await expect(page.getByLabel("Date of birth")).toHaveValue("1987-09-30");
      await expect(page.getByLabel("Place of birth")).toHaveValue(/Dublin/);
      await expect(page.getByLabel("Time of birth")).toHaveValue("");
      await expect(page.getByTestId("snapshot")).toContainText("Call In Love");
      // With no blueprint yet, the welcome line's "first reading" is true.
      await expect(page.getByText("Your cosmic compass awaits its first reading.")).toBeVisible();

      // Adding the time is all it takes.
      await page.getByLabel("Time of birth").fill("16:45");
      await page.getByRole("button", { name: "Generate Blueprint" }).click();
      await expect(page.getByTestId("latest-blueprint")).toBeVisible();
      await expect(page.getByTestId("latest-blueprint")).toContainText("Tamsin Vale");
      await expect(page.getByText("Your cosmic compass awaits its first reading.")).toHaveCount(0);
      await noHorizontalScroll(page);
    });

    test("an unknown place stays on step 2 with near misses to pick, or to leave out", async ({ page }) => {
      await openSignup(page);
      await chooseOracle(page, "Astra");
      await continueOn(page);
      await fillStep2(page, { fullName: "Orrin Hale", dateOfBirth: "1979-01-12", timeOfBirth: "03:05" });
      await page.getByLabel(/Place of birth/).fill("Paris, Japan");
      await page.waitForTimeout(500); // let any suggestions arrive, then close them as a keyboard user would
      await page.keyboard.press("Escape");
      await continueOn(page);

      await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
      await expect(page.locator("#signup-placeOfBirth-error")).toContainText("We couldn't find that place. Did you mean Paris, Île-de-France, France");
      await expect(page.getByLabel(/Place of birth/)).toHaveAttribute("aria-invalid", "true");
      const suggestions = page.getByTestId("signup-place-suggestions");
      await expect(suggestions.getByRole("button", { name: "Leave the place out for now" })).toBeVisible();
      await noHorizontalScroll(page);
      await suggestions.getByRole("button", { name: "Paris, Île-de-France, France" }).click();
      await expect(page.getByLabel(/Place of birth/)).toHaveValue("Paris, Île-de-France, France");
      await expect(page.locator("#signup-placeOfBirth-error")).toHaveCount(0);
      await continueOn(page);
      await fillStep3(page, uniqueEmail("unknownplace"));
      await launch(page);
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByTestId("latest-blueprint")).toContainText("Paris");
    });

    test("a taken email stays on step 3 with 'Log in instead' beside the field", async ({ page }) => {
      await openSignup(page);
      await chooseOracle(page, "Numa");
      await continueOn(page);
      await fillStep2(page, { fullName: "Ira Vale", dateOfBirth: "1988-11-02" });
      await continueOn(page);
      await fillStep3(page, DEMO_EMAIL);
      await launch(page);
      await expect(page.locator("#signup-email-error")).toContainText("That email already has a portal.");
      await expect(page.locator("#signup-email-error").getByRole("link", { name: "Log in instead" })).toHaveAttribute("href", "/login");
      await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
      await noHorizontalScroll(page);
    });

    test("a network failure is explained on step 3 and the same press works once the connection is back", async ({ page }) => {
      await page.route("**/api/auth/signup", (route) => route.abort("internetdisconnected"));
      await openSignup(page);
      await chooseOracle(page, "Astra");
      await continueOn(page);
      await fillStep2(page, { fullName: "Pell Corran", dateOfBirth: "1995-06-21" });
      await continueOn(page);
      await fillStep3(page, uniqueEmail("offline"));
      await launch(page);
      await expect(page.getByTestId("signup-launch-error")).toContainText("We couldn't reach the portal just now.");
      await expect(page.locator("[data-sonner-toast]").getByText("Please try again")).toBeVisible();
      await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");

      await page.unroute("**/api/auth/signup");
      await launch(page);
      await expect(page).toHaveURL(/\/portal$/);
      await expect(page.getByRole("heading", { name: "Welcome back, Pell" })).toBeVisible();
    });
  });
}

test("a double click on Continue lands on step 3 without pressing 'Launch My Portal', which takes its place; one click then launches", async ({ page }) => {
  let signups = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/signup")) signups++;
  });
  await openSignup(page);
  await chooseOracle(page, "Numa");
  await continueOn(page);
  await fillStep2(page, { fullName: "Tamsin Vale", dateOfBirth: "1988-10-09" });
  await continueOn(page);
  await expect(stepHeading(page, "Unlock Your Portal")).toBeVisible();
  // A person's double click on Continue: the first click moved on; the second (click count 2) lands
  // on what is now under the pointer, which on a page where both steps are the same height is
  // 'Launch My Portal'.
  const launchButton = page.getByRole("button", { name: "Launch My Portal" });
  await launchButton.scrollIntoViewIfNeeded();
  const box = await launchButton.boundingBox();
  if (!box) throw new Error("no launch button");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  // It did nothing: no request, no errors on the empty fields. (Nothing to wait for when nothing
  // happens: give a press that did submit the time to validate and show its errors.)
  await page.waitForTimeout(500);
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  expect(signups).toBe(0);

  await fillStep3(page, uniqueEmail("dblclick"));
  await launch(page);
  await expect(page).toHaveURL(/\/portal$/);
  expect(signups).toBe(1);
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}px: the header's Free Reading says what it is, reads the sky signed out, and 'Save this' opens the portal on the blueprint`, async ({ page }) => {
    test.slow(); // the free reading, the whole sign-up, then the portal's first blueprint
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto("/");
    await hydrated(page);
    if (viewport.width < 1024) {
      await page.getByTestId("mobile-menu-trigger").click();
      await page.getByTestId("mobile-menu").getByRole("link", { name: "Free Reading" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Free Reading" }).click();
    }
    await expect(page).toHaveURL(/\/solo-reading$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your sky in a minute, free" })).toBeVisible();
    await expect(page.getByText(/Sun, Moon and rising signs and Numa your Life Path number/)).toBeVisible();
    // SPEC's words stay on the page.
    await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/signup");
    await hydrated(page);

    const form = page.getByTestId("free-reading-form");
    await form.getByRole("button", { name: "Reveal My Free Reading" }).click();
    await expect(page.locator("#free-dob-error")).toHaveText("Please enter your date of birth.");

    // A date alone: Sun, the Moon's sign(s) for the whole day, Life Path, no rising.
    await form.getByLabel("Date of birth").fill("1990-05-14");
    await form.getByRole("button", { name: "Reveal My Free Reading" }).click();
    const result = page.getByTestId("free-reading-result");
    await expect(result.getByTestId("free-sun")).toContainText("Taurus");
    await expect(result.getByTestId("free-life-path")).toContainText("11");
    await expect(result.getByTestId("free-moon")).toBeVisible();
    await expect(result.getByTestId("free-rising")).toHaveCount(0);
    await expect(result).toContainText("Without a birth time there is no rising sign");

    // With the time and place: the rising sign too.
    await form.getByLabel(/Time of birth/).fill("08:15");
    await form.getByLabel(/Place of birth/).fill("London");
    await page.getByRole("option", { name: /London, England, United Kingdom/ }).first().click();
    await form.getByRole("button", { name: "Reveal My Free Reading" }).click();
    await expect(result.getByTestId("free-rising")).toBeVisible();
    await expect(result).toContainText("Cast for London, England, United Kingdom.");
    await noHorizontalScroll(page);
    // Nothing was stored: the visitor is still signed out, with no account.
    expect(await (await page.request.get("/api/auth/session")).json()).toEqual({});

    await result.getByRole("button", { name: "Save this and get your full blueprint" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByTestId("signup-wizard")).toBeVisible();
    await chooseOracle(page, "Astra");
    await continueOn(page);
    await expect(page.getByLabel("Date of birth")).toHaveValue("1990-05-14");
    await expect(page.getByLabel(/Time of birth/)).toHaveValue("08:15");
    await expect(page.getByLabel(/Place of birth/)).toHaveValue("London, England, United Kingdom");
    await page.getByLabel("Full name").fill("Luna Everhart");
    await continueOn(page);
    await fillStep3(page, uniqueEmail("freereading"));
    await launch(page);

    await expect(page).toHaveURL(/\/portal$/);
    const latest = page.getByTestId("latest-blueprint");
    await expect(latest.getByRole("img", { name: /Birth chart for Luna Everhart/ })).toBeVisible();
    await expect(latest).toContainText("Life Path 11");
    await expect(page.getByTestId("latest-blueprint-summary")).not.toBeEmpty();
  });
}

test("the account remembers oracle and focus on another device, and logout leaves no trace", async ({ page, browser }) => {
  test.slow(); // sign-up, a second device's login, then logout: one long journey
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail("remember");
  await openSignup(page);
  await chooseOracle(page, "Solara");
  await page.locator("label", { hasText: "Expand My Magic" }).click();
  await continueOn(page);
  await fillStep2(page, { fullName: "Juno Marr", dateOfBirth: "1993-03-08", timeOfBirth: "10:10", place: { type: "Lisbon", pick: /Lisbon, .*Portugal/ } });
  await continueOn(page);
  await fillStep3(page, email);
  await launch(page);
  await expect(page).toHaveURL(/\/portal$/);

  // Another device: nothing in its storage, yet the header and portal show the account's choices.
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const second = await other.newPage();
  await second.goto("/login");
  await hydrated(second);
  await second.getByLabel("Email").fill(email);
  await second.getByLabel("Password", { exact: true }).fill("first-minutes-42");
  await second.getByRole("button", { name: "Log In" }).click();
  await expect(second).toHaveURL(/\/portal$/);
  await expect(second.locator("body")).toHaveAttribute("data-persona", "solara");
  await expect(second.getByTestId("persona-chip")).toContainText("Solara");
  await expect(second.getByTestId("memory-text")).toHaveText("Intention: Expand My Magic");
  await expect(second.getByTestId("snapshot")).toContainText("Expand My Magic");
  await expect(second.getByText(/Your stars were last charted/).filter({ visible: true }).first()).toBeVisible();
  await expect(second.getByTestId("latest-blueprint")).toContainText("Juno Marr");

  // Choosing another oracle there is kept by the account.
  await second.getByTestId("persona-chip").click();
  await second.getByTestId("persona-option-numa").click();
  await expect(second.locator("body")).toHaveAttribute("data-persona", "numa");
  await expect.poll(async () => (await (await second.request.get("/api/auth/session")).json()).user?.personaHandle).toBe("numa");
  await other.close();

  // Logout: the header and the browser's storage forget the seeker.
  await page.getByRole("button", { name: "Logout" }).click();
  // A full reload of the home page (SPEC §4): on a busy CI machine it has taken over ten seconds.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByTestId("memory-text")).toHaveText("Sign in to begin your celestial logbook.");
  await expect(page.getByTestId("persona-chip")).toContainText("Astra");
  await expect(page.getByTestId("header-user")).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem("tqv-intention"), localStorage.getItem("tqv-active-persona"), localStorage.getItem("tqv-last-reading"), sessionStorage.getItem("tqv-signup")]),
  ).toEqual([null, null, null, null]);
  // Nor any other key of the site's own (a new one added later included); the theme is not personal.
  expect(await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith("tqv-")))).toEqual([]);
});
