import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { getPersona, isPersonaHandle, oklchHueOf, PERSONAS, personaOrDefault } from "./index";
import { PERSONA_CSS_FILE, personaCssFile, personaThemeCss } from "./theme-css";

describe("personas", () => {
  it("carry the exact roles, signatures and hues of the spec", () => {
    const byHandle = Object.fromEntries(PERSONAS.map((p) => [p.handle, p]));
    expect(byHandle.astra?.role).toBe("Astrology Oracle");
    expect(byHandle.numa?.role).toBe("Numerology Oracle");
    expect(byHandle.solara?.role).toBe("Tarot Oracle");
    expect(byHandle.astra?.signature).toBe("The stars don't control you… they reveal you.");
    expect(byHandle.numa?.signature).toBe("Numbers are the fingerprints of your soul.");
    expect(byHandle.solara?.signature).toBe("The cards never lie… but they speak in mirrors.");
    expect(PERSONAS.map((p) => [p.palette.accentHue, p.palette.backgroundHue])).toEqual([
      [265, 260],
      [182, 180],
      [32, 320],
    ]);
  });

  it("render the spec hues at the same colour on the oklch wheel", () => {
    // SPEC's hues name colours on the HSL wheel (violet 265, teal 182, amber-orange 32); oklch
    // 265 would be blue and oklch 32 rose, so the palette is written at the converted hue.
    const near = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
    for (const p of PERSONAS) {
      expect(near(p.palette.tintHue, oklchHueOf(p.palette.accentHue))).toBeLessThanOrEqual(5);
      expect(near(p.palette.backgroundTintHue, oklchHueOf(p.palette.backgroundHue))).toBeLessThanOrEqual(5);
      expect(p.palette.accent).toMatch(new RegExp(` ${p.palette.tintHue}\\)$`));
    }
    expect(oklchHueOf(265)).toBeCloseTo(290.5, 0); // violet, not oklch's blue 265
    expect(oklchHueOf(32)).toBeCloseTo(60.1, 0); // amber-orange, not oklch's rose 32
  });

  it("fall back to astra for unknown handles", () => {
    expect(isPersonaHandle("numa")).toBe(true);
    expect(isPersonaHandle("zeus")).toBe(false);
    expect(getPersona("zeus")).toBeUndefined();
    expect(personaOrDefault("zeus").handle).toBe("astra");
    expect(personaOrDefault(null).handle).toBe("astra");
  });

  it("ship their palettes in the committed stylesheet, exactly as the data generates it", () => {
    const committed = fs.readFileSync(path.join(process.cwd(), PERSONA_CSS_FILE), "utf8");
    expect(committed, `${PERSONA_CSS_FILE} is out of date: run npm run palettes:build`).toBe(personaCssFile());
    const layout = fs.readFileSync(path.join(process.cwd(), "app/layout.tsx"), "utf8");
    expect(layout).toContain(`import "./${path.basename(PERSONA_CSS_FILE)}";`);
  });

  it("generate one CSS block per persona from the palette", () => {
    const css = personaThemeCss();
    for (const p of PERSONAS) {
      expect(css).toContain(`[data-persona="${p.handle}"]`);
      expect(css).toContain(`--persona-hue:${p.palette.accentHue}`);
      expect(css).toContain(`--glow-rgb:${p.palette.glowRgb}`);
    }
  });
});
