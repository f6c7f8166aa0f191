import { describe, expect, it } from "vitest";

import {
  NUMBER_MEANINGS,
  birthdayNumber,
  expression,
  isVowelAt,
  lifePath,
  nameWords,
  numerologyProfile,
  personalYear,
  personality,
  reduce,
  reduceChain,
  soulUrge,
} from "./index";

describe("reduction", () => {
  it("sums digits down to one, keeping 11, 22 and 33", () => {
    expect(reduceChain(1936)).toEqual([1936, 19, 10, 1]);
    expect(reduce(29)).toBe(11);
    expect(reduce(22)).toBe(22);
    expect(reduce(33)).toBe(33);
    expect(reduce(44)).toBe(8);
    expect(reduce(7)).toBe(7);
    expect(() => reduce(-3)).toThrow(RangeError);
  });
});

describe("life path (month, day and year reduced separately, then the sum)", () => {
  it("1936-10-12 → 5", () => {
    const n = lifePath("1936-10-12");
    expect(n.value).toBe(5);
    expect(n.working).toBe("10 → 1, 12 → 3, 1936 → 19 → 10 → 1; 1 + 3 + 1 = 5");
  });

  it("1992-11-22 → 9 (the masters in month and day are kept until the end)", () => {
    const n = lifePath("1992-11-22");
    expect(n.value).toBe(9);
    expect(n.working).toBe("11, 22, 1992 → 21 → 3; 11 + 22 + 3 = 36 → 9");
  });

  it("1990-05-14 → 11, a master number", () => {
    expect(lifePath("1990-05-14")).toMatchObject({ value: 11, master: true });
  });

  it("rejects impossible dates", () => {
    expect(() => lifePath("1990-02-30")).toThrow(RangeError);
    expect(() => lifePath("May 14 1990")).toThrow(RangeError);
  });
});

describe("name numbers", () => {
  it("JOHN SMITH → expression 8, soul urge 6, personality 11", () => {
    expect(expression("JOHN SMITH")?.value).toBe(8);
    expect(soulUrge("JOHN SMITH")?.value).toBe(6);
    const p = personality("JOHN SMITH");
    expect(p).toMatchObject({ value: 11, master: true });
    expect(p?.working).toBe("JOHN 1+8+5 = 14 → 5; SMITH 1+4+2+8 = 15 → 6; 5 + 6 = 11");
  });

  it("is case-insensitive and normalises accents", () => {
    expect(nameWords("José Ñúñez-Smith")).toEqual(["JOSE", "NUNEZ", "SMITH"]);
    expect(expression("josé")).toEqual(expression("JOSE"));
    expect(expression("Zoë Strauß")?.value).toBe(expression("ZOE STRAUSS")?.value);
  });

  it("states and applies the rule for Y: a consonant only where it opens a syllable before a vowel", () => {
    expect(isVowelAt("LYNN", 1)).toBe(true);
    expect(isVowelAt("MARY", 3)).toBe(true);
    expect(isVowelAt("YVONNE", 0)).toBe(true);
    expect(isVowelAt("YOLANDA", 0)).toBe(false);
    expect(isVowelAt("MAYA", 2)).toBe(false);
    expect(isVowelAt("KAYE", 2)).toBe(true); // the final E is silent: the Y closes "Kay"
    expect(isVowelAt("BRYAN", 2)).toBe(true);
    // LYNN: the Y (7) is the only vowel; as a consonant it would not be counted here.
    expect(soulUrge("Lynn")?.value).toBe(7);
    // YOLANDA: vowels O, A, A = 6 + 1 + 1 = 8; the Y counts among the consonants.
    expect(soulUrge("Yolanda")?.value).toBe(8);
    expect(personality("Yolanda")?.value).toBe(reduce(7 + 3 + 5 + 4));
  });

  it("leaves out, never throws, a number with nothing to count", () => {
    expect(expression("1234")).toBeNull();
    expect(soulUrge("1234")).toBeNull();
    expect(personality("!!!")).toBeNull();
    expect(soulUrge("Ng")).toBeNull();
    expect(personality("Eua")).toBeNull();
    expect(expression("Ng")).toMatchObject({ value: 3 }); // N 5 + G 7 = 12 → 3
  });
});

describe("birthday and personal year", () => {
  it("reduces the day of birth", () => {
    expect(birthdayNumber("1990-05-14").value).toBe(5);
    expect(birthdayNumber("1990-05-29").value).toBe(11);
    expect(birthdayNumber("1990-05-22").value).toBe(22);
  });

  it("personal year = birth month + birth day + the calendar year", () => {
    // 5 + 5 + (2026 → 10 → 1) = 11
    expect(personalYear("1990-05-14", 2026)).toMatchObject({ value: 11 });
    // 5 + 5 + (2027 → 11) = 21 → 3
    expect(personalYear("1990-05-14", new Date("2027-03-01T00:00:00Z")).value).toBe(3);
  });

  it("builds a whole profile", () => {
    const p = numerologyProfile({ name: "John Smith", dob: "1936-10-12", on: new Date("2026-01-01T00:00:00Z") });
    expect(p).toMatchObject({ personalYearFor: 2026 });
    expect([p.lifePath.value, p.expression?.value, p.soulUrge?.value, p.personality?.value, p.birthday.value]).toEqual([5, 8, 6, 11, 3]);
    expect(p).toMatchObject({ nameAsCounted: "JOHN SMITH", omission: null });
  });
});

describe("meanings", () => {
  it("has a meaning for 1–9, 11, 22 and 33", () => {
    expect(Object.keys(NUMBER_MEANINGS).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
    for (const m of Object.values(NUMBER_MEANINGS)) {
      expect(m.meaning.length).toBeGreaterThan(80);
      expect(m.keywords.length).toBeGreaterThanOrEqual(3);
    }
  });
});
