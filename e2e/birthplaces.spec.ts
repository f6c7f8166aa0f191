import { expect, test, type Locator, type Page } from "./test";

import { hydrated, uniqueEmail } from "./support";

const DEMO = { email: "seeker@quantumveil.dev", password: "stardust-seeker" };

async function logIn(page: Page) {
  await page.goto("/login");
  await hydrated(page);
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/portal");
}

const PERSON1 = { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" };

test.describe("never chart a place we did not find", () => {
  // Login, the atlas and typing suggestions: give the shared machine room.
  test.setTimeout(120_000);

  test("a compatibility order with an unresolvable partner place cannot be paid; the form shows suggestions", async ({ page }) => {
    await logIn(page);
    await page.goto("/readings");
    await hydrated(page);
    await page.getByRole("radiogroup", { name: "Choose a reading" }).getByRole("radio", { name: /Compatibility Report/ }).click();
    const match = page.getByTestId("match-form");
    await match.getByLabel("Partner's Name").fill("Rowan Vale");
    await match.getByLabel("Partner's Date of Birth").fill("1988-11-02");
    await match.getByLabel("Partner's Time of Birth").fill("21:40");

    // Suggestions from the atlas while typing.
    const pob = match.getByRole("combobox", { name: "Partner's Place of Birth" });
    await pob.pressSequentially("Lisbo");
    const list = page.getByRole("listbox", { name: "Matching places" });
    await expect(list.getByRole("option", { name: /Lisbon, Portugal/ })).toBeVisible();

    // A place the atlas does not have: the server refuses the checkout, naming the field.
    let checkouts = 0;
    page.on("request", (r) => {
      if (r.url().includes("/dev/checkout/")) checkouts++;
    });
    await pob.fill("Paris, Japan");
    await pob.press("Escape");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/reports/match/checkout"));
    await match.getByRole("button", { name: /Unlock Our Compatibility Report/ }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors["person2.pob"]?.[0]).toContain("We could not find “Paris, Japan” (Partner's Place of Birth)");
    // The error beside the field carries the suggestions.
    await expect(match.getByText(/We could not find “Paris, Japan”.*Did you mean “Paris, Île-de-France, France”/)).toBeVisible();
    await expect(pob).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/readings$/);
    expect(checkouts).toBe(0);

    // Picking a suggestion resolves it, and the order reaches the payment page.
    await pob.fill("");
    await pob.pressSequentially("Lisbo");
    await list.getByRole("option", { name: /Lisbon, Portugal/ }).click();
    await expect(pob).toHaveValue("Lisbon, Portugal");
    await match.getByRole("button", { name: /Unlock Our Compatibility Report/ }).click();
    await page.waitForURL(/\/dev\/checkout\/[a-z0-9]+$/);
  });

  test("the checkout API refuses an unknown place for either person with a 400 naming the field", async ({ page }) => {
    await logIn(page);
    for (const [product, extra] of [["match", {}], ["bundle", { prompt: "We want a gentler rhythm at home after a busy year." }]] as const) {
      const response = await page.request.post(`/api/reports/${product}/checkout`, {
        data: { person1: { ...PERSON1, pob: "Xqzzyville Nowhere" }, person2: { ...PERSON1, name: "Rowan Vale", pob: "Lisbon, Portugal" }, ...extra },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(response.status()).toBe(400);
      const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(body.message).toContain("Your Place of Birth");
      expect(Object.keys(body.fieldErrors)).toEqual(["person1.pob"]);
    }
  });
});

/** New York, 01:30 on the night the clocks went back (2021-11-07): the form asks, the earlier pass is the default, the later one is picked. */
async function chooseTheLaterPass(form: Locator) {
  await form.getByLabel("Date of birth").fill("2021-11-07");
  await form.getByLabel(/Time of birth/).fill("01:30");
  const pob = form.getByRole("combobox", { name: /Place of birth/ });
  await pob.fill("New York City, New York, United States");
  await pob.press("Escape");
  const choice = form.getByRole("group", { name: "01:30 happened twice that night" });
  await expect(choice).toBeVisible();
  await expect(choice.getByRole("radio", { name: /The earlier pass/ })).toBeChecked();
  await choice.getByRole("radio", { name: /The later pass/ }).check();
}

test.describe("a repeated hour", () => {
  test.setTimeout(120_000);

  test("the blueprint form offers the earlier or the later pass, and the chart uses the one chosen", async ({ page }) => {
    await logIn(page);
    // The demo seeker's first blueprint is made by itself on a first visit: let it land first.
    await expect(page.getByTestId("latest-blueprint")).toBeVisible({ timeout: 20_000 });
    const form = page.getByRole("form", { name: "Generate a cosmic blueprint" });
    await form.getByLabel("Full birth name").fill("Nora Fallback");
    await chooseTheLaterPass(form);

    const created = page.waitForResponse((r) => r.url().endsWith("/api/reports/solo") && r.request().method() === "POST");
    await form.getByRole("button", { name: "Generate Blueprint" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ disambiguation: "later" });
    const { id } = (await response.json()) as { id: string };
    await page.goto(`/portal/blueprints/${id}`);
    await expect(page.getByText(/Offset UTC-05:00 from IANA tz \(ICU\): America\/New_York/)).toBeVisible();
    await expect(page.getByText(/The second occurrence, UTC-05:00, is used/)).toBeVisible();
  });

  test("the signup wizard asks which pass, and the first blueprint's receipt shows the later offset", async ({ page }) => {
    await page.goto("/signup");
    const wizard = page.getByTestId("signup-wizard");
    await expect(wizard).toBeVisible();
    await page.locator("label", { hasText: "Astra" }).first().click();
    await wizard.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Your Cosmic Blueprint" })).toBeVisible();
    await wizard.getByLabel("Full name").fill("Nora Fallback");
    await chooseTheLaterPass(wizard);
    await wizard.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Unlock Your Portal" })).toBeVisible();
    await wizard.getByLabel("Email").fill(uniqueEmail("nora"));
    await wizard.getByLabel("Password", { exact: true }).fill("fall-back-night-21");
    const signedUp = page.waitForResponse((r) => r.url().endsWith("/api/auth/signup"));
    await wizard.getByRole("button", { name: "Launch My Portal" }).click();
    const response = await signedUp;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ timeOfBirth: "01:30", disambiguation: "later" });

    await page.waitForURL("**/portal");
    await page.getByRole("link", { name: "Open your full blueprint" }).click();
    await page.waitForURL(/\/portal\/blueprints\/[a-z0-9]+$/);
    await expect(page.getByText(/Offset UTC-05:00 from IANA tz \(ICU\): America\/New_York/)).toBeVisible();
    await expect(page.getByText(/The second occurrence, UTC-05:00, is used/)).toBeVisible();
  });

  test("the free reading asks which pass, reads the later one, and 'Save this' carries the choice into the signup wizard", async ({ page }) => {
    await page.goto("/solo-reading");
    await hydrated(page);
    const form = page.getByTestId("free-reading-form");
    await chooseTheLaterPass(form);
    await form.getByRole("button", { name: "Reveal My Free Reading" }).click();
    const result = page.getByTestId("free-reading-result");
    await expect(result).toContainText("The clocks went back that night, so 01:30 came round twice: this reading uses the later pass (UTC-05:00).");

    await result.getByRole("button", { name: "Save this and get your full blueprint" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const wizard = page.getByTestId("signup-wizard");
    await page.locator("label", { hasText: "Astra" }).first().click();
    await wizard.getByRole("button", { name: "Continue" }).click();
    await expect(wizard.getByLabel(/Time of birth/)).toHaveValue("01:30");
    await expect(wizard.getByRole("group", { name: "01:30 happened twice that night" }).getByRole("radio", { name: /The later pass/ })).toBeChecked();
  });

  test("a time that never repeated shows no question", async ({ page }) => {
    await logIn(page);
    const form = page.getByRole("form", { name: "Generate a cosmic blueprint" });
    await form.getByLabel("Date of birth").fill("2021-11-07");
    await form.getByLabel("Time of birth").fill("03:30");
    await form.getByRole("combobox", { name: "Place of birth" }).fill("New York City, New York, United States");
    await page.waitForTimeout(1000);
    await expect(form.getByRole("group", { name: /happened twice/ })).toHaveCount(0);
  });
});
