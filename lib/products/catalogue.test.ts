import { describe, expect, it } from "vitest";

import { LIVE_SESSIONS, READING_KINDS, READING_PRODUCTS } from "./catalogue";
import { PRICES } from "./ids";

describe("shop catalogue (SPEC §3 Reading product, §2 live sessions, §9 prices)", () => {
  it("prices every product from PRICES, labelled in dollars", () => {
    expect(READING_KINDS.map((k) => [READING_PRODUCTS[k].id, READING_PRODUCTS[k].amount, READING_PRODUCTS[k].priceLabel])).toEqual([
      ["tarot", PRICES.tarot, "$29"],
      ["match-report", PRICES["match-report"], "$29"],
      ["bundle-couples", PRICES["bundle-couples"], "$79"],
    ]);
    expect(Object.values(LIVE_SESSIONS).map((s) => [s.id, s.priceLabel, s.format, s.persona])).toEqual([
      ["astro-blueprint", "$149", "60-minute live session", "astra"],
      ["numerology-map", "$129", "40-page PDF plus 45-minute session", "numa"],
      ["tarot-immersion", "$119", "45-minute session plus 7 days of support", "solara"],
    ]);
  });

  it("gives each reading the SPEC fields, at least five features and its process", () => {
    for (const kind of READING_KINDS) {
      const p = READING_PRODUCTS[kind];
      for (const field of ["heroTitle", "subtitle", "priceLabel", "priceSuffix", "label"] as const) expect(p[field].length).toBeGreaterThan(0);
      expect(p.features.length).toBeGreaterThanOrEqual(5);
      expect(p.process.length).toBeGreaterThanOrEqual(3);
      expect(p.features.some((f) => f.includes("within 24 hours"))).toBe(true);
    }
  });

  it("states the SPEC facts: Past/Present/Path with a 30-day plan, a 7-day ritual plan, a 30-day couples roadmap", () => {
    expect(READING_PRODUCTS.tarot.features.join(" ")).toMatch(/3-card Past \/ Present \/ Path[\s\S]*30-day integration plan/);
    expect(READING_PRODUCTS.match.features.join(" ")).toMatch(/7-day ritual plan/);
    expect(READING_PRODUCTS.bundle.features.join(" ")).toMatch(/shared-intention tarot journey[\s\S]*Compatibility Report[\s\S]*30-day couples roadmap/);
  });

  it("marks only the bundle as the best value", () => {
    expect(READING_PRODUCTS.bundle).toMatchObject({ bestValue: true, highlight: "Best Value" });
    expect(READING_PRODUCTS.tarot.bestValue).toBeUndefined();
    expect(READING_PRODUCTS.match.bestValue).toBeUndefined();
  });
});
