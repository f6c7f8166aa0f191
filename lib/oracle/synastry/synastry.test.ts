import { describe, expect, it } from "vitest";

import { castChart, computeChart } from "../astro/chart";
import { balanceOf, compareCharts, lifePathCompatibility, percentileOf } from "./index";

const maya = { name: "Maya", chart: computeChart({ utc: new Date("1990-05-14T07:15:00Z"), latitude: 51.5085, longitude: -0.1257 }), lifePath: 11 as const };
const leo = { name: "Leo", chart: computeChart({ utc: new Date("1988-08-03T18:40:00Z"), latitude: 40.7143, longitude: -74.006 }), lifePath: 9 as const };

describe("compareCharts", () => {
  it("finds aspects between the two charts, with orbs", () => {
    const s = compareCharts(maya, leo);
    expect(s.aspects.length).toBeGreaterThan(3);
    for (const a of s.aspects) {
      expect(a.orb).toBeLessThanOrEqual(a.maxOrb);
      expect(a.weight).toBeGreaterThan(0);
    }
  });

  it("gives the same score whichever person comes first, with mirrored aspects", () => {
    const ab = compareCharts(maya, leo);
    const ba = compareCharts(leo, maya);
    expect(ab.score).toBe(ba.score);
    expect(ab.parts).toEqual(ba.parts);
    const key = (x: { a: string; b: string; type: string }) => `${x.a}|${x.b}|${x.type}`;
    expect(ab.aspects.map(key).sort()).toEqual(ba.aspects.map((x) => key({ a: x.b, b: x.a, type: x.type })).sort());
  });

  it("stays within 0–100 across many pairs, symmetric every time", () => {
    for (let i = 0; i < 25; i++) {
      const a = { name: "A", chart: computeChart({ utc: new Date(Date.UTC(1950 + i, i % 12, 1 + i, i % 24)), latitude: 10 + i, longitude: -50 + 4 * i }), lifePath: ((i % 9) + 1) as 1 };
      const b = { name: "B", chart: computeChart({ utc: new Date(Date.UTC(2000 - i, (i * 5) % 12, 28 - i, (i * 7) % 24)), latitude: -20 + i, longitude: 30 - 3 * i }), lifePath: 22 as const };
      const s = compareCharts(a, b);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(compareCharts(b, a).score).toBe(s.score);
    }
  });

  it("is deterministic and explains itself", () => {
    const s = compareCharts(maya, leo);
    expect(compareCharts(maya, leo)).toEqual(s);
    expect(s.reasons.length).toBeGreaterThan(2);
    expect(s.reasons.map((r) => r.kind)).toContain("element");
    expect(s.reasons.map((r) => r.kind)).toContain("numerology");
    expect(s.reasons.some((r) => /Maya's .* Leo's /.test(r.text))).toBe(true);
  });

  it("refuses a chart compared with itself: not a compatibility reading (it used to score 83)", () => {
    const s = compareCharts(maya, { ...maya, name: "Twin" });
    expect(s.selfComparison).toBe(true);
    expect(s.score).toBe(0);
    expect(s.reasons).toHaveLength(1);
    expect(s.reasons[0]?.text).toMatch(/same birth chart twice.*needs two different births/);
    expect(compareCharts(maya, leo).selfComparison).toBe(false);
  });

  it("a partner's Venus on your Descendant raises attraction (it used to lower the score as an opposition)", () => {
    const venus = maya.chart.bodies.Venus.longitude;
    const withAscendant = (ascendant: number) => ({ name: "Leo", chart: { ...leo.chart, ascendant }, lifePath: leo.lifePath });
    const onDescendant = compareCharts(maya, withAscendant((venus + 180) % 360));
    const nowhere = compareCharts(maya, withAscendant((venus + 150) % 360));
    const contact = onDescendant.aspects.find((a) => a.a === "Venus" && a.b === "Ascendant");
    expect(contact).toMatchObject({ type: "opposition" });
    expect(nowhere.aspects.some((a) => a.a === "Venus" && a.b === "Ascendant")).toBe(false);
    expect(onDescendant.subScores.attraction).toBeGreaterThan(nowhere.subScores.attraction);
    // The contact itself counts for the couple, not against it.
    const reason = onDescendant.reasons.find((r) => r.text.includes("Maya's Venus opposite Leo's Ascendant"));
    expect(reason?.points).toBeGreaterThan(0);
  });

  it("down-weights an unknown-time Moon: its contacts count half and are marked approximate", () => {
    const chart = castChart({ utc: new Date("1990-05-14T11:00:00Z"), latitude: 51.5, longitude: -0.12 }, false);
    // A partner whose Sun sits on this Moon.
    const partner = { ...leo.chart, bodies: { ...leo.chart.bodies, Sun: { ...leo.chart.bodies.Sun, longitude: chart.bodies.Moon.longitude } } };
    const unknown = compareCharts({ name: "N", chart }, { name: "L", chart: partner });
    const known = compareCharts({ name: "N", chart, timeKnown: true }, { name: "L", chart: partner });
    const pick = (s: typeof unknown) => s.aspects.find((a) => a.a === "Moon" && a.b === "Sun");
    expect(pick(unknown)).toMatchObject({ type: "conjunction", approximate: true });
    expect(pick(known)).toMatchObject({ type: "conjunction", approximate: false });
    expect(pick(unknown)?.weight).toBeCloseTo((pick(known)?.weight ?? 0) / 2, 9);
    expect(unknown.subScores.emotionalEase).toBeLessThan(known.subScores.emotionalEase);
    expect(unknown.reasons.some((r) => /Moon conjunct .*approximate: birth time unknown/.test(r.text))).toBe(true);
  });

  it("reports the score as a percentile of the committed random-couples population", () => {
    const s = compareCharts(maya, leo);
    expect(s.population).toEqual({ size: 2000, seed: 18 });
    expect(s.score).toBe(percentileOf(s.raw));
    expect(percentileOf(-Infinity)).toBe(0);
    expect(percentileOf(Infinity)).toBe(100);
    expect(Object.keys(s.subScores).sort()).toEqual(["attraction", "communication", "emotionalEase", "friction", "stability"]);
    // Symmetric sub-scores too.
    expect(compareCharts(leo, maya).subScores).toEqual(s.subScores);
  });

  it("works without birth times (no ascendant) and without numerology", () => {
    const noTime = { name: "N", chart: castChart({ utc: new Date("1990-05-14T11:00:00Z"), latitude: 51.5, longitude: -0.12 }, false) };
    const s = compareCharts(noTime, { name: "L", chart: leo.chart });
    expect(s.numerology).toBeNull();
    expect(s.parts.numerology).toBeNull();
    expect(s.aspects.some((a) => a.a === "Ascendant")).toBe(false);
    expect(s.score).toBeGreaterThanOrEqual(0);
  });
});

describe("element and modality balance", () => {
  it("sums to one", () => {
    const b = balanceOf(maya.chart);
    expect(Object.values(b.elements).reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    expect(Object.values(b.modalities).reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    expect(b.elements[b.dominantElement]).toBe(Math.max(...Object.values(b.elements)));
  });
});

describe("life path compatibility", () => {
  it("knows mirrors, families and growth pairs, reducing master numbers to their base", () => {
    expect(lifePathCompatibility(3, 3).relation).toBe("mirror");
    expect(lifePathCompatibility(3, 9).relation).toBe("natural");
    expect(lifePathCompatibility(11, 4).relation).toBe("natural");
    expect(lifePathCompatibility(22, 8).relation).toBe("natural");
    expect(lifePathCompatibility(33, 3).relation).toBe("natural");
    expect(lifePathCompatibility(1, 2).relation).toBe("growth");
    expect(lifePathCompatibility(5, 6).score).toBe(lifePathCompatibility(6, 5).score);
  });
});
