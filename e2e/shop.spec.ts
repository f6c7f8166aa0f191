import { expect, test, type Page } from "./test";

import { hydrated, LUNA, signUpSeeker, uniqueEmail } from "./support";

const DEMO = { email: "seeker@quantumveil.dev", password: "stardust-seeker" };
const DEV_CHECKOUT = /\/dev\/checkout\/([a-z0-9]+)$/;

async function openShop(page: Page) {
  await page.goto("/readings");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose Your Quantum Reading");
}

const card = (page: Page, name: RegExp) => page.getByRole("radiogroup", { name: "Choose a reading" }).getByRole("radio", { name });
const orderForm = (page: Page) => page.getByTestId("order-form");

async function logIn(page: Page) {
  await page.goto("/login");
  await hydrated(page);
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password", { exact: true }).fill(DEMO.password);
  await form.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/portal");
}

/** Fills the tarot form as a guest and submits it; answers the dev checkout's order id. */
async function orderTarotAsGuest(page: Page, email: string) {
  await openShop(page);
  const form = orderForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Your Question or Focus").fill("Is this the season to leave the city and start over somewhere quieter?");
  await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
  await page.waitForURL(DEV_CHECKOUT);
  return DEV_CHECKOUT.exec(new URL(page.url()).pathname)?.[1] ?? "";
}

test.describe("readings shop", () => {
  test("a guest buys a tarot reading through the dev provider and the order is paid", async ({ page }) => {
    await openShop(page);
    await expect(card(page, /Tarot Reading/)).toHaveAttribute("aria-checked", "true");
    // Counted from delivered readings: empty (no made-up number) until someone has one.
    const { clarity } = (await (await page.request.get("/api/stats")).json()) as { clarity: number };
    if (clarity > 0) await expect(page.getByTestId("clarity-count")).toContainText(/[\d,]+ seekers? ha(ve|s) found clarity/);
    // Each card shows its first three features; the details beside the form show them all.
    await expect(page.locator("[data-product=tarot]").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByTestId("product-features").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByTestId("product-process").getByRole("listitem")).toHaveCount(4);

    const email = uniqueEmail("tarot");
    const orderId = await orderTarotAsGuest(page, email);
    expect(orderId).not.toBe("");
    await expect(page.getByTestId("order-product")).toHaveText("Solo Tarot Reading");
    await expect(page.getByTestId("order-amount")).toHaveText("$29");
    await expect(page.getByTestId("order-email")).toHaveText(email);
    await expect(page.getByTestId("order-status")).toHaveText("pending");

    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(/\/success\?session_id=dev_cs_/);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText(/3-card reading is being crafted.*within 24 hours.*spam/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog");

    // The e2e server owns its embedded database: the dev checkout page reads the order back.
    await page.goto(`/dev/checkout/${orderId}`);
    await expect(page.getByTestId("order-payment")).toContainText("paid");
    // The job runner may already have fulfilled it; either way it was paid exactly through the webhook path.
    await expect(page.getByTestId("order-status")).toHaveText(/^(paid|fulfilled)$/);
    await expect(page.getByRole("button", { name: "Pay", exact: true })).toHaveCount(0);
  });

  test("the cancel path lands on /cancel and the order is not paid", async ({ page }) => {
    const orderId = await orderTarotAsGuest(page, uniqueEmail("cancel"));
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await page.waitForURL(`**/cancel?order=${orderId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Cancelled. No charges were made.");
    await expect(page.getByRole("link", { name: "Back to Readings" })).toHaveAttribute("href", "/readings");
    await expect(page.getByRole("main").getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");

    await page.goto(`/dev/checkout/${orderId}`);
    await expect(page.getByTestId("order-status")).toHaveText("cancelled");
    await expect(page.getByTestId("order-payment")).toHaveText("not paid");
  });

  test("tarot validation: each message on submit, cleared on change, with aria-invalid", async ({ page }) => {
    await openShop(page);
    const form = orderForm(page);
    await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Share at least 10 characters so Solara can tune in.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/readings$/);

    await form.getByLabel("Email").fill("not-an-email");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email").fill("iris@example.com");
    await expect(form.getByText("Please enter a valid email address")).toBeHidden();
    await form.getByLabel("Your Question or Focus").fill("Too short");
    await expect(form.getByText("Share at least 10 characters so Solara can tune in.")).toBeVisible();
    await form.getByLabel("Your Question or Focus").fill("Long enough now");
    await expect(form.getByText("Share at least 10 characters so Solara can tune in.")).toBeHidden();
  });

  test("signed out, match and bundle ask the seeker to sign in; cards work from the keyboard", async ({ page }) => {
    await openShop(page);
    for (const name of [/Compatibility Report/, /Journey Bundle/]) {
      await card(page, name).click();
      await expect(card(page, name)).toHaveAttribute("aria-checked", "true");
      const prompt = orderForm(page).getByTestId("sign-in-prompt");
      await expect(prompt.getByText("Please sign in to continue")).toBeVisible();
      await expect(prompt.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
      await expect(prompt.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/signup");
    }
    await expect(page.locator("[data-product=bundle]").getByText("Best Value")).toBeVisible();
    await expect(page.locator("[data-product=tarot]").getByText("Best Value")).toHaveCount(0);
    // Choosing a product brings its form into view.
    await expect(orderForm(page)).toBeInViewport();

    // A radio group: one tab stop, arrow keys move the choice.
    await card(page, /Journey Bundle/).focus();
    await page.keyboard.press("ArrowRight");
    await expect(card(page, /Tarot Reading/)).toHaveAttribute("aria-checked", "true");
    await expect(card(page, /Tarot Reading/)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(card(page, /Journey Bundle/)).toHaveAttribute("aria-checked", "true");
    await expect(page.locator("[role=radio][tabindex='0']")).toHaveCount(1);
  });

  test("signed in: the match form is prefilled, every couples message shows, and the bundle reaches the dev checkout", async ({ page }) => {
    await logIn(page);
    await openShop(page);
    await expect(page.getByTestId("welcome-card")).toContainText("Welcome back, Luna.");
    // The account's email is already in the tarot form (issue 15: nothing to retype).
    await expect(orderForm(page).getByLabel("Email")).toHaveValue(DEMO.email);

    await card(page, /Compatibility Report/).click();
    const match = page.getByTestId("match-form");
    await expect(match.getByLabel("Your Name")).toHaveValue("Luna Everhart");
    await expect(match.getByLabel("Your Date of Birth")).toHaveValue("1990-05-14");
    await expect(match.getByLabel("Your Time of Birth")).toHaveValue("08:15");
    await expect(match.getByLabel("Your Place of Birth")).toHaveValue("London, United Kingdom");
    await expect(match.getByLabel("Your Date of Birth")).toHaveAttribute("type", "date");
    await expect(match.getByLabel("Partner's Time of Birth")).toHaveAttribute("type", "time");

    for (const label of ["Your Name", "Your Date of Birth", "Your Time of Birth", "Your Place of Birth"]) await match.getByLabel(label).fill("");
    await match.getByRole("button", { name: /Unlock Our Compatibility Report/ }).click();
    for (const message of [
      "Your name is required",
      "Date of birth is required",
      "Time of birth is required",
      "Place of birth is required",
      "Partner name is required",
      "Partner date of birth is required",
      "Partner time of birth is required",
      "Partner place of birth is required",
    ]) {
      await expect(match.getByText(message, { exact: true })).toBeVisible();
    }
    await match.getByLabel("Partner's Name").fill("Rowan Vale");
    await expect(match.getByText("Partner name is required")).toBeHidden();

    // The bundle keeps the partner typed in the match form, and the profile for the seeker.
    await card(page, /Journey Bundle/).click();
    const bundle = page.getByTestId("bundle-form");
    await expect(bundle.getByLabel("Your Name")).toHaveValue("Luna Everhart");
    await expect(bundle.getByLabel("Partner's Name")).toHaveValue("Rowan Vale");
    await bundle.getByLabel("Your Shared Intention").fill("Us");
    await bundle.getByRole("button", { name: /Claim the Couples Bundle/ }).click();
    await expect(bundle.getByText("Share at least 10 characters about your intention for the tarot journey.")).toBeVisible();

    await bundle.getByLabel("Your Shared Intention").fill("We want a gentler rhythm at home after a busy year.");
    await bundle.getByLabel("Partner's Date of Birth").fill("1988-11-02");
    await bundle.getByLabel("Partner's Time of Birth").fill("21:40");
    await bundle.getByLabel("Partner's Place of Birth").fill("Dublin, Ireland");
    await bundle.getByLabel("Partner's Place of Birth").press("Escape");
    await bundle.getByRole("button", { name: /Claim the Couples Bundle/ }).click();
    await page.waitForURL(DEV_CHECKOUT);
    await expect(page.getByTestId("order-product")).toHaveText("Couples Bundle");
    await expect(page.getByTestId("order-amount")).toHaveText("$79");
    await expect(page.getByTestId("order-email")).toHaveText(DEMO.email);

    // A live session's form has the email too.
    await page.goto("/checkout/astro-blueprint");
    await hydrated(page);
    await expect(page.getByTestId("live-session-form").getByLabel("Email")).toHaveValue(DEMO.email);
  });

  test("signed in: a seeker already in the email field when the session arrives keeps what they type", async ({ page }) => {
    await signUpSeeker(page, LUNA, "prefill");
    // The session call is held until the seeker is in the field, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/session", async (route) => {
      await held;
      await route.continue();
    });
    await openShop(page);
    const email = orderForm(page).getByLabel("Email");
    await email.focus();
    release();
    await expect(page.getByTestId("welcome-card")).toContainText("Welcome back, Luna.");
    // Nothing is put under the cursor: the field stays as the seeker left it, and takes what they type.
    await expect(email).toHaveValue("");
    await email.pressSequentially("luna@example.com");
    await expect(email).toHaveValue("luna@example.com");
  });

  test("a failed checkout re-enables the button, keeps what was typed and shows the SPEC toasts", async ({ page }) => {
    let answer: { status: number; body: string } = { status: 503, body: JSON.stringify({ message: "Payments are resting for a moment." }) };
    // Each checkout call is held until released, so the busy state can be seen. A call is released
    // only once it has reached the route (the button turns busy before the request is sent).
    const held: (() => void)[] = [];
    await page.route("**/api/stripe/checkout", async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
    });
    const release = async () => {
      await expect.poll(() => held.length).toBe(1);
      held.shift()!();
    };
    await openShop(page);
    const form = orderForm(page);
    await form.getByLabel("Email").fill("iris@example.com");
    await form.getByLabel("Your Question or Focus").fill("What am I not seeing about this decision?");
    await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();

    const busy = form.getByRole("button", { name: "Processing..." });
    await expect(busy).toBeDisabled();
    await release();
    await expect(page.getByText("Checkout error")).toBeVisible();
    await expect(page.getByText("Payments are resting for a moment.")).toBeVisible();
    const submit = form.getByRole("button", { name: /Begin My Tarot Reading/ });
    await expect(submit).toBeEnabled();
    await expect(form.getByLabel("Email")).toHaveValue("iris@example.com");
    await expect(form.getByLabel("Your Question or Focus")).toHaveValue("What am I not seeing about this decision?");

    answer = { status: 401, body: JSON.stringify({ message: "Please sign in to continue." }) };
    await submit.click();
    await expect(busy).toBeDisabled();
    await release();
    await expect(page.getByText("Please sign in before purchasing a reading.")).toBeVisible();
    await expect(page).toHaveURL(/\/readings$/);
  });
});

test.describe("live-session checkout", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("numerology-map: validation, the browser's timezone, then the dev checkout at the catalogue price", async ({ page }) => {
    await page.goto("/checkout/numerology-map");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal Numerology Map");
    await expect(page.getByTestId("live-price")).toHaveText("$129");
    await expect(page.getByText("40-page PDF plus 45-minute session").first()).toBeVisible();

    const form = page.getByTestId("live-session-form");
    await expect(form.getByLabel("Timezone")).toHaveValue("Tokyo (Asia) · GMT+9");
    await form.getByRole("button", { name: "Reserve My Spot" }).click();
    await expect(form.getByText("We need your email to send scheduling links and materials.")).toBeVisible();
    await expect(form.getByText("Share your intention so your oracle can prepare.")).toBeVisible();

    const email = uniqueEmail("live");
    await form.getByLabel("Full name").fill("Iris Moonwell");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Your intention").fill("Plan my year around my personal cycle.");
    await form.getByRole("button", { name: "Reserve My Spot" }).click();
    await page.waitForURL(DEV_CHECKOUT);
    await expect(page.getByTestId("order-product")).toHaveText("Personal Numerology Map");
    await expect(page.getByTestId("order-amount")).toHaveText("$129");
    await expect(page.getByTestId("order-email")).toHaveText(email);
  });

  test("a failure shows 'Checkout unavailable' with the fallback message", async ({ page }) => {
    await page.route("**/api/stripe/checkout", (route) => route.abort());
    await page.goto("/checkout/tarot-immersion");
    await hydrated(page);
    const form = page.getByTestId("live-session-form");
    await form.getByLabel("Email").fill("iris@example.com");
    await form.getByLabel("Your intention").fill("Decide about the move.");
    await form.getByRole("button", { name: "Reserve My Spot" }).click();
    await expect(page.getByText("Checkout unavailable")).toBeVisible();
    await expect(page.getByText("We couldn’t start your checkout just yet. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Your intention")).toHaveValue("Decide about the move.");
  });

  test("every live session has its page; any other product is a 404", async ({ page }) => {
    for (const [path, price] of [
      ["/checkout/astro-blueprint", "$149"],
      ["/checkout/tarot-immersion", "$119"],
    ]) {
      const res = await page.goto(path!);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId("live-price")).toHaveText(price!);
    }
    const missing = await page.goto("/checkout/free-lunch");
    expect(missing?.status()).toBe(404);
  });
});
