import { describe, expect, it } from "vitest";

import { ASPECTS, aspectBetween, findAspects, maxOrb } from "./aspects";

const def = (type: string) => ASPECTS.find((a) => a.type === type) ?? ASPECTS[0]!;

describe("aspects", () => {
  it("finds a trine within orb and measures the orb", () => {
    const a = aspectBetween({ name: "Venus", longitude: 10, speed: 1.2 }, { name: "Mars", longitude: 133, speed: 0.5 });
    expect(a).toMatchObject({ type: "trine", angle: 120, nature: "harmonious" });
    expect(a?.orb).toBeCloseTo(3, 9);
  });

  it("ignores pairs outside every orb", () => {
    expect(aspectBetween({ name: "Venus", longitude: 10, speed: 1 }, { name: "Mars", longitude: 40, speed: 1 })).toBeNull();
  });

  it("handles the wrap at 0° Aries", () => {
    const a = aspectBetween({ name: "Mars", longitude: 358, speed: 0.7 }, { name: "Saturn", longitude: 3, speed: 0.03 });
    expect(a).toMatchObject({ type: "conjunction" });
    expect(a?.orb).toBeCloseTo(5, 9);
  });

  it("tells applying from separating", () => {
    // Faster Mars 2° behind Saturn: closing in on the conjunction.
    expect(aspectBetween({ name: "Mars", longitude: 100, speed: 0.7 }, { name: "Saturn", longitude: 102, speed: 0.03 })?.applying).toBe(true);
    // Mars 2° past Saturn: moving away.
    expect(aspectBetween({ name: "Mars", longitude: 104, speed: 0.7 }, { name: "Saturn", longitude: 102, speed: 0.03 })?.phase).toBe("separating");
    // Square 88° apart and widening towards 90: applying.
    expect(aspectBetween({ name: "Sun", longitude: 88, speed: 1 }, { name: "Saturn", longitude: 0, speed: 0 })?.applying).toBe(true);
    // Square 92° apart and widening: separating.
    expect(aspectBetween({ name: "Sun", longitude: 92, speed: 1 }, { name: "Saturn", longitude: 0, speed: 0 })?.applying).toBe(false);
    // A retrograde body can bring an aspect back.
    expect(aspectBetween({ name: "Mercury", longitude: 92, speed: -0.5 }, { name: "Saturn", longitude: 0, speed: 0 })?.applying).toBe(true);
  });

  it("widens orbs for the Sun and Moon and narrows them for the nodes", () => {
    expect(maxOrb("Sun", "Mars", def("conjunction"))).toBe(10);
    expect(maxOrb("Venus", "Mars", def("conjunction"))).toBe(8);
    expect(maxOrb("TrueNode", "Moon", def("conjunction"))).toBe(3);
    expect(aspectBetween({ name: "Sun", longitude: 0, speed: 1 }, { name: "Mars", longitude: 9, speed: 0.5 })).not.toBeNull();
    expect(aspectBetween({ name: "Venus", longitude: 0, speed: 1 }, { name: "Mars", longitude: 9, speed: 0.5 })).toBeNull();
  });

  it("sorts by orb", () => {
    const found = findAspects([
      { name: "Sun", longitude: 0, speed: 1 },
      { name: "Moon", longitude: 184, speed: 13 },
      { name: "Venus", longitude: 61, speed: 1.2 },
    ]);
    // Sun–Venus 61° (orb 1), Moon–Venus 123° (orb 3), Sun–Moon 184° (orb 4).
    expect(found.map((f) => f.type)).toEqual(["sextile", "trine", "opposition"]);
  });
});
