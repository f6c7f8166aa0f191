import { expect, test, type Page } from "./test";

import { cronHeaders } from "./cron";
import { hydrated, noHorizontalScroll, uniqueEmail } from "./support";

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
  test.slow(); // the whole journey, through two letters in the outbox: over a minute on a busy machine
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

/**
 * Zones without daylight saving, one per whole-hour offset from -11 to +14: whatever the clock,
 * one of them is between 05:30 and 06:30, inside the Daily Transit Digest's 05:00-07:00 send window
 * (lib/automations/schedule.ts), so a subscriber confirmed now gets today's first digest at once.
 */
const FIXED_ZONES = [
  "Pacific/Pago_Pago", "Pacific/Honolulu", "Pacific/Gambier", "Pacific/Pitcairn", "America/Phoenix", "America/Guatemala", "America/Bogota",
  "America/La_Paz", "America/Argentina/Buenos_Aires", "America/Noronha", "Atlantic/Cape_Verde", "Africa/Abidjan", "Africa/Lagos",
  "Africa/Johannesburg", "Europe/Istanbul", "Asia/Dubai", "Asia/Karachi", "Asia/Dhaka", "Asia/Bangkok", "Asia/Shanghai", "Asia/Tokyo",
  "Australia/Brisbane", "Pacific/Guadalcanal", "Pacific/Tarawa", "Pacific/Fakaofo", "Pacific/Kiritimati",
];
function zoneAtSixNow(now = new Date()): string {
  const minutes = (zone: string) => {
    const [h, m] = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now).split(":").map(Number);
    return h! * 60 + m!;
  };
  const zone = FIXED_ZONES.reduce((best, z) => (Math.abs(minutes(z) - 360) < Math.abs(minutes(best) - 360) ? z : best));
  expect(Math.abs(minutes(zone) - 360)).toBeLessThanOrEqual(30);
  return zone;
}

/** Follows the confirmation link in the opt-in letter to `email`, and confirms. */
async function confirmFromOutbox(page: Page, email: string, seriesName: string) {
  await openOutboxFor(page, email);
  await page.getByTestId("outbox-message").click();
  await expect(page.getByTestId("outbox-subject")).toHaveText(`Confirm your email for the ${seriesName}`);
  const confirmText = (await page.getByTestId("outbox-text").innerText()).replace(/\n\s*/g, " ");
  const confirmLink = /https?:\/\/\S+\/api\/automations\/confirm\?token=[\w-]+/.exec(confirmText)?.[0];
  expect(confirmLink).toBeTruthy();
  await page.goto(confirmLink!);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page.getByRole("heading", { name: "You are confirmed" })).toBeVisible();
}

/**
 * Opens the letter to `email` whose subject matches, once it is sent. A letter the scheduler
 * queues (a morning's digest) needs the cron call a serverless host makes (e2e/cron.ts); the
 * others are sent after the response that queued them.
 */
async function openLetter(page: Page, email: string, subject: RegExp, { scheduled = false } = {}) {
  await expect(async () => {
    if (scheduled) expect((await page.request.get("/api/cron/automations", { headers: cronHeaders })).status()).toBe(200);
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("outbox-message").filter({ hasText: subject })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 120_000, intervals: [1000, 2000, 3000] });
  await page.getByTestId("outbox-message").filter({ hasText: subject }).click();
  await expect(page.getByTestId("outbox-subject")).toHaveText(subject);
  return (await page.getByTestId("outbox-text").innerText()).replace(/\s+/g, " ");
}

test.describe("the Daily Transit Digest's birth details", () => {
  // The browser's zone, which the form offers as the subscriber's: one where it is about 06:00 now.
  test.use({ timezoneId: async ({}, provide) => provide(zoneAtSixNow()) });

  for (const width of [390, 1440]) {
    test(`subscribing with a birth date, time and a suggested place makes the first digest the reader's own sky, at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/offers/astro-digest");
      await hydrated(page);
      const form = page.getByTestId("subscribe-form");
      const email = uniqueEmail("sky");
      await form.getByLabel(/Full name/).fill("Inês Duarte");
      await form.getByLabel("Email").fill(email);
      const birth = form.getByRole("group", { name: /Your birth details/ });
      await birth.getByLabel("Date of birth").fill("1990-05-14");
      await birth.getByLabel(/Time of birth/).fill("08:15");
      await birth.getByLabel("Place of birth").pressSequentially("Lisbo", { delay: 40 });
      await page.getByRole("option", { name: /^Lisbon.*Portugal/ }).first().click();
      await expect(birth.getByLabel("Place of birth")).toHaveValue(/^Lisbon.*Portugal/);
      await noHorizontalScroll(page);
      await form.getByRole("button", { name: "Send me the sky" }).click();
      await expect(page.getByTestId("subscribe-sent")).toContainText(email);

      await confirmFromOutbox(page, email, "Daily Transit Digest");
      // The welcome letter repeats what was stored, so the reader can check it.
      const welcome = await openLetter(page, email, /You're in: the Daily Transit Digest/);
      expect(welcome).toContain("You gave me your birth details: born 14 May 1990 at 08:15 in Lisbon.");

      // Today's digest, read against that chart: the headline is a transit to it, the Moon in a house.
      const digest = await openLetter(page, email, /: your sky for /, { scheduled: true });
      expect(digest).toMatch(/Your sky today · \w+day \d{1,2} \w+/);
      expect(digest).not.toContain("The sky today");
      expect(digest).toMatch(/Moon: \w+, your \d{1,2}(st|nd|rd|th) house/);
      expect(digest).toContain("YOUR HEADLINE");
      expect(digest).toMatch(/Open your Today view: https?:\/\/\S+\/portal\/today/);
      expect(digest).not.toContain("Your birth time is not known");
    });
  }

  test("subscribing without birth details: the first digest is honestly 'The sky today'", async ({ page }) => {
    test.slow();
    await page.goto("/offers/astro-digest");
    await hydrated(page);
    const form = page.getByTestId("subscribe-form");
    const email = uniqueEmail("shared-sky");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send me the sky" }).click();
    await expect(page.getByTestId("subscribe-sent")).toContainText(email);

    await confirmFromOutbox(page, email, "Daily Transit Digest");
    const welcome = await openLetter(page, email, /You're in: the Daily Transit Digest/);
    expect(welcome).not.toContain("You gave me your birth details");
    const digest = await openLetter(page, email, /: the sky today, /, { scheduled: true });
    expect(digest).toMatch(/The sky today · \w+day \d{1,2} \w+/);
    expect(digest).not.toContain("Your sky today");
    expect(digest).not.toContain("YOUR HEADLINE");
    expect(digest).toMatch(/Add your birth date for your own sky: https?:\/\/\S+\/offers\/astro-digest/);
  });

  test("a birth time without a place is refused on the place field, and nothing typed is lost", async ({ page }) => {
    await page.goto("/offers/astro-digest");
    await hydrated(page);
    const form = page.getByTestId("subscribe-form");
    await form.getByLabel("Email").fill(uniqueEmail("no-place"));
    await form.getByLabel("Date of birth").fill("1990-05-14");
    await form.getByLabel(/Time of birth/).fill("08:15");
    await form.getByRole("button", { name: "Send me the sky" }).click();
    await expect(form.getByText("Add the place of birth too: a birth time is read on that place's clock.")).toBeVisible();
    await expect(form.getByLabel("Place of birth")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(/Time of birth/)).toHaveValue("08:15");
  });
});

test("a confirmed subscriber's new details wait for the link sent to that address, which names what changes", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("changes");
  const subscribeAs = async (name: string) => {
    await page.goto("/offers/morning-card-pull");
    await hydrated(page);
    const form = page.getByTestId("subscribe-form");
    await form.getByLabel(/Full name/).fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Pull my cards" }).click();
    // Answered before anything else: leaving the page while the form still validates sends nothing
    // (it did, once, under load: no request was made and the outbox stayed empty).
    await expect(page.getByTestId("subscribe-sent")).toContainText(email);
  };
  await subscribeAs("Nova Sterling");
  await confirmFromOutbox(page, email, "Morning Card Pull");

  // Someone types the same address with another name: nothing changes until the owner confirms.
  await subscribeAs("Visit evil.example");
  const sent = page.getByTestId("subscribe-sent");
  await expect(sent).toContainText("To change your details, follow the link in the email we've sent to this address.");
  await expect(sent).toContainText("until you confirm, your letters go on as they are.");

  const letter = await openLetter(page, email, /Confirm the changes to your Morning Card Pull/);
  expect(letter).toContain("asked to change your name for the Morning Card Pull");
  expect(letter).not.toContain("evil.example");
  const link = /https?:\/\/\S+\/api\/automations\/confirm\?token=[\w-]+/.exec(letter)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Change your Morning Card Pull?" })).toBeVisible();
  await expect(page.getByTestId("confirm-panel")).toContainText(`Someone asked to change your name for ${email}. Until you confirm, nothing changes.`);
  await page.getByRole("button", { name: "Confirm the changes" }).click();
  await expect(page.getByRole("heading", { name: "Your changes are saved" })).toBeVisible();
  // The same link later: confirmed, with nothing promised that is not on its way.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "You are confirmed" })).toBeVisible();
  await expect(page.getByTestId("confirm-panel")).not.toContainText("welcome letter");
});
