import { describe, expect, it } from "vitest";

import { signedDelta } from "./math";
import { minimumSeparation, spreadLabels } from "./layout";

describe("spreadLabels", () => {
  it("leaves well-separated labels where they are", () => {
    const out = spreadLabels(
      [
        { key: "a", longitude: 10 },
        { key: "b", longitude: 100 },
        { key: "c", longitude: 250 },
      ],
      8,
    );
    for (const p of out) expect(p.display).toBeCloseTo(p.longitude, 9);
  });

  it("fans a crowded stellium out evenly around its centre", () => {
    const out = spreadLabels(
      [
        { key: "Sun", longitude: 100 },
        { key: "Mercury", longitude: 101 },
        { key: "Venus", longitude: 102 },
      ],
      8,
    );
    expect(minimumSeparation(out)).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(out.map((p) => p.key)).toEqual(["Sun", "Mercury", "Venus"]);
    expect(out.map((p) => p.display)).toEqual([93, 101, 109].map((x) => expect.closeTo(x, 9)));
  });

  it("works across 0° Aries and keeps zodiac order", () => {
    const out = spreadLabels(
      [
        { key: 1, longitude: 358 },
        { key: 2, longitude: 359.5 },
        { key: 3, longitude: 1 },
        { key: 4, longitude: 180 },
      ],
      6,
    );
    expect(minimumSeparation(out)).toBeGreaterThanOrEqual(6 - 1e-9);
    const a = out.find((p) => p.key === 1)?.display ?? 0;
    const c = out.find((p) => p.key === 3)?.display ?? 0;
    expect(signedDelta(c, a)).toBeGreaterThan(0);
  });

  it("never overlaps, whatever the chart", () => {
    for (let seed = 1; seed < 200; seed++) {
      const items = Array.from({ length: 11 }, (_, i) => ({ key: i, longitude: (seed * 37 + i * i * seed * 3) % 60 + (i % 3) * 100 }));
      const out = spreadLabels(items, 7);
      expect(out).toHaveLength(11);
      expect(minimumSeparation(out)).toBeGreaterThanOrEqual(7 - 1e-6);
      for (const p of out) expect(Math.abs(signedDelta(p.display, p.longitude))).toBeLessThan(45);
    }
  });
});
