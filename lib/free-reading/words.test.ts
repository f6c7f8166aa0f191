import { describe, expect, it } from "vitest";

import { SIGN_NAMES } from "@/lib/oracle/astro";

import { lifePathWords, moonRangeWords, moonWords, risingWords, sunWords } from "./words";

const sentences = (text: string) => text.split(/(?<=[.?!])\s+(?=[A-Z])/).length;

describe("the free reading's words", () => {
  it.each(SIGN_NAMES)("says two sentences for the Sun, Moon and rising in %s, naming the sign", (sign) => {
    for (const words of [sunWords(sign), moonWords(sign), risingWords(sign)]) {
      expect(words).toContain(sign);
      expect(sentences(words)).toBe(2);
      expect(words).not.toMatch(/\b(will|must|never will|doomed)\b/i);
    }
  });

  it("gives the Moon's two possible signs with the hour it changed, or its one sign for the whole day", () => {
    expect(moonRangeWords(["Aries", "Taurus"], "14:05")).toMatch(/^The Moon changed sign the day you were born, entering Taurus at about 14:05 local time, so it is in Aries or Taurus\./);
    expect(sentences(moonRangeWords(["Aries", "Taurus"], null))).toBe(2);
    expect(moonRangeWords(["Leo"], null)).toMatch(/It stayed in Leo the whole day you were born/);
    expect(sentences(moonRangeWords(["Leo"], null))).toBe(2);
  });

  it("shows Numa's working for the Life Path", () => {
    const words = lifePathWords(11, "5, 14 → 5, 1990 → 19 → 10 → 1; 5 + 5 + 1 = 11");
    expect(words).toMatch(/^Your Life Path is 11, a master path of illumination/);
    expect(words).toContain("The working: 5, 14 → 5");
    expect(sentences(words)).toBe(2);
  });
});
