import { hydrated, uniqueEmail } from "./support";
import { expect, test, type Page } from "./test";

/**
 * Issue 15, part 8: the small things a paying seeker notices. The theme toggle's label is
 * e2e/a11y.spec.ts, font-free glyphs and the console on every route are e2e/sweep.spec.ts, the
 * table scroller is the sweep's last test, logout's traces e2e/first-minutes.spec.ts.
 */

const THEMES = ["dark", "light"] as const;

/** The colour `var(--primary)` resolves to inside `scope` (or the body), as the browser computes it. */
function primaryIn(page: Page, scope: string | null) {
  return page.evaluate((selector) => {
    const host = selector ? document.querySelector(selector) : document.body;
    if (!host) throw new Error(`no ${selector}`);
    const probe = document.createElement("span");
    probe.style.color = "var(--primary)";
    host.appendChild(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, scope);
}

async function open(page: Page, path: string, theme: string, persona: string) {
  await page.addInitScript(
    ([t, p]) => {
      localStorage.setItem("theme", t);
      localStorage.setItem("tqv-active-persona", p);
    },
    [theme, persona] as const,
  );
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("body")).toHaveAttribute("data-persona", persona);
}

test.describe("author and offer pages wear their own oracle's colours", () => {
  // Morning Card Pull is Solara's series, as the author page is hers.
  for (const path of ["/authors/solara", "/offers/morning-card-pull"]) {
    for (const theme of THEMES) {
      test(`${path} stays Solara's while Astra is active (${theme})`, async ({ browser }) => {
        const solaraActive = await browser.newPage();
        await open(solaraActive, path, theme, "solara");
        const solara = await primaryIn(solaraActive, null);
        await solaraActive.close();

        const astraActive = await browser.newPage();
        await open(astraActive, path, theme, "astra");
        const scope = "[data-persona=solara].persona-scope";
        await expect(astraActive.locator(scope)).toHaveCount(1);
        const astra = await primaryIn(astraActive, null);
        expect(astra, "Astra's accent differs from Solara's").not.toBe(solara);
        expect(await primaryIn(astraActive, scope), "the page's own accent").toBe(solara);
        // And what the seeker sees: the oracle's role line is drawn in it.
        await expect(astraActive.locator(`${scope} .text-primary`).first()).toHaveCSS("color", solara);
        await astraActive.close();
      });
    }
  }
});

/**
 * Every tap target a phone shows is at least 44 × 44 px: header, menu, footer, forms. Links inside
 * running text are exempt (WCAG 2.5.5 "inline"), and a radio or checkbox is measured by its label.
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none";
    };
    const inline = (el: Element) => el.tagName === "A" && !!el.closest("p, td, th, blockquote, figcaption, [data-prose]");
    const selector =
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem], [role=option]";
    const out: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
        target = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el;
      }
      // Visually hidden until focused (the skip link: measured focused, below), or inline in a sentence.
      const style = getComputedStyle(target);
      const hidden = style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)";
      if (hidden || !visible(target) || inline(target) || target.closest("[aria-hidden=true], [inert]")) continue;
      // A link stretched over its card by an absolute ::after (the blog's cards) is the card's size.
      const after = getComputedStyle(target, "::after");
      if (after.content !== "none" && after.position === "absolute") {
        let block = target.parentElement;
        while (block && getComputedStyle(block).position === "static") block = block.parentElement;
        if (block) target = block;
      }
      const r = target.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        out.push(`${target.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return out;
  });
}

async function targetsHold(page: Page) {
  // The footer's links are there to be measured (not a page without a footer passing by default).
  await expect(page.locator("footer nav a").first()).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  // The skip link, once the keyboard brings it out.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  // The menu, open.
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
}

test.describe("tap targets on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/", "/solo-reading", "/signup", "/login", "/readings", "/blog", "/contact", "/offers/astro-digest"]) {
    test(`${path}: every target is at least 44 px, the footer's links included`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await targetsHold(page);
    });
  }

  test("signed in, the portal and its settings: every target is at least 44 px", async ({ page }) => {
    const signup = await page.request.post("/api/auth/signup", {
      data: {
        email: uniqueEmail("targets"),
        password: "moonlight-42",
        fullName: "Maya Ortiz",
        dateOfBirth: "1990-05-14",
        timeOfBirth: "08:15",
        placeOfBirth: "London, United Kingdom",
      },
    });
    expect(signup.status(), await signup.text()).toBeLessThan(300);
    for (const path of ["/portal", "/portal/settings"]) {
      await page.goto(path);
      await hydrated(page);
      await targetsHold(page);
    }
  });
});

/** WCAG contrast between two colours given as [r, g, b] in 0–255. */
function contrast(a: number[], b: number[]) {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test.describe("filled buttons show a focus ring distinct from their fill", () => {
  // The login form's <Button> (classes merged) and the header's call to action (the raw classes, issue 16).
  const BUTTONS = [
    { path: "/login", width: 390, target: (page: Page) => page.getByRole("button", { name: "Log In" }) },
    { path: "/", width: 1440, target: (page: Page) => page.getByRole("banner").getByRole("link", { name: "Get Started Free" }) },
  ];
  for (const theme of THEMES) {
    for (const { path, width, target } of BUTTONS) {
      test(`on ${path} at ${width} px, focused from the keyboard (${theme})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
        await page.goto(path);
        await hydrated(page);
        const button = target(page);
        await expect(button).toBeVisible();
        const unfocused = await button.evaluate((el) => getComputedStyle(el).boxShadow);
        for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
        await expect(button).toBeFocused();
        // The ring fades in (transition-all): read it once it has arrived.
        await button.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const ring = await button.evaluate((el) => {
          // Any CSS colour (oklch, color-mix…) as the browser paints it, through a canvas.
          const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
          const paint = (colour: string) => {
            ctx.clearRect(0, 0, 1, 1);
            ctx.fillStyle = colour;
            ctx.fillRect(0, 0, 1, 1);
            return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
          };
          const s = getComputedStyle(el);
          const probe = document.createElement("span");
          probe.style.color = "var(--background)";
          document.body.appendChild(probe);
          const background = paint(getComputedStyle(probe).color);
          probe.remove();
          // The shadow's layers with a spread and no offset or blur, widest first: the ring, then the gap.
          const layers = s.boxShadow
            .split(/,(?![^(]*\))/)
            .map((l) => l.trim())
            .map((l) => ({ colour: l.replace(/\s*(inset\s*)?(-?[\d.]+px\s*){2,4}$/, ""), px: (l.match(/(-?[\d.]+)px/g) ?? []).map(parseFloat) }))
            .filter(({ px }) => px.length === 4 && px[0] === 0 && px[1] === 0 && px[2] === 0 && (px[3] ?? 0) > 0)
            .sort((a, b) => (b.px[3] ?? 0) - (a.px[3] ?? 0));
          const [outer, gap] = layers;
          return {
            boxShadow: s.boxShadow,
            ring: outer ? { spread: outer.px[3] ?? 0, colour: paint(outer.colour) } : null,
            gap: gap ? { spread: gap.px[3] ?? 0, colour: paint(gap.colour) } : null,
            fill: paint(s.backgroundColor),
            background,
          };
        });
        expect(ring.boxShadow).not.toBe(unfocused);
        expect(ring.ring, `a ring and a gap in ${ring.boxShadow}`).not.toBeNull();
        expect(ring.gap, `a ring and a gap in ${ring.boxShadow}`).not.toBeNull();
        // A gap of the page's own colour between the fill and the ring, then at least 2 px of ring.
        expect(ring.gap!.spread).toBeGreaterThanOrEqual(2);
        expect(ring.gap!.colour).toEqual(ring.background);
        expect(ring.ring!.spread - ring.gap!.spread).toBeGreaterThanOrEqual(2);
        // Seen against the page (3:1, as WCAG asks of a focus indicator), and never a halo in the fill's own colour.
        expect(contrast(ring.ring!.colour, ring.background), `ring ${ring.ring!.colour} on the page ${ring.background}`).toBeGreaterThanOrEqual(3);
        expect(contrast(ring.ring!.colour, ring.fill), `ring ${ring.ring!.colour} beside the fill ${ring.fill}`).toBeGreaterThanOrEqual(2);
      });
    }
  }
});
