import { describe, expect, it } from "vitest";

import { computeChart } from "@/lib/oracle/astro";
import { minimumClearance, minimumSeparation } from "@/lib/oracle/astro/layout";
import type { Chart } from "@/lib/oracle/astro/types";

import { AXIS_CLEARANCE, chartAngles, GLYPH_GAP, placeBodies, WHEEL_BODIES } from "./layout";

const london = { latitude: 51.5085, longitude: -0.1257 };

/** The chart with one body moved to a longitude (the ASC, say), its other fields untouched. */
function moved(chart: Chart, body: "Jupiter" | "Moon", longitude: number): Chart {
  return { ...chart, bodies: { ...chart.bodies, [body]: { ...chart.bodies[body], longitude } } };
}

describe("the wheel's glyph layout", () => {
  const chart = computeChart({ utc: new Date("1990-05-14T07:15:00Z"), ...london });

  it("places every body once", () => {
    const placed = placeBodies(chart);
    expect(placed.map((p) => p.key).sort()).toEqual([...WHEEL_BODIES].sort());
  });

  it("moves Jupiter off the ASC line and the Moon off the DSC line", () => {
    const asc = chart.ascendant ?? 0;
    const crowded = moved(moved(chart, "Jupiter", asc + 0.3), "Moon", asc + 180 - 0.2);
    const placed = placeBodies(crowded);
    const axes = chartAngles(crowded).map((a) => a.longitude);
    expect(minimumClearance(placed, axes)).toBeGreaterThanOrEqual(AXIS_CLEARANCE - 1e-9);
    expect(minimumSeparation(placed)).toBeGreaterThanOrEqual(GLYPH_GAP - 1e-9);
  });

  it("never puts a glyph on an angle's line or on another glyph, over a year of charts", () => {
    for (let day = 0; day < 365; day += 7) {
      const c = computeChart({ utc: new Date(Date.UTC(1990, 0, 1 + day, (day * 5) % 24, 13)), ...london });
      const placed = placeBodies(c);
      const axes = chartAngles(c).map((a) => a.longitude);
      expect(minimumSeparation(placed), `day ${day}`).toBeGreaterThanOrEqual(0.7 * GLYPH_GAP - 1e-9);
      expect(minimumClearance(placed, axes), `day ${day}`).toBeGreaterThanOrEqual(AXIS_CLEARANCE - 1e-9);
    }
  });

  it("without a birth time there are no angles and plain spreading", () => {
    const c = { ...chart, ascendant: null, midheaven: null, houses: [] };
    expect(chartAngles(c)).toEqual([]);
    expect(minimumSeparation(placeBodies(c))).toBeGreaterThanOrEqual(GLYPH_GAP - 1e-9);
  });
});
