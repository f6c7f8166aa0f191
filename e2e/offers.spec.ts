import { expect, test, type Page } from "./test";

import { hydrated, uniqueEmail } from "./support";

/** Polls the dev outbox until `count` messages to `email` are there (sent after the response that queued them). */
async function openOutboxFor(page: Page, email: string, count = 1) {
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("outbox-message")).toHaveCount(count, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 1000, 2000] });
}

test.use({ timezoneId: "Asia/Tokyo" });

test("the three offer pages: hero, what arrives, a ritual prompt and the form", async ({ page }) => {
  for (const [path, heading, oracle] of [
    ["/offers/astro-digest", "The sky, before your day begins", "Written by Astra, Astrology Oracle"],
    ["/offers/number-brief", "Your week, in numbers you can live by", "Written by Numa, Numerology Oracle"],
    ["/offers/morning-card-pull", "One card, pulled for you, every morning", "Written by Solara, Tarot Oracle"],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(oracle)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What arrives" })).toBeVisible();
    await expect(page.getByTestId("ritual-prompt").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByTestId("subscribe-form")).toBeVisible();
  }
});

test("subscribe from an offer page: toasts for a missing email, a confirmation email (double opt-in), then the welcome letter with a working unsubscribe link", async ({ page }) => {
  await page.goto("/offers/morning-card-pull");
  await hydrated(page);
  const form = page.getByTestId("subscribe-form");
  // The time zone defaults to the browser's, shown by city and offset.
  await expect(form.getByLabel(/Time zone/)).toHaveValue("Tokyo (Asia) · GMT+9");
  await expect(form.getByLabel(/Time zone/)).toHaveAttribute("data-zone", "Asia/Tokyo");

  await form.getByRole("button", { name: "Pull my cards" }).click();
  await expect(page.getByText("Email required", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("We need your best email to deliver the automation.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  const email = uniqueEmail("cards");
  await form.getByLabel(/Full name/).fill("Kei Tanaka");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/Your intention/).fill("braver conversations");
  await form.getByRole("button", { name: "Pull my cards" }).click();
  await expect(page.getByTestId("subscribe-sent")).toContainText("Check your inbox");
  await expect(page.getByTestId("subscribe-sent")).toContainText(email);

  // Only the confirmation arrives until its link is followed.
  await openOutboxFor(page, email);
  await page.getByTestId("outbox-message").click();
  await expect(page.getByTestId("outbox-subject")).toHaveText("Confirm your email for the Morning Card Pull");
  const confirmText = (await page.getByTestId("outbox-text").innerText()).replace(/\n\s*/g, " ");
  const confirmLink = /https?:\/\/\S+\/api\/automations\/confirm\?token=[\w-]+/.exec(confirmText)?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(confirmLink!);
  await expect(page.getByRole("heading", { name: "Confirm the Morning Card Pull?" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("heading", { name: "You are confirmed" })).toBeVisible();

  await openOutboxFor(page, email, 2);
  await page.getByTestId("outbox-message").filter({ hasText: "You're in: the Morning Card Pull" }).click();
  await expect(page.getByTestId("outbox-subject")).toHaveText("You're in: the Morning Card Pull");
  await expect(page.getByText("List-Unsubscribe-Post")).toBeVisible();
  const text = await page.getByTestId("outbox-text").innerText();
  expect(text).toContain("Dear Kei,");
  expect(text).toContain("“braver conversations”");
  expect(text).toContain("Asia/Tokyo");
  const link = /https?:\/\/\S+\/api\/automations\/unsubscribe\?token=[\w-]+/.exec(text.replace(/\n\s*/g, " "))?.[0];
  expect(link).toBeTruthy();

  // The link opens a page with one button (a GET alone never unsubscribes).
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Leave the Morning Card Pull?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe again" })).toHaveAttribute("href", "/offers/morning-card-pull");
});

test("a failed subscription shows 'Whoops, try again' with the server's message", async ({ page }) => {
  await page.route("**/api/automations/subscribe", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"The stars are busy, try again in a minute."}' }));
  await page.goto("/offers/astro-digest");
  await hydrated(page);
  const form = page.getByTestId("subscribe-form");
  await form.getByLabel("Email").fill("iris@example.com");
  await form.getByRole("button", { name: "Send me the sky" }).click();
  await expect(page.getByText("Whoops, try again")).toBeVisible();
  await expect(page.getByText("The stars are busy, try again in a minute.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("iris@example.com");
});
