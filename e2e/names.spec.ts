import { expect, test, type Page } from "./test";

import { uniqueEmail } from "./support";

/** Names from six scripts and shapes that once could be sold but never delivered. */
const NAMES = ["李小龍", "محمد", "Владимир", "Ng", "Zoë", "O'Brien-Łukasz"] as const;
const BIRTH = { dob: "1988-04-12", tob: "09:30", pob: "London, United Kingdom" };

async function signUp(page: Page, fullName: string) {
  const res = await page.request.post("/api/auth/signup", { data: { email: uniqueEmail("names"), password: "moonlight-42", fullName, dateOfBirth: "1990-05-14" } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Starts a couples checkout through the real call, pays it on the dev checkout page. */
async function buyAndPay(page: Page, path: string, data: object) {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
}

test("names in any script: blueprints are made, and compatibility and bundle orders are paid and delivered", async ({ page }) => {
  test.slow(); // waits for the in-server job runner to write and send four letters
  await signUp(page, "李小龍");

  // Blueprints for every name, through the portal's own call.
  for (const name of NAMES) {
    const res = await page.request.post("/api/reports/solo", { data: { name, ...BIRTH } });
    expect(res.status(), `${name}: ${await res.text()}`).toBeLessThan(300);
  }
  await page.goto("/portal");
  const history = page.getByTestId("blueprint-history");
  for (const name of NAMES) await expect(history, name).toContainText(name);
  // "Ng" has no vowel: its soul urge is left out, and the blueprint says why instead of failing.
  await history.getByRole("listitem").filter({ hasText: /^Ng/ }).getByRole("link", { name: "Open full blueprint" }).click();
  await expect(page.getByRole("main")).toContainText(/left out the soul urge/);
  await page.goto("/portal");

  // Three compatibility reports and one bundle, each paid, each delivered.
  const pairs = [
    [NAMES[0], NAMES[1]],
    [NAMES[2], NAMES[3]],
    [NAMES[4], NAMES[5]],
  ] as const;
  for (const [a, b] of pairs) {
    await buyAndPay(page, "/api/reports/match/checkout", { person1: { name: a, ...BIRTH }, person2: { name: b, dob: "1991-02-03", tob: "10:00", pob: "Paris, France" } });
  }
  await buyAndPay(page, "/api/reports/bundle/checkout", {
    person1: { name: NAMES[3], ...BIRTH },
    person2: { name: NAMES[1], dob: "1991-02-03", tob: "10:00", pob: "Paris, France" },
    prompt: "We want to build a home that has room for both of our families.",
  });

  const reports = page.getByTestId("match-reports").getByRole("listitem");
  await expect(async () => {
    await page.goto("/portal");
    await expect(reports).toHaveCount(4, { timeout: 2000 });
    for (const item of await reports.all()) await expect(item).toContainText("Delivered", { timeout: 500 });
  }).toPass({ timeout: 90_000, intervals: [1000, 2000, 3000] });
  for (const partner of [NAMES[1], NAMES[3], NAMES[5]]) await expect(page.getByTestId("match-reports")).toContainText(partner);
});
