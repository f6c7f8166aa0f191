import { expect, test, type Page } from "./test";

import { noHorizontalScroll, uniqueEmail } from "./support";

/** Issue 15: /success says what was bought, when and where it arrives, and nothing paid when nothing was. */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const person = (name: string, dob: string, tob: string, pob: string) => ({ name, dob, tob, pob });

async function checkout(page: Page, path: string, body: unknown): Promise<string> {
  const res = await page.request.post(path, { data: body });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  return checkoutUrl;
}

/** Pays on the dev provider's page, as a buyer would, and lands on /success. */
async function pay(page: Page, checkoutUrl: string) {
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/\/success\?session_id=dev_cs_/);
}

async function signUp(page: Page, email: string) {
  const res = await page.request.post("/api/auth/signup", {
    data: { email, password: "success-page-42", fullName: "Mira Dawn", dateOfBirth: "1991-02-14", timeOfBirth: "06:30", placeOfBirth: "Lisbon, Portugal" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const viewport of VIEWPORTS) {
  test.describe(`/success at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("a guest's tarot reading keeps SPEC's words and shows the email it goes to", async ({ page }) => {
      const email = uniqueEmail("success.tarot");
      await pay(page, await checkout(page, "/api/stripe/checkout", { product: "tarot", email, prompt: "What should I carry into the new season?" }));
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(page.getByText(/Your 3-card reading is being crafted right now and will arrive by email within 24 hours\. If you don't see it, please check your spam folder\./)).toBeVisible();
      const order = page.getByTestId("success-order");
      await expect(order).toContainText("Solo Tarot Reading");
      await expect(order).toContainText("$29");
      await expect(order).toContainText(email);
      await expect(order).toContainText("By email within 24 hours");
      await expect(page.getByRole("link", { name: "See this order in your portal" })).toHaveCount(0); // a guest has no portal
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: "Read the Blog" })).toHaveAttribute("href", "/blog");
      await noHorizontalScroll(page);
    });

    test("a live session says it is reserved, with the calendar placeholder, and never the 3-card text", async ({ page }) => {
      const email = uniqueEmail("success.live");
      await pay(
        page,
        await checkout(page, "/api/stripe/checkout", { product: "astro-blueprint", email, details: { fullName: "Iris Moonwell", timezone: "Asia/Tokyo", intention: "Understand my Saturn return." } }),
      );
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      await expect(page.getByText(/Your place is reserved\. A confirmation with a tentative calendar invitation is on its way by email/)).toBeVisible();
      await expect(page.getByText(/3-card reading/)).toHaveCount(0);
      const order = page.getByTestId("success-order");
      await expect(order).toContainText("Personal Natal Blueprint Session");
      await expect(order).toContainText("$149");
      await expect(order).toContainText(email);
      await expect(order).toContainText(/60 minutes, live; placeholder .+, 18:00 \(Asia\/Tokyo\), to be confirmed/);
      await expect(page.getByText("Your calendar invitation")).toBeVisible();
      await noHorizontalScroll(page);
    });
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}px: a signed-in buyer's compatibility report and bundle say what they are and link to the order in the portal`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail("success.couple");
    await signUp(page, email);
    const partner = person("Rowan Vale", "1988-11-02", "21:40", "Dublin, Ireland");
    const self = person("Mira Dawn", "1991-02-14", "06:30", "Lisbon, Portugal");

    await pay(page, await checkout(page, "/api/reports/match/checkout", { person1: self, person2: partner }));
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByText(/Your compatibility report is being prepared from both charts and will arrive by email within 24 hours/)).toBeVisible();
    await expect(page.getByText(/3-card reading is being crafted/)).toHaveCount(0);
    await expect(page.getByTestId("success-order")).toContainText("Couples Compatibility Report");
    await expect(page.getByTestId("success-order")).toContainText(email);
    const link = page.getByRole("link", { name: "See this order in your portal" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/portal#order-\w+$/);
    await link.click();
    await expect(page).toHaveURL(/\/portal#order-/);
    const orderId = href?.split("#order-")[1] ?? "";
    await expect(page.locator(`#order-${orderId}`)).toContainText("Couples Compatibility Report");

    await pay(page, await checkout(page, "/api/reports/bundle/checkout", { person1: self, person2: partner, prompt: "We want a gentler rhythm at home after a busy year." }));
    await expect(page.getByText(/Your couples bundle, the compatibility report, a 3-card reading and your 30-day couples roadmap/)).toBeVisible();
    await expect(page.getByTestId("success-order")).toContainText("Couples Bundle");
    await expect(page.getByTestId("success-order")).toContainText("$79");
    await expect(page.getByRole("link", { name: "See this order in your portal" })).toBeVisible();
  });
}

test("without a paid order, /success never says 'Payment Successful!'", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByRole("heading", { name: "No payment to show" })).toBeVisible();
  await expect(page.getByText("Payment Successful!")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Explore Readings" })).toHaveAttribute("href", "/readings");

  await page.goto("/success?session_id=cs_test_not_a_real_session");
  await expect(page.getByRole("heading", { name: "No payment to show" })).toBeVisible();

  // An order not paid yet (the buyer left the checkout open), then cancelled.
  const checkoutUrl = await checkout(page, "/api/stripe/checkout", { product: "tarot", email: uniqueEmail("success.pending"), prompt: "What should I carry into the new season?" });
  const orderId = checkoutUrl.split("/").at(-1) ?? "";
  await page.goto(`/success?session_id=dev_cs_${orderId}`);
  await expect(page.getByRole("heading", { name: "Waiting for your payment" })).toBeVisible();
  await expect(page.getByText("Payment Successful!")).toHaveCount(0);

  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await page.waitForURL(/\/cancel/);
  await page.goto(`/success?session_id=dev_cs_${orderId}`);
  await expect(page.getByRole("heading", { name: "This checkout was cancelled" })).toBeVisible();
  await expect(page.getByText(/no charges were made/)).toBeVisible();
});
