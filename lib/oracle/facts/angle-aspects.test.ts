import { describe, expect, it } from "vitest";

import { craftPerson } from "@/lib/products/couple";

const ON = new Date("2026-01-10T12:00:00Z");
const person = (dob: string, tob: string) => craftPerson("p1", { name: "Ada Lovelace", dob, tob, pob: "London, United Kingdom" }, ON).facts;

describe("aspects to the ascendant and midheaven (issue 18: houses)", () => {
  it("a timed chart reads close aspects to ASC and MC among its tightest aspects", () => {
    const facts = person("1985-03-03", "06:00");
    expect(facts.aspects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: "p1.aspect.uranus-sextile-ascendant", a: "Uranus", b: "Ascendant", type: "sextile", approximate: false }),
        expect.objectContaining({ id: "p1.aspect.sun-square-midheaven", a: "Sun", b: "Midheaven", type: "square", approximate: false }),
      ]),
    );
    for (const a of facts.aspects.filter((x) => x.b === "Ascendant" || x.b === "Midheaven")) expect(a.orb).toBeLessThanOrEqual(5);
  });

  it("without a birth time there are no angles, so no aspects to them", () => {
    const facts = person("1985-03-03", "");
    expect(facts.aspects.some((x) => x.b === "Ascendant" || x.b === "Midheaven")).toBe(false);
    expect(facts.placements.some((p) => p.body === "Ascendant" || p.body === "Midheaven")).toBe(false);
  });
});
