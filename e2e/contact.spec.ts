import { expect, test } from "./test";

import { hydrated } from "./support";

test("contact: validation messages, then a sent message stored for the team", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  // Re-validates on change once submitted.
  await page.getByLabel("Name").fill("Iris Moonwell");
  await expect(page.getByText("Name must be at least 2 characters")).toBeHidden();

  const note = `Could Numa explain personal years? (${Date.now()})`;
  await page.getByLabel("Email").fill("iris@example.com");
  await page.getByLabel("Message").fill(note);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();

  // The row exists in the database: the dev inbox reads it back.
  await page.goto("/dev/inbox");
  await expect(page.getByTestId("inbox-message").filter({ hasText: note })).toContainText("Iris Moonwell");

  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Name").fill("Iris Moonwell");
  await page.getByLabel("Email").fill("iris@example.com");
  await page.getByLabel("Message").fill("A second message for the team.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.getByRole("button", { name: "Send Another Message" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("");
});

test("contact: a server failure shows the error toast and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }));
  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Name").fill("Iris Moonwell");
  await page.getByLabel("Email").fill("iris@example.com");
  await page.getByLabel("Message").fill("This one will not get through.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue("This one will not get through.");
});
