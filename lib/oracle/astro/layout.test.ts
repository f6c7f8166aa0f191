import { describe, expect, it } from "vitest";

import { signedDelta } from "./math";
import { minimumClearance, minimumSeparation, spreadLabels, spreadLabelsAround } from "./layout";

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

describe("spreadLabelsAround", () => {
  const axes = (asc: number, mc: number) => [asc, asc + 180, mc, mc + 180];

  it("moves a label off an axis line and leaves the others alone", () => {
    // Jupiter on the ASC, the Moon a degree from the DSC: both step off their lines, into their own side.
    const out = spreadLabelsAround(
      [
        { key: "Jupiter", longitude: 100.4 },
        { key: "Moon", longitude: 279 },
        { key: "Sun", longitude: 40 },
      ],
      10,
      { obstacles: axes(100, 10), clearance: 5 },
    );
    const at = (k: string) => out.find((p) => p.key === k)?.display ?? NaN;
    expect(at("Jupiter")).toBeCloseTo(105, 9);
    expect(at("Moon")).toBeCloseTo(275, 9);
    expect(at("Sun")).toBeCloseTo(40, 9);
    expect(minimumClearance(out, axes(100, 10))).toBeGreaterThanOrEqual(5 - 1e-9);
  });

  it("fans a stellium inside its quadrant without crossing the angle beside it", () => {
    const items = [0, 1, 2, 3].map((i) => ({ key: i, longitude: 101 + i }));
    const out = spreadLabelsAround(items, 8, { obstacles: axes(100, 10), clearance: 5 });
    expect(minimumSeparation(out)).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(minimumClearance(out, axes(100, 10))).toBeGreaterThanOrEqual(5 - 1e-9);
    // Order kept, all on the far side of the ASC.
    const displays = [...out].sort((a, b) => a.key - b.key).map((p) => p.display);
    expect(displays).toEqual([...displays].sort((a, b) => a - b));
    expect(Math.min(...displays)).toBeGreaterThanOrEqual(105 - 1e-9);
  });

  it("never puts a label on an axis or on another label, for any chart it can hold", () => {
    let checked = 0;
    for (let seed = 1; seed < 400; seed++) {
      const asc = (seed * 47) % 360;
      const mc = asc - 60 - ((seed * 13) % 60); // the MC 60°–120° before the ASC, as in most of the world
      const items = Array.from({ length: 11 }, (_, i) => ({ key: i, longitude: ((seed * 37 + i * i * seed * 3) % 70) + (i % 3) * 110 }));
      const out = spreadLabelsAround(items, 10, { obstacles: axes(asc, mc), clearance: 5 });
      expect(out).toHaveLength(11);
      expect(minimumSeparation(out)).toBeGreaterThanOrEqual(7 - 1e-6);
      if (minimumClearance(out, axes(asc, mc)) >= 5 - 1e-6) checked++;
    }
    // Only a quadrant too crowded to hold its labels gives up the axes.
    expect(checked).toBeGreaterThan(380);
  });

  it("without obstacles is plain spreading", () => {
    const items = [
      { key: "a", longitude: 10 },
      { key: "b", longitude: 12 },
    ];
    expect(spreadLabelsAround(items, 8, { obstacles: [], clearance: 5 })).toEqual(spreadLabels(items, 8));
  });
});
