import { expect, test, type APIRequestContext, type Page } from "./test";

import { OPERATOR_EMAIL, OPERATOR_PASSWORD, REVIEW_OPERATOR_EMAIL } from "./studio-operators";
import { hydrated, uniqueEmail } from "./support";

/**
 * The operators' studio, against the production build. The 404 checks run on the main e2e
 * server (OPERATOR_EMAILS = OPERATOR_EMAIL); the "@review-all" journey runs on the second server
 * (READING_REVIEW=all), where every reading waits for a person (playwright.config.ts).
 */

const PAGES = ["/studio", "/studio/review", "/studio/orders", "/studio/orders/some-order", "/studio/emails", "/studio/emails/some-email", "/studio/subscribers", "/studio/messages"];
const CALLS: { method: "GET" | "POST" | "DELETE"; path: string; data?: unknown }[] = [
  { method: "GET", path: "/api/studio/health" },
  { method: "POST", path: "/api/studio/health", data: {} },
  { method: "POST", path: "/api/studio/readings/some-order/edit", data: { body: "x".repeat(60), version: new Date().toISOString() } },
  { method: "POST", path: "/api/studio/readings/some-order/approve", data: { version: new Date().toISOString() } },
  { method: "POST", path: "/api/studio/readings/some-order/crisis-letter", data: { kind: "self-harm", note: "testing" } },
  { method: "POST", path: "/api/studio/readings/some-order/close", data: { note: "testing" } },
  { method: "POST", path: "/api/studio/orders/some-order/refund", data: { reason: "testing" } },
  { method: "POST", path: "/api/studio/orders/some-order/resend", data: { messageId: "m" } },
  { method: "POST", path: "/api/studio/jobs/some-job/retry", data: {} },
  { method: "POST", path: "/api/studio/alerts/some-alert/resolve", data: {} },
  { method: "GET", path: "/api/studio/orders/some-order/refund" },
  { method: "DELETE", path: "/api/studio/jobs/some-job/retry", data: {} },
];

// (A body-carrying call that is not JSON, or comes from another site, is refused by proxy.ts with
// 415 or 403 before any route is looked at, for every /api path alike: it says nothing of the studio.)

/** Signs the request context (and its page, if any) in: a new account, or the existing one on a reused database. */
async function signIn(request: APIRequestContext, email: string, password = OPERATOR_PASSWORD) {
  const signup = await request.post("/api/auth/signup", { data: { email, password, fullName: "Studio Operator", dateOfBirth: "1985-03-21" } });
  if (signup.status() === 201) return;
  expect((await request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
}

async function expectEverythingNotFound(request: APIRequestContext, who: string) {
  const notFoundPage = await (await request.get("/this-path-does-not-exist")).text();
  const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
  for (const path of PAGES) {
    const res = await request.get(path);
    expect(res.status(), `${who} ${path}`).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(titleOf(html)).toBe(titleOf(notFoundPage));
    expect(res.headers()["cache-control"] ?? "").toMatch(/no-store/);
  }
  for (const call of CALLS) {
    const res = await request.fetch(call.path, { method: call.method, data: call.data });
    expect(res.status(), `${who} ${call.method} ${call.path}`).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  }
}

test.describe("the studio's door", () => {
  test("answers 404 to a signed-out visitor and to a signed-in seeker, on every page and call", async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    await expectEverythingNotFound(guest, "signed out");
    await guest.dispose();

    const seeker = await playwright.request.newContext({ baseURL });
    await signIn(seeker, uniqueEmail("not-an-operator"), "a-seeker-password-1");
    expect((await (await seeker.get("/api/auth/session")).json()).user.email).toMatch(/^not-an-operator/);
    await expectEverythingNotFound(seeker, "seeker");
    await seeker.dispose();
  });

  test("opens for an operator, uncached, and every page renders", async ({ page }) => {
    await signIn(page.request, OPERATOR_EMAIL);
    for (const path of PAGES.filter((p) => !p.includes("some-"))) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()["cache-control"] ?? "").toMatch(/no-store/);
      await expect(page.getByRole("navigation", { name: "Studio" })).toBeVisible();
    }
    await page.goto("/studio");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByTestId("queue-health")).toBeVisible();
    // A missing order is the studio's own "no such order", for an operator (streamed after the
    // studio's loading state, so the status is already sent: the page says it, and noindex).
    await page.goto("/studio/orders/no-such-order");
    await expect(page.getByRole("heading", { name: "No such order" })).toBeVisible();
    const health = await page.request.get("/api/studio/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ jobs: expect.any(Object), red: expect.any(Boolean), latency: expect.any(Array) });
  });
});

/** Waits until React has attached its handlers to the element (a click before that does nothing). */
async function interactive(page: Page, testId: string) {
  await hydrated(page);
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, testId);
}

/** Polls the dev outbox until `count` messages to `email` are listed. */
async function outboxCount(page: Page, email: string, count: number) {
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("outbox-message")).toHaveCount(count, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 1000, 2000] });
}

test("@review-all a guest's tarot reading waits for a person; the operator reads it, edits a sentence, approves, and the letter carries the edit", async ({ browser }) => {
  test.slow();
  const buyer = uniqueEmail("held");
  const question = `What is this move to the coast really asking of me? (${Date.now()})`;

  // The guest buys a tarot reading through the dev provider.
  const guest = await browser.newPage();
  await guest.goto("/readings");
  await hydrated(guest);
  const form = guest.getByTestId("order-form");
  await form.getByLabel("Email").fill(buyer);
  await form.getByLabel("Your Question or Focus").fill(question);
  await form.getByRole("button", { name: /Begin My Tarot Reading/ }).click();
  await guest.waitForURL(/\/dev\/checkout\/[a-z0-9]+$/);
  const orderId = guest.url().split("/").pop() as string;
  await guest.getByRole("button", { name: "Pay", exact: true }).click();
  await guest.waitForURL(/\/success/);

  // The operator signs in; the reading is written and held, and nothing has gone to the buyer.
  const operator = await browser.newPage();
  await signIn(operator.request, REVIEW_OPERATOR_EMAIL);
  await expect(async () => {
    await operator.goto("/studio/review");
    await expect(operator.getByTestId("held-reading").filter({ hasText: buyer })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 1000, 2000] });
  await outboxCount(guest, buyer, 0);

  // From the overview, through the review queue, to the order.
  await operator.goto("/studio");
  await expect(operator.getByTestId("held-count").locator("dd").first()).not.toHaveText("0");
  await operator.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: /Review/ }).click();
  await operator.getByTestId("held-reading").filter({ hasText: buyer }).click();
  await operator.waitForURL(`**/studio/orders/${orderId}`);
  await interactive(operator, "approve-reading");
  await expect(operator.getByTestId("buyer-words")).toContainText(question);
  await expect(operator.getByTestId("hold-reason")).toContainText("Every reading is read");
  await expect(operator.getByTestId("care-summary")).toBeVisible();
  await expect(operator.getByTestId("fact-sheet")).toBeVisible();

  // Read the draft, then edit one sentence of it.
  const draft = operator.getByTestId("reading-draft");
  await expect(draft).toContainText("You asked");
  await expect(draft.getByRole("heading").first()).toBeVisible();
  await operator.getByRole("button", { name: "Edit the text" }).click();
  const textarea = operator.getByLabel("The letter, in the writers' markup");
  const original = await textarea.inputValue();
  const paragraph = original.split(/\n\n+/).find((p) => !/^(#|-|You asked)/.test(p.trim()));
  const sentence = paragraph?.match(/^[^.!?]+[.!?]/)?.[0];
  expect(sentence, "a sentence to edit").toBeTruthy();
  const replacement = "A person at the studio read this letter and added this sentence for you.";
  await textarea.fill(original.replace(sentence as string, replacement));
  await expect(operator.getByText("Unsaved edit")).toBeVisible();
  await operator.getByRole("button", { name: "Read", exact: true }).click();
  await expect(draft).toContainText(replacement);

  // Approve: saved and approved in one step, after a confirmation.
  await operator.getByTestId("approve-reading").click();
  const dialog = operator.getByRole("alertdialog", { name: "Approve and send this letter?" });
  await expect(dialog).toContainText(buyer);
  await dialog.getByRole("button", { name: "Approve and send" }).click();
  await expect(operator.getByText(`Approved. The letter is on its way to ${buyer}.`)).toBeVisible();

  // The letter in the outbox carries the edit, and only one went out.
  await outboxCount(guest, buyer, 1);
  await guest.getByTestId("outbox-message").click();
  const text = (await guest.getByTestId("outbox-text").innerText()).replace(/\s+/g, " ");
  expect(text).toContain(replacement);
  expect(text).not.toContain((sentence as string).replace(/\s+/g, " ").trim());
  expect(text).toContain("read and approved by a person on our team");
  await expect(guest.frameLocator("iframe[title='Email HTML']").getByText(replacement)).toBeVisible();

  // The studio shows it sent, approved by the operator, with the edit and the approval on the timeline.
  await expect(async () => {
    await operator.reload();
    await expect(operator.getByTestId("reading-status")).toHaveText("Sent", { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  const timeline = operator.getByTestId("order-timeline");
  await expect(timeline).toContainText("reading.edit");
  await expect(timeline).toContainText("reading.approve");
  await expect(timeline).toContainText(REVIEW_OPERATOR_EMAIL);
});
