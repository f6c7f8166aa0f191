import { describe, expect, it } from "vitest";

import { SIGNS, degreeInSign, formatDegreeMinutes, formatLongitude, signInfo, signOf } from "./zodiac";

describe("zodiac", () => {
  it("maps longitudes to signs at the boundaries", () => {
    expect(signOf(0)).toBe("Aries");
    expect(signOf(29.999999)).toBe("Aries");
    expect(signOf(30)).toBe("Taurus");
    expect(signOf(359.9999999999)).toBe("Pisces");
    expect(signOf(360)).toBe("Aries");
    expect(signOf(-1)).toBe("Pisces");
    expect(degreeInSign(45.5)).toBeCloseTo(15.5, 12);
  });

  it("cycles elements and modalities in zodiac order", () => {
    expect(SIGNS.map((s) => s.element).slice(0, 4)).toEqual(["fire", "earth", "air", "water"]);
    expect(signInfo("Scorpio")).toMatchObject({ element: "water", modality: "fixed" });
    expect(signInfo("Pisces")).toMatchObject({ element: "water", modality: "mutable" });
    expect(SIGNS.every((s) => s.glyph.endsWith("\uFE0E"))).toBe(true);
  });

  it("formats degrees and minutes without ever showing 60′", () => {
    expect(formatDegreeMinutes(23.5)).toBe("23°30′");
    expect(formatDegreeMinutes(4.99999)).toBe("4°59′");
    expect(formatLongitude(53.1)).toBe("23°06′ Taurus");
  });
});
