import { describe, expect, it } from "vitest";

import { buildBlueprint } from "./index";

const LONDON = { name: "London", latitude: 51.50853, longitude: -0.12574, timezone: "Europe/London" };
const ON = new Date("2026-01-15T00:00:00Z");

const FORBIDDEN = /\b(die|dies|death|disease|illness|diagnos|cancer risk|lawsuit|legal advice|invest|stock|doom|curse|cursed|never will|disaster)\b/i;

describe("buildBlueprint", () => {
  const blueprint = buildBlueprint({ name: "Maya Elena Cruz", dob: "1990-05-14", tob: "08:15", place: LONDON }, { on: ON });

  it("returns the report shape with positions and numerology", () => {
    const { personA } = blueprint.reportData;
    expect(personA.name).toBe("Maya Elena Cruz");
    expect(personA.positions.map((p) => p.planet)).toEqual([
      "Sun",
      "Moon",
      "Mercury",
      "Venus",
      "Mars",
      "Jupiter",
      "Saturn",
      "Uranus",
      "Neptune",
      "Pluto",
      "North Node",
      "Ascendant",
      "Midheaven",
    ]);
    for (const p of personA.positions) {
      expect(p.degrees).toBeGreaterThanOrEqual(0);
      expect(p.degrees).toBeLessThan(30);
      expect(Math.round(p.degrees * 100) / 100).toBe(p.degrees);
    }
    expect(personA.positions[0]).toMatchObject({ planet: "Sun", sign: "Taurus" });
    expect(personA.numerology.lifePathNumber).toBe(11);
    expect(personA.numerology).toEqual({
      lifePathNumber: blueprint.numerology.lifePath.value,
      expression: blueprint.numerology.expression?.value,
      soulUrge: blueprint.numerology.soulUrge?.value,
      personality: blueprint.numerology.personality?.value,
      birthday: 5,
      omission: null,
    });
  });

  it("keeps the full chart and its receipt alongside", () => {
    expect(blueprint.natal.chart.houses).toHaveLength(12);
    expect(blueprint.natal.receipt.utc).toBe("1990-05-14T07:15:00.000Z");
    const sun = blueprint.natal.chart.bodies.Sun;
    expect(blueprint.reportData.personA.positions[0]?.degrees).toBe(Math.floor(sun.degreeInSign * 100) / 100);
  });

  it("writes a summary of a few sentences, in the second person, from the data", () => {
    const { summary } = blueprint.reportData;
    expect(summary.length).toBeGreaterThanOrEqual(400);
    expect(summary.length).toBeLessThanOrEqual(700);
    expect(summary).toMatch(/\byou(r)?\b/);
    expect(summary).toContain("Taurus");
    expect(summary).toContain("life path is 11");
    expect(summary).not.toMatch(FORBIDDEN);
    expect(buildBlueprint({ name: "Maya Elena Cruz", dob: "1990-05-14", tob: "08:15", place: LONDON }, { on: ON }).reportData.summary).toBe(summary);
  });

  it("keeps summaries within length and tone for many people, with and without a birth time", () => {
    const names = ["Ana Lima", "John Smith", "Kwame Mensah", "Sofía Núñez Álvarez", "Li Wei"];
    for (let i = 0; i < 40; i++) {
      const month = String((i % 12) + 1).padStart(2, "0");
      const day = String((i % 27) + 1).padStart(2, "0");
      const b = buildBlueprint(
        { name: names[i % names.length] ?? "A", dob: `${1950 + i}-${month}-${day}`, tob: i % 3 === 0 ? null : "06:40", place: LONDON },
        { on: ON },
      );
      const s = b.reportData.summary;
      expect(s.length, s).toBeGreaterThanOrEqual(400);
      expect(s.length, s).toBeLessThanOrEqual(700);
      expect(s).not.toMatch(FORBIDDEN);
    }
  });

  it("leaves out the angles when the birth time is unknown", () => {
    const b = buildBlueprint({ name: "Maya Cruz", dob: "1990-05-14", place: LONDON }, { on: ON });
    expect(b.reportData.personA.positions.map((p) => p.planet)).not.toContain("Ascendant");
    expect(b.natal.timeKnown).toBe(false);
    expect(b.reportData.summary).not.toMatch(/rising/);
  });

  it("charts names in any script; a left-out number is null and the summary says why", () => {
    const han = buildBlueprint({ name: "李小龍", dob: "1990-05-14", tob: "08:15", place: LONDON }, { on: ON });
    expect(han.reportData.personA.numerology).toMatchObject({ expression: 1, soulUrge: 4, personality: 6, omission: null });
    expect(han.reportData.summary).toContain("your expression is 1");

    const arabic = buildBlueprint({ name: "محمد", dob: "1990-05-14", tob: "08:15", place: LONDON }, { on: ON });
    expect(arabic.reportData.personA.numerology).toMatchObject({ lifePathNumber: 11, expression: 2, soulUrge: null, personality: 2 });
    expect(arabic.reportData.personA.numerology.omission).toMatch(/^Numa left out the soul urge number/);
    expect(arabic.reportData.summary).toContain("Numa left out the soul urge number, which adds up only the vowels: “محمد”, read in Latin letters as MHMD, has none.");
    expect(arabic.reportData.summary).toMatch(/^محمد, the Sun was in Taurus/);

    const none = buildBlueprint({ name: "!!!", dob: "1990-05-14", tob: "08:15", place: LONDON }, { on: ON });
    expect(none.reportData.personA.numerology).toMatchObject({ lifePathNumber: 11, expression: null, soulUrge: null, personality: null, birthday: 5 });
    expect(none.reportData.summary).toContain("your life path is 11");
    expect(none.reportData.summary).not.toContain("your expression is");
    expect(none.reportData.summary).toContain("has no letters she can count");
  });
});
