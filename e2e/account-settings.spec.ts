import fs from "node:fs";

import { expect, test, type APIRequestContext, type Page } from "./test";

import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from "./studio-operators";
import { hydrated, noHorizontalScroll, uniqueEmail } from "./support";

const PASSWORD = "moonlit-path-42";

// Every test makes its own seeker: spread over the workers (run in file order, this file was one of
// CI's two longest tails).
test.describe.configure({ mode: "parallel" });

/** A new seeker through the real signup call; the page's context keeps the session cookie. */
async function signUp(page: Page, profile: Record<string, string> = {}) {
  const email = uniqueEmail("account");
  const res = await page.request.post("/api/auth/signup", { data: { email, password: PASSWORD, fullName: "Nova Sterling", dateOfBirth: "1992-07-19", ...profile } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

/** Opens the newest letter to `email` in the dev outbox (polling: the server sends it) and returns its plain text. */
async function openLetter(page: Page, email: string, subject: string): Promise<string> {
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("outbox-message").filter({ hasText: subject }).first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 1000, 2000] });
  await page.getByTestId("outbox-message").filter({ hasText: subject }).first().click();
  await expect(page.getByTestId("outbox-subject")).toHaveText(subject);
  return page.getByTestId("outbox-text").innerText();
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path.replace("/", "\\/")}\\?token=[A-Za-z0-9_-]+`).exec(text);
  expect(match, `a ${path} link in the letter`).not.toBeNull();
  return (match as RegExpExecArray)[0];
};

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await hydrated(page);
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
}

async function operatorSignIn(request: APIRequestContext) {
  const signup = await request.post("/api/auth/signup", { data: { email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD, fullName: "Studio Operator", dateOfBirth: "1985-03-21" } });
  if (signup.status() === 201) return;
  expect((await request.post("/api/auth/login", { data: { email: OPERATOR_EMAIL, password: OPERATOR_PASSWORD } })).status()).toBe(200);
}

for (const width of [390, 1440]) {
  test.describe(`account at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test("password reset through the emailed link: the old password is refused, the new one works, the link works once", async ({ page }) => {
      test.slow();
      const email = await signUp(page);
      await page.context().clearCookies();

      await page.goto("/login");
      await hydrated(page);
      await page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
      await hydrated(page);
      const form = page.getByTestId("forgot-password-form");
      await form.getByRole("button", { name: "Send me a reset link" }).click();
      await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Please enter the email you signed up with.")).toBeVisible();
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Send me a reset link" }).click();
      await expect(page.getByTestId("forgot-password-sent")).toContainText("If that email has a portal, a link to choose a new password is on its way.");
      await noHorizontalScroll(page);

      const letter = await openLetter(page, email, "Choose a new password for your portal");
      expect(letter).toContain("It works once, for one hour.");
      const link = linkIn(letter, "/reset-password");

      await page.goto(link);
      await hydrated(page);
      const reset = page.getByTestId("reset-password-form");
      await reset.getByLabel("New password").fill("short");
      await reset.getByRole("button", { name: "Save my new password" }).click();
      await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
      await reset.getByLabel("New password").fill("silver-tide-2077");
      await reset.getByRole("button", { name: "Save my new password" }).click();
      await page.waitForURL("**/portal");
      await expect(page.getByRole("heading", { level: 1, name: /Welcome back, Nova/ })).toBeVisible();

      // Signed in fresh; after signing out, only the new password opens the portal.
      await page.context().clearCookies();
      await logInThroughForm(page, email, PASSWORD);
      await expect(page.getByText("Login Failed")).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await logInThroughForm(page, email, "silver-tide-2077");
      await page.waitForURL("**/portal");

      // The same link again: refused, with a way to ask for another.
      await page.context().clearCookies();
      await page.goto(link);
      await expect(page.getByTestId("reset-link-invalid")).toContainText("This link has expired or has already been used.");
      await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/forgot-password");
      const replay = await page.request.post("/api/auth/password/reset", { data: { token: new URL(link).searchParams.get("token"), newPassword: "third-time-lucky" } });
      expect(replay.status()).toBe(400);
    });

    test("settings: name, birth data with a new blueprint, email confirmed by a link, password; every error next to its field", async ({ page }) => {
      test.slow();
      const email = await signUp(page);
      await page.goto("/portal");
      await hydrated(page);
      await page.getByTestId("portal-settings-link").click();
      await page.waitForURL("**/portal/settings");
      await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
      await hydrated(page);
      await noHorizontalScroll(page);

      // Name: an empty one is refused beside the field; a real one is saved and greets the seeker.
      const nameForm = page.getByTestId("name-form");
      await nameForm.getByLabel("Full name").fill("");
      await nameForm.getByRole("button", { name: "Save name" }).click();
      await expect(nameForm.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
      await expect(nameForm.getByText("Please enter your name.")).toBeVisible();
      await nameForm.getByLabel("Full name").fill("Nova Quinn");
      await nameForm.getByRole("button", { name: "Save name" }).click();
      await expect(nameForm.getByText("Your name is saved.")).toBeVisible();

      // Birth data: an unknown place is refused beside the field; a real one charts a new blueprint.
      const birth = page.getByTestId("birth-data-form");
      await birth.getByLabel("Time of birth (optional)").fill("21:40");
      await birth.getByLabel("Place of birth (optional)").fill("Qwxzvbnm Nowhere");
      await birth.getByRole("button", { name: "Save birth data" }).click();
      await expect(birth.getByText(/We couldn't find that place/)).toBeVisible();
      await expect(birth.getByLabel("Place of birth (optional)")).toHaveAttribute("aria-invalid", "true");
      await birth.getByLabel("Place of birth (optional)").fill("Reykjavik, Iceland");
      await page.keyboard.press("Escape");
      await birth.getByRole("button", { name: "Save birth data" }).click();
      await expect(page.getByTestId("birth-data-saved")).toContainText("a new blueprint is charted from it");

      // Email: the wrong password is refused beside its field; then a link goes to the new address.
      const next = uniqueEmail("moved");
      const emailForm = page.getByTestId("email-form");
      await emailForm.getByLabel("New email").fill(next);
      await emailForm.getByLabel("Current password").fill("not-my-password");
      await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
      await expect(emailForm.getByText("That password is not correct.")).toBeVisible();
      await expect(emailForm.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
      await emailForm.getByLabel("Current password").fill(PASSWORD);
      await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
      await expect(page.getByTestId("email-change-sent")).toContainText(`We sent a link to ${next}.`);

      // Password: current one required; then changed.
      const passwordForm = page.getByTestId("password-form");
      await passwordForm.getByLabel("New password").fill("silver-tide-2077");
      await passwordForm.getByRole("button", { name: "Change password" }).click();
      await expect(passwordForm.getByText("Please enter your current password.")).toBeVisible();
      await passwordForm.getByLabel("Current password").fill(PASSWORD);
      await passwordForm.getByRole("button", { name: "Change password" }).click();
      await expect(passwordForm.getByText("Your password has been changed.", { exact: false })).toBeVisible();

      // The portal shows the new name and the new blueprint.
      await page.goto("/portal");
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Nova" })).toBeVisible();
      await expect(page.getByTestId("snapshot").filter({ visible: true })).toContainText("Nova Quinn");
      await expect(page.getByTestId("blueprint-item").first()).toContainText("21:40");

      // The confirmation link moves the account; the old address is told.
      const letter = await openLetter(page, next, "Confirm your new email for The Quantum Veil");
      await page.goto(linkIn(letter, "/confirm-email"));
      await hydrated(page);
      await page.getByRole("button", { name: "Confirm my new email" }).click();
      await expect(page.getByTestId("email-confirmed")).toContainText(`Your portal now uses ${next}.`);
      const told = await openLetter(page, email, "Your portal's email has changed");
      expect(told).toContain(next);
      await page.goto("/portal/settings");
      await expect(page.getByTestId("current-email")).toHaveText(next);
    });

    test("download my data, then delete the account: login refused after, the paid order kept without personal data", async ({ page, browser }) => {
      test.slow();
      const email = await signUp(page, { timeOfBirth: "08:15", placeOfBirth: "London, United Kingdom" });
      const question = `Is this the season to start over somewhere quieter? (${Date.now()})`;

      // A paid reading, bought signed in through the dev provider and delivered.
      await page.goto("/readings");
      await hydrated(page);
      const order = page.getByTestId("order-form");
      // Signed in, the form fills in the account's email once the session is read: typing while
      // that lands doubled the address under load, so wait for it instead of racing it.
      await expect(order.getByLabel("Email")).toHaveValue(email);
      await order.getByLabel("Your Question or Focus").fill(question);
      await order.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
      await page.waitForURL(/\/dev\/checkout\/[a-z0-9]+$/);
      const orderId = page.url().split("/").pop() as string;
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await page.waitForURL(/\/success/);
      await openLetter(page, email, "Your three cards, read by Solara");
      await expect(async () => {
        const res = await page.request.get("/api/orders/me");
        const orders = (await res.json()) as { id: string; status: string }[];
        expect(orders.find((o) => o.id === orderId)?.status).toBe("fulfilled");
      }).toPass({ timeout: 20_000 });

      // Download my data.
      await page.goto("/portal/settings");
      await hydrated(page);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-data").click()]);
      expect(download.suggestedFilename()).toMatch(/^quantum-veil-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(fs.readFileSync((await download.path()) as string, "utf8")) as {
        profile: { email: string; fullName: string };
        blueprints: unknown[];
        orders: { id: string; status: string; details: { prompt?: string }; reading: { text: string } | null }[];
        subscriptions: unknown[];
      };
      expect(data.profile).toMatchObject({ email, fullName: "Nova Sterling" });
      expect(Array.isArray(data.blueprints)).toBe(true);
      expect(data.orders).toEqual([expect.objectContaining({ id: orderId, status: "fulfilled", details: expect.objectContaining({ prompt: question }) })]);
      expect(data.orders[0]?.reading?.text.length).toBeGreaterThan(100);
      expect(data.subscriptions).toEqual([]);
      expect(JSON.stringify(data)).not.toContain("scrypt$");

      // Delete: a confirmation dialog that needs the password.
      await page.getByTestId("delete-account-open").click();
      const dialog = page.getByRole("alertdialog", { name: "Delete your portal for good?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Keep my account" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("delete-account-open")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Delete forever" }).click();
      await expect(dialog.getByText("Please enter your password.")).toBeVisible();
      await dialog.getByLabel("Your password").fill("not-my-password");
      await dialog.getByRole("button", { name: "Delete forever" }).click();
      await expect(dialog.getByText("That password is not correct.")).toBeVisible();
      await dialog.getByLabel("Your password").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Delete forever" }).click();
      await page.waitForURL("**/account-deleted");
      await expect(page.getByRole("heading", { level: 1, name: "Your portal is deleted" })).toBeVisible();

      // Signed out, and the account is gone.
      expect(await (await page.request.get("/api/auth/session")).json()).toEqual({});
      await logInThroughForm(page, email, PASSWORD);
      await expect(page.getByText("Login Failed")).toBeVisible();
      const goodbye = await openLetter(page, email, "Your portal has been deleted");
      expect(goodbye).toContain("a record of each payment");

      // The order stays for the books, with no email and no question (what an operator sees).
      const operator = await browser.newPage();
      await operatorSignIn(operator.request);
      await operator.goto(`/studio/orders/${orderId}`);
      await expect(operator.getByTestId("buyer-words")).toContainText("the buyer deleted their account");
      const body = await operator.locator("main").innerText();
      expect(body).toContain("deleted-account@anonymised.invalid");
      expect(body).not.toContain(email);
      expect(body).not.toContain(question);
      await operator.close();
    });
  });
}

test("the delete dialog's code comes when it is wanted; if it cannot be fetched the page says so, and the button works once the connection is back", async ({ page }) => {
  await signUp(page);
  await page.goto("/portal/settings");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  // Offline from here: the dialog's code was not part of the page's load.
  await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
  const open = page.getByTestId("delete-account-open");
  await open.click();
  await expect(page.getByRole("alert").filter({ hasText: "That didn’t open. Check your connection and try again." })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await page.unroute("**/_next/static/chunks/**");
  await open.click();
  await expect(page.getByRole("alertdialog", { name: "Delete your portal for good?" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "That didn’t open." })).toHaveCount(0);
});
