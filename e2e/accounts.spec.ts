import { expect, test, type Page } from "./test";

/** The demo seeker the e2e server seeds (lib/db/seed.ts). */
const DEMO = { email: "seeker@quantumveil.dev", password: "stardust-seeker", username: "stardust" };
const SIGNUP_KEY = "tqv-signup";

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The wizard renders only once the client has mounted, so seeing it means it is interactive. */
async function openSignup(page: Page) {
  await page.goto("/signup");
  await expect(page.getByTestId("signup-wizard")).toBeVisible();
}

/** Waits until React has attached its handlers to an element rendered on the server. */
async function hydrated(page: Page, testId: string) {
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, testId);
}

/**
 * Records every toast's text in session storage as it appears. /portal is another issue's page:
 * until it exists, navigating there is a full page load that wipes the toast the seeker saw.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const seen: string[] = JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]");
      for (const el of document.querySelectorAll("[data-sonner-toast]")) {
        const text = el.textContent ?? "";
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem("e2e-toasts", JSON.stringify(seen));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const seenToasts = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]") as string[]);

const progress = (page: Page) => page.getByRole("progressbar", { name: "Signup progress" });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const storedProgress = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), SIGNUP_KEY);

async function chooseOracleAndFocus(page: Page, oracle: "Astra" | "Numa" | "Solara", focus: string) {
  await page.locator("label", { hasText: oracle }).first().click();
  await page.locator("label", { hasText: focus }).click();
}

async function fillBlueprint(page: Page, details: { fullName: string; dateOfBirth: string; timeOfBirth?: string; placeOfBirth?: string }) {
  await page.getByLabel("Full name").fill(details.fullName);
  await page.getByLabel("Date of birth").fill(details.dateOfBirth);
  if (details.timeOfBirth) await page.getByLabel(/Time of birth/).fill(details.timeOfBirth);
  if (details.placeOfBirth) await page.getByLabel(/Place of birth/).fill(details.placeOfBirth);
}

async function signupThroughStep3(page: Page, credentials: { email: string; password: string; username?: string }) {
  await openSignup(page);
  await chooseOracleAndFocus(page, "Solara", "Expand My Magic");
  await page.getByRole("button", { name: "Continue" }).click();
  await fillBlueprint(page, { fullName: "Ira Vale", dateOfBirth: "1988-11-02" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(stepHeading(page, "Unlock Your Portal")).toBeVisible();
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  if (credentials.username) await page.getByLabel(/Username/).fill(credentials.username);
  await page.getByRole("button", { name: "Launch My Portal" }).click();
}

test.describe("accounts", () => {
  test("the signup wizard validates each step, goes back and forth, survives a reload and opens the portal", async ({ page }) => {
    const username = unique("nova");
    const email = `${username}@example.com`;
    const password = "moonlit-path-42";
    test.slow(); // the whole journey in one test: three steps, two reloads, signup, logout

    await recordToasts(page);
    await openSignup(page);
    await expect(page.getByRole("link", { name: "Log in", exact: true })).toHaveAttribute("href", "/login");
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByTestId("signup-step-count")).toHaveText("Step 1 of 3");
    await expect(stepHeading(page, "Set Your Intention")).toBeVisible();
    for (const oracle of ["Astra", "Numa", "Solara"]) await expect(page.getByRole("radio", { name: new RegExp(oracle) })).toBeVisible();
    for (const focus of ["Align My Path", "Call In Love", "Expand My Magic"]) await expect(page.getByRole("radio", { name: focus })).toBeVisible();

    // Step 1 needs an oracle.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Choose the oracle you feel most resonant with.")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "1");

    await chooseOracleAndFocus(page, "Numa", "Call In Love");
    await expect(page.getByRole("radio", { name: /Numa/ })).toBeChecked();
    await expect(page.getByText("Choose the oracle you feel most resonant with.")).toBeHidden();
    await expect(page.locator("body")).toHaveAttribute("data-persona", "numa"); // live preview of the oracle's palette
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 2 needs a full name and a date of birth; the message shows once.
    await expect(stepHeading(page, "Your Cosmic Blueprint")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("We need your name and birth date to map your chart.")).toHaveCount(1);
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Full name").fill("Nova Sterling");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("We need your name and birth date to map your chart.")).toBeVisible();
    await fillBlueprint(page, { fullName: "Nova Sterling", dateOfBirth: "1992-07-19", timeOfBirth: "21:40", placeOfBirth: "Reykjavík, Iceland" });
    await expect(page.getByText("We need your name and birth date to map your chart.")).toBeHidden();

    // A reload mid-wizard restores the step and everything typed so far.
    await page.reload();
    await expect(page.getByTestId("signup-wizard")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByLabel("Full name")).toHaveValue("Nova Sterling");
    await expect(page.getByLabel("Date of birth")).toHaveValue("1992-07-19");
    await expect(page.getByLabel(/Time of birth/)).toHaveValue("21:40");
    await expect(page.getByLabel(/Place of birth/)).toHaveValue("Reykjavík, Iceland");

    // Step Back keeps the choices; Continue returns.
    await page.getByRole("button", { name: "Step Back" }).click();
    await expect(stepHeading(page, "Set Your Intention")).toBeVisible();
    await expect(page.getByRole("radio", { name: /Numa/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Call In Love" })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full name")).toHaveValue("Nova Sterling");
    await page.getByRole("button", { name: "Continue" }).click();

    // Step 3 needs an email and a password of at least 8 characters.
    await expect(stepHeading(page, "Unlock Your Portal")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
    await page.getByRole("button", { name: "Launch My Portal" }).click();
    await expect(page.getByText("An email and password are needed to secure your portal.")).toHaveCount(1);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Launch My Portal" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel(/Username/).fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);

    // The password never reaches session storage, so a reload brings back everything but it.
    expect(await storedProgress(page)).not.toContain(password);
    await page.reload();
    await expect(page.getByTestId("signup-wizard")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel(/Username/)).toHaveValue(username);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.getByLabel("Password", { exact: true }).fill(password);

    await page.getByRole("button", { name: "Launch My Portal" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByTestId("header-user")).toHaveText(username);
    expect(await seenToasts(page)).toContainEqual(
      expect.stringContaining("Your portal is open ✨Welcome in — your first personalized reading is waiting in the astral lounge."),
    );
    expect(await storedProgress(page)).toBeNull();
    expect(await page.evaluate(() => [localStorage.getItem("tqv-active-persona"), localStorage.getItem("tqv-intention")])).toEqual(["numa", "love"]);

    // Signed in for real: a fresh page load reads the session from the cookie.
    await page.reload();
    await expect(page.getByTestId("header-user")).toHaveText(username);
    const session = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
    expect(session).toEqual({
      user: {
        fullName: "Nova Sterling",
        username,
        email,
        dateOfBirth: "1992-07-19",
        timeOfBirth: "21:40",
        placeOfBirth: "Reykjavík, Iceland",
        // The account remembers the oracle and focus, and the blueprint charted at signup.
        personaHandle: "numa",
        intention: "love",
        lastChartedAt: expect.stringMatching(/^\d{4}-/),
      },
    });

    // Logout ends in a full reload at /, signed out.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByTestId("header-user")).toHaveCount(0);
    expect((await page.context().cookies()).some((c) => c.name.endsWith("next-auth.session-token"))).toBe(false);
  });

  test("a taken email offers the 'Log in instead' path and keeps the last step", async ({ page }) => {
    await signupThroughStep3(page, { email: DEMO.email.toUpperCase(), password: "another-password" });
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("Something wobbled in the ether")).toBeVisible();
    await expect(toast.getByText("That email already has a portal.")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await toast.getByRole("link", { name: "Log in instead" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("another refusal from the server is shown on step 2", async ({ page }) => {
    // The demo seeker already holds the username 'stardust'.
    await signupThroughStep3(page, { email: `${unique("ira")}@example.com`, password: "ira-vale-2024", username: "StarDust" });
    await expect(page.locator("[data-sonner-toast]").getByText("Something wobbled in the ether")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByTestId("signup-server-error")).toHaveText("That username is taken. Please choose another one.");
    await expect(page.getByLabel("Full name")).toHaveValue("Ira Vale");
  });

  test("a network failure says 'Please try again'; another API error shows the server's message, on the same step", async ({ page }) => {
    const toast = page.locator("[data-sonner-toast]");
    await page.route("**/api/auth/signup", (route) => route.abort("connectionrefused"));
    await signupThroughStep3(page, { email: `${unique("ira")}@example.com`, password: "ira-vale-2024" });
    await expect(toast.getByText("Something wobbled in the ether")).toBeVisible();
    await expect(toast.getByText("Please try again")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");

    await page.unroute("**/api/auth/signup");
    await page.route("**/api/auth/signup", (route) => route.fulfill({ status: 429, json: { message: "Too many attempts. Please wait a few minutes and try again." } }));
    await page.getByRole("button", { name: "Launch My Portal" }).click();
    await expect(toast.getByText("Too many attempts. Please wait a few minutes and try again.")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "3");
    await expect(page.getByLabel("Email")).not.toHaveValue("");
  });

  test("login: a wrong password is refused with the spec's message, the right one opens the portal", async ({ page }) => {
    await recordToasts(page);
    await page.goto("/login");
    await hydrated(page, "login-form");
    await expect(page.getByRole("link", { name: "Create your free portal" })).toHaveAttribute("href", "/signup");

    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Please enter your email")).toBeVisible();

    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Log In" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("Login Failed")).toBeVisible();
    await expect(toast.getByText("Please check your email and password and try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    expect(await seenToasts(page)).toContainEqual(expect.stringContaining("Welcome back!"));
    await expect(page.getByTestId("header-user")).toHaveText(DEMO.username);

    // Signed in, the auth pages send you on to the portal.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/portal$/);
  });

  test("on a phone, the menu shows the welcome card and logs out to /", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    await hydrated(page, "login-form");
    await page.getByLabel("Email").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/portal$/);

    await page.getByTestId("mobile-menu-trigger").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByTestId("welcome-card")).toContainText("Welcome back, Luna.");
    await expect(menu.getByRole("link", { name: "My Portal" }).first()).toBeVisible();
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByTestId("mobile-menu-trigger").click();
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Create Free Account" })).toBeVisible();
  });

  test("next-auth's built-in endpoints are gone: only the app's own auth routes answer", async ({ request }) => {
    for (const path of ["/api/auth/providers", "/api/auth/csrf", "/api/auth/signin"]) expect((await request.get(path)).status(), path).toBe(404);
    expect(await (await request.get("/api/auth/session")).json()).toEqual({});
  });

  test("logout ends the session on the server: the old cookie replayed afterwards gets 401", async ({ request }) => {
    expect((await request.post("/api/auth/login", { data: { email: DEMO.email, password: DEMO.password } })).status()).toBe(200);
    const cookie = (await request.storageState()).cookies.find((c) => c.name.endsWith("next-auth.session-token"));
    expect(cookie).toBeDefined();
    const replay = { headers: { cookie: `${cookie?.name}=${cookie?.value}` } };
    expect((await request.get("/api/orders/me", replay)).status()).toBe(200);
    expect((await request.post("/api/auth/logout", { data: {} })).status()).toBe(200);
    const after = await request.get("/api/orders/me", replay);
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ message: "Please sign in to continue." });
  });
});

test("signup's place of birth suggests places from the atlas", async ({ page }) => {
  await openSignup(page);
  await chooseOracleAndFocus(page, "Numa", "Align My Path");
  await page.getByRole("button", { name: "Continue" }).click();
  const place = page.getByLabel(/Place of birth/);
  await place.fill("sao paulo");
  await page.getByRole("option", { name: /São Paulo, Brazil/ }).click();
  await expect(place).toHaveValue("São Paulo, Brazil");
  await expect(page.getByRole("listbox", { name: "Matching places" })).toBeHidden();
});
