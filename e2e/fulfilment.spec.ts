import { expect, test, type Page } from "./test";

import { hydrated, uniqueEmail } from "./support";

/** Polls the dev outbox until `count` messages to `email` are there (the server's job runner sends them). */
async function openOutboxFor(page: Page, email: string, count = 1) {
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("outbox-message")).toHaveCount(count, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 1000, 2000] });
}

test("a guest's tarot purchase through the dev provider ends with the reading in the outbox, naming three cards and the question", async ({ page }) => {
  const email = uniqueEmail("reading");
  const question = `Is this the season to leave the city and start over somewhere quieter? (${Date.now()})`;

  await page.goto("/readings");
  await hydrated(page);
  const form = page.getByTestId("order-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Your Question or Focus").fill(question);
  await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
  await page.waitForURL(/\/dev\/checkout\/[a-z0-9]+$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/\/success/);

  await openOutboxFor(page, email);
  await expect(page.getByTestId("outbox-message")).toContainText("Your three cards, read by Solara");
  await page.getByTestId("outbox-message").click();
  await expect(page.getByTestId("outbox-subject")).toHaveText("Your three cards, read by Solara");

  // The plain-text part: the question restated, the three cards by position, the 30-day plan.
  const text = (await page.getByTestId("outbox-text").innerText()).replace(/[ \t]*\n[ \t]*(?!\n)/g, " ");
  expect(text).toContain(`You asked: “${question}”`);
  const raw = await page.getByTestId("outbox-text").innerText();
  const cards = [...raw.matchAll(/^(Past|Present|Path): (.+?)(?: \(reversed\))?$/gm)].map((m) => [m[1], m[2]]);
  expect(cards.map((c) => c[0])).toEqual(["Past", "Present", "Path"]);
  for (const [position, name] of cards) expect(raw).toContain(`${position!.toUpperCase()} · ${name!.toUpperCase()}`);
  expect(raw).toContain("YOUR 30-DAY INTEGRATION PLAN");

  // The HTML part, as a mail client renders it: the same three cards and the question.
  const html = page.frameLocator("iframe[title='Email HTML']");
  await expect(html.getByTestId("email-card")).toHaveCount(3);
  for (const [, name] of cards) await expect(html.getByTestId("email-card").filter({ hasText: name! })).toHaveCount(1);
  await expect(html.getByText(`You asked: “${question}”`)).toBeVisible();
  await expect(html.getByText("Your 30-day integration plan")).toBeVisible();
});
