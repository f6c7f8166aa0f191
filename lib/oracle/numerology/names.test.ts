import { describe, expect, it } from "vitest";

import { expression, nameWords, numerologyProfile, personality, soulUrge } from "./index";

const ON = new Date("2026-01-15T00:00:00Z");
const profile = (name: string) => numerologyProfile({ name, dob: "1990-05-14", on: ON });
const values = (name: string) => [expression(name)?.value ?? null, soulUrge(name)?.value ?? null, personality(name)?.value ?? null];

describe("names in any script are transliterated to the Latin letters the table counts", () => {
  it.each([
    // name, words counted, [expression, soul urge, personality] worked by hand
    ["李小龍", ["LIXIAOLONG"], [1, 4, 6]], // 55 → 10 → 1; I I A O O = 31 → 4; L X L N G = 24 → 6
    ["Владимир", ["VLADIMIR"], [7, 1, 6]], // 43 → 7; A I I = 19 → 10 → 1; V L D M R = 24 → 6
    ["Zoë", ["ZOE"], [1, 11, 8]], // 19 → 10 → 1; O E = 11, a master; Z = 8
    ["O'Brien-Łukasz", ["OBRIEN", "LUKASZ"], [9, 6, 3]], // 9 + 9 = 18 → 9; 2 + 4 = 6; 7 + 5 = 12 → 3
    ["Ωμέγα", ["OMEGA"], [5, 3, 11]], // 23 → 5; O E A = 12 → 3; M G = 11
    ["राहुल शर्मा", ["RAHUL", "SRMA"], [3, 5, 7]], // Devanagari vowel signs are marks and count: 6 + 6 = 12 → 3
    ["محمد", ["MHMD"], [2, null, 2]], // short vowels are unwritten in Arabic script
    ["Ng", ["NG"], [3, null, 3]],
    ["Eua", ["EUA"], [9, 9, null]],
  ] as const)("%s → %j → %j", (name, words, numbers) => {
    expect(nameWords(name)).toEqual(words);
    expect(values(name)).toEqual(numbers);
  });

  it("shows the Latin letters in the working", () => {
    expect(expression("李小龍")?.working).toBe("LIXIAOLONG 3+9+6+9+1+6+3+6+5+7 = 55 → 10 → 1; 1 = 1");
    expect(profile("Владимир").nameAsCounted).toBe("VLADIMIR");
  });

  it("ignores digits, punctuation, symbols and emoji, even ones that look like letters", () => {
    expect(nameWords("Ana 👩‍👩‍👧 Ⅻ ⓐ ™ 2nd")).toEqual(["ANA", "ND"]);
    expect(nameWords("123 !!! 👩‍👩‍👧")).toEqual([]);
  });
});

describe("a number with nothing to count is left out, with one sentence saying why", () => {
  it("keeps everything for an ordinary name", () => {
    expect(profile("Владимир")).toMatchObject({ omission: null, expression: { value: 7 }, soulUrge: { value: 1 }, personality: { value: 6 } });
  });

  it("no vowels: the soul urge is left out, and the sentence shows the transliteration", () => {
    const p = profile("محمد");
    expect(p.soulUrge).toBeNull();
    expect(p.expression?.value).toBe(2);
    expect(p.omission).toBe("Numa left out the soul urge number, which adds up only the vowels: “محمد”, read in Latin letters as MHMD, has none.");
    expect(profile("Ng").omission).toBe("Numa left out the soul urge number, which adds up only the vowels: “Ng” has none.");
  });

  it("no consonants: the personality is left out", () => {
    expect(profile("Eua")).toMatchObject({ personality: null, omission: "Numa left out the personality number, which adds up only the consonants: “Eua” has none." });
  });

  it("no letters at all: the three name numbers are left out, the birth-date numbers stay", () => {
    const p = profile("!!!");
    expect([p.expression, p.soulUrge, p.personality]).toEqual([null, null, null]);
    expect(p.lifePath.value).toBe(11);
    expect(p.birthday.value).toBe(5);
    expect(p.nameAsCounted).toBe("");
    expect(p.omission).toBe(
      "Numa left out the expression, soul urge and personality numbers: “!!!” has no letters she can count. The life path and birthday numbers come from the birth date alone.",
    );
  });
});
