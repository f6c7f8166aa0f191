import { describe, expect, it } from "vitest";

import { castChart, computeChart } from "./chart";
import { computeAngles, computeHouses, houseOf, isPlacidusDefined } from "./houses";
import { forwardArc, normalizeDegrees, signedDelta } from "./math";
import { BODY_NAMES } from "./types";

const LONDON_1990 = { utc: new Date("1990-05-14T07:15:00Z"), latitude: 51.5085, longitude: -0.1257 };

describe("computeChart", () => {
  it("returns every body with sign, degree and house", () => {
    const chart = computeChart(LONDON_1990);
    expect(Object.keys(chart.bodies).sort()).toEqual([...BODY_NAMES].sort());
    for (const body of Object.values(chart.bodies)) {
      expect(body.longitude).toBeGreaterThanOrEqual(0);
      expect(body.longitude).toBeLessThan(360);
      expect(body.degreeInSign).toBeGreaterThanOrEqual(0);
      expect(body.degreeInSign).toBeLessThan(30);
      expect(body.house).toBeGreaterThanOrEqual(1);
      expect(body.house).toBeLessThanOrEqual(12);
    }
    // The Sun was in Taurus on 14 May 1990, the mean node always moves backwards.
    expect(chart.bodies.Sun.sign).toBe("Taurus");
    expect(chart.bodies.MeanNode.retrograde).toBe(true);
    expect(chart.houseSystem).toBe("placidus");
    expect(chart.houses[0]).toBe(chart.ascendant);
    expect(chart.houses[9]).toBe(chart.midheaven);
  });

  it("places the Sun in the house whose cusps bracket it", () => {
    const chart = computeChart(LONDON_1990);
    const h = chart.bodies.Sun.house ?? 0;
    const start = chart.houses[h - 1] ?? NaN;
    const end = chart.houses[h % 12] ?? NaN;
    expect(forwardArc(start, chart.bodies.Sun.longitude)).toBeLessThan(forwardArc(start, end));
  });

  it("is deterministic", () => {
    expect(computeChart(LONDON_1990)).toEqual(computeChart(LONDON_1990));
  });

  it("can be cast without houses for an unknown birth time", () => {
    const chart = castChart(LONDON_1990, false);
    expect(chart.ascendant).toBeNull();
    expect(chart.midheaven).toBeNull();
    expect(chart.houses).toEqual([]);
    expect(chart.houseSystem).toBeNull();
    expect(Object.values(chart.bodies).every((b) => b.house === null)).toBe(true);
    expect(chart.bodies.Sun.longitude).toBe(computeChart(LONDON_1990).bodies.Sun.longitude);
  });

  it("rejects impossible input", () => {
    expect(() => computeChart({ ...LONDON_1990, latitude: 91 })).toThrow(RangeError);
    expect(() => computeChart({ ...LONDON_1990, longitude: -181 })).toThrow(RangeError);
    expect(() => computeChart({ ...LONDON_1990, utc: new Date("nope") })).toThrow(RangeError);
  });

  it("lists aspects tightest first, each within its orb", () => {
    const { aspects } = computeChart(LONDON_1990);
    expect(aspects.length).toBeGreaterThan(0);
    for (let i = 1; i < aspects.length; i++) {
      expect(aspects[i]?.orb).toBeGreaterThanOrEqual(aspects[i - 1]?.orb ?? 0);
    }
    for (const a of aspects) {
      expect(a.orb).toBeLessThanOrEqual(a.maxOrb);
      expect(a.a === "MeanNode" || a.b === "MeanNode").toBe(false);
    }
  });
});

describe("house systems", () => {
  it.each(["whole-sign", "equal", "porphyry", "placidus"] as const)("%s: twelve cusps in zodiacal order", (system) => {
    const chart = computeChart({ ...LONDON_1990, houseSystem: system });
    expect(chart.houseSystem).toBe(system);
    let total = 0;
    for (let i = 0; i < 12; i++) total += forwardArc(chart.houses[i] ?? NaN, chart.houses[(i + 1) % 12] ?? NaN);
    expect(total).toBeCloseTo(360, 9);
  });

  it("whole-sign houses start at 0° of the rising sign", () => {
    const chart = computeChart({ ...LONDON_1990, houseSystem: "whole-sign" });
    const asc = chart.ascendant ?? NaN;
    expect(chart.houses[0]).toBe(Math.floor(asc / 30) * 30);
    chart.houses.forEach((c) => expect(c % 30).toBe(0));
  });

  it("equal houses are 30° steps from the ascendant", () => {
    const chart = computeChart({ ...LONDON_1990, houseSystem: "equal" });
    chart.houses.forEach((c, i) => expect(signedDelta(c, (chart.ascendant ?? NaN) + 30 * i)).toBeCloseTo(0, 9));
  });

  it("porphyry trisects each quadrant", () => {
    const chart = computeChart({ ...LONDON_1990, houseSystem: "porphyry" });
    const h = chart.houses;
    const arc = (a: number, b: number) => forwardArc(h[a] ?? NaN, h[b] ?? NaN);
    expect(arc(9, 10)).toBeCloseTo(arc(10, 11), 9);
    expect(arc(10, 11)).toBeCloseTo(arc(11, 0), 9);
    expect(arc(0, 1)).toBeCloseTo(arc(1, 2), 9);
    expect(h[9]).toBe(chart.midheaven);
  });

  it("houseOf finds the house between cusps, across 0° Aries", () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(20, cusps)).toBe(2);
    expect(houseOf(349.9, cusps)).toBe(12);
  });
});

describe("polar latitudes", () => {
  const utc = new Date("2001-12-21T10:00:00Z");

  it.each([66, -66])("Placidus is still defined at %s°", (latitude) => {
    const chart = computeChart({ utc, latitude, longitude: 18.95 });
    expect(chart.houseSystem).toBe("placidus");
    expect(chart.houseFallback).toBeNull();
  });

  it.each([70, -70, 66.6, 89.5, 90])("above the polar circle Placidus gives way to whole-sign houses at %s°, and says why", (latitude) => {
    const chart = computeChart({ utc, latitude, longitude: 18.95, houseSystem: "placidus" });
    expect(chart.houseSystem).toBe("whole-sign");
    expect(chart.houseFallback).toMatchObject({ requested: "placidus", used: "whole-sign" });
    expect(chart.houseFallback?.reason).toMatch(/polar circle.*undefined/);
    expect(chart.houses).toHaveLength(12);
    expect(chart.houses.every(Number.isFinite)).toBe(true);
    expect(chart.houses).toEqual(computeChart({ utc, latitude, longitude: 18.95, houseSystem: "whole-sign" }).houses);
  });

  it("in Tromsø the houses are 30° wide, not 1.7° slivers; Porphyry stays available on request", () => {
    const tromso = { latitude: 69.6489, longitude: 18.955 };
    let narrowest = 360;
    for (let h = 0; h < 24; h++) {
      const chart = computeChart({ utc: new Date(Date.UTC(1985, 11, 21, h)), ...tromso });
      for (let i = 0; i < 12; i++) narrowest = Math.min(narrowest, (((chart.houses[(i + 1) % 12] as number) - (chart.houses[i] as number)) % 360 + 360) % 360);
      expect(computeChart({ utc: new Date(Date.UTC(1985, 11, 21, h)), ...tromso, houseSystem: "porphyry" }).houseSystem).toBe("porphyry");
    }
    expect(narrowest).toBeCloseTo(30, 6);
  });

  it("keeps the ascendant east of the MC all day at 70° north", () => {
    for (let hour = 0; hour < 24; hour++) {
      const chart = computeChart({ utc: new Date(Date.UTC(2001, 11, 21, hour)), latitude: 70, longitude: 18.95 });
      const ahead = forwardArc(chart.midheaven ?? NaN, chart.ascendant ?? NaN);
      expect(ahead).toBeGreaterThan(0);
      expect(ahead).toBeLessThan(180);
    }
  });

  it("the polar circle is where the ecliptic stops rising", () => {
    expect(isPlacidusDefined(66.5, 23.44)).toBe(true);
    expect(isPlacidusDefined(66.6, 23.44)).toBe(false);
    expect(isPlacidusDefined(-66.6, 23.44)).toBe(false);
  });
});

describe("angles", () => {
  it("at the equator with ARMC 0 the MC is 0° Aries and the ascendant 90°", () => {
    const a = computeAngles(0, 23.44, 0);
    expect(a.midheaven).toBeCloseTo(0, 9);
    expect(a.ascendant).toBeCloseTo(90, 9);
  });

  it("ARMC 90° puts the MC at 0° Cancer whatever the latitude", () => {
    for (const lat of [-50, 0, 40]) expect(computeAngles(90, 23.44, lat).midheaven).toBeCloseTo(90, 9);
  });

  it("computeHouses reports no fallback for systems that are always defined", () => {
    const a = computeAngles(123, 23.44, 78);
    for (const s of ["porphyry", "equal", "whole-sign"] as const) expect(computeHouses(a, s).fallback).toBeNull();
    expect(normalizeDegrees(-30)).toBe(330);
  });
});
