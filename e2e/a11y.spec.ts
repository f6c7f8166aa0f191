import { expect, test } from "./test";

import { hydrated } from "./support";

// axe and the console on every route, in both themes: e2e/sweep.spec.ts.

test("the theme toggle names the mode it switches to, in both themes, once hydrated", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  await page.goto("/about");
  await hydrated(page);
  const toggle = page.getByTestId("theme-toggle");
  await expect(toggle).toHaveAttribute("aria-label", "Switch to dark mode");
  await toggle.click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(toggle).toHaveAttribute("aria-label", "Switch to light mode");
});
