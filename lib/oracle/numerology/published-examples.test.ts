import { describe, expect, it } from "vitest";

import { birthdayNumber, expression, isVowelAt, KARMIC_DEBT_MEANINGS, lifePath, numerologyProfile, personality, POSITION_MEANINGS, soulUrge } from "./index";

/**
 * Worked examples from published sources, quoted, each checked against the engine. Where a source
 * adds every digit at once and we reduce month, day and year first (with masters kept), the
 * result is the same; that is part of what these tests show.
 */

const vowelsOf = (word: string) => [...word].filter((_, i) => isVowelAt(word, i)).join("");

describe("Y and W: a vowel when it sounds as one", () => {
  it("lynsreadings.com, “Soul Urge”: the Y and W vowels it lists", () => {
    // “Y is considered a vowel for the purposes of Numerology when there is no other vowel in the
    // syllable e.g. Bryan, Lynn, Mary, Tony, Yvette, Tyrone, Yvonne. It is also considered to be a
    // vowel when it follows another vowel e.g. Clayton, Gayle, May, Taylor and Wayne. W is
    // considered to be a vowel when it sounds like one e.g. Matthew, Drew, Lawrence, Barlow, Brown,
    // Stewart, Lewis, Howard, Lowell.”
    for (const name of ["BRYAN", "LYNN", "MARY", "TONY", "YVETTE", "TYRONE", "YVONNE", "CLAYTON", "GAYLE", "MAY", "TAYLOR", "WAYNE"]) {
      expect(vowelsOf(name), name).toContain("Y");
    }
    for (const name of ["MATTHEW", "DREW", "LAWRENCE", "BARLOW", "BROWN", "STEWART", "LEWIS", "HOWARD", "LOWELL"]) {
      expect(vowelsOf(name), name).toContain("W");
    }
  });

  it("nrgjewelry.com numerology notes: Y a consonant in Yuriko and Yolanda, W a consonant in William and Ward", () => {
    // “It is considered a consonant if it is not part of a diphthong as in the name Yuriko or
    // Yolanda. … If it precedes a vowel and the sound is separate as in the name William or Ward,
    // it gets treated as a consonant.”
    expect(isVowelAt("YURIKO", 0)).toBe(false);
    expect(isVowelAt("YOLANDA", 0)).toBe(false);
    expect(isVowelAt("WILLIAM", 0)).toBe(false);
    expect(isVowelAt("WARD", 0)).toBe(false);
    // “If it follows a vowel as in the name Brown, or Rowling, it gets treated as a vowel.”
    expect(isVowelAt("ROWLING", 2)).toBe(true);
  });

  it("fitnessreporting.com, “How to calculate your soul urge number”: EMILYJENNIFERSTONE → 6, and Bryan, Wyatt", () => {
    // “For example, EMILYJENNIFERSTONE … within the name ‘Emily,’ the letter ‘y’ is taken into
    // account a vowel … 5+9+7+5+9+5+6+5 = 51 … 5+1 = 6.” and Y is a vowel “when Y precedes another
    // vowel during a syllable and provides the sound (Bryan, Wyatt)”.
    expect(soulUrge("Emily Jennifer Stone")?.value).toBe(6);
    expect(vowelsOf("EMILY")).toBe("EIY");
    // Bryan Wyatt: BRYAN Y7 + A1 = 8, WYATT Y7 + A1 = 8; 8 + 8 = 16 → 7 (karmic debt 16). It used
    // to be 2, with both Ys counted as consonants.
    expect(soulUrge("Bryan Wyatt")).toMatchObject({ value: 7, karmicDebt: 16 });
  });
});

describe("life path: published worked examples", () => {
  it("astrologyanswers.com, “Life Path Number”: November 22nd, 1995 → 3", () => {
    // “4 + 2 + 6 = 12 … (1 + 2 = 3) … the person’s life path number would be 3.”
    expect(lifePath("1995-11-22").value).toBe(3);
  });

  it("calculatenumerology.com: November 22, 1996 → 4", () => {
    // “Add these to get your Life Path Number, 2+4+7 = 13. This is not a master number so reduce
    // to 1+3 = 4.” We keep the masters 11 and 22 whole (11 + 22 + 7 = 40 → 4): the same life path,
    // reached without the source's 13, so no karmic debt is claimed.
    expect(lifePath("1996-11-22")).toMatchObject({ value: 4, working: "11, 22, 1996 → 25 → 7; 11 + 22 + 7 = 40 → 4" });
    expect(lifePath("1996-11-22").karmicDebt).toBeUndefined();
  });

  it("chi-nese.com, “How to calculate your life path number”: three dates", () => {
    // “If your birthday is May 11, 1985, your life path number is 3.” “If your birthday is December
    // 21, 1976, your life path number is 11, which is actually a master number.” “If your birthday
    // is August 5, 1968 … the final life path number 1.”
    expect(lifePath("1985-05-11").value).toBe(3);
    expect(lifePath("1976-12-21")).toMatchObject({ value: 11, master: true });
    expect(lifePath("1968-08-05").value).toBe(1);
  });
});

describe("karmic debt 13, 14, 16, 19", () => {
  it("astralunara.com, “Karmic Debts in Numerology”: 06/05/1992 → 14 → 5", () => {
    // “For a person born on 06/05/1992: Day: 6, Month: 5, Year: 1+9+9+2 = 21 = 2+1 = 3. Final sum:
    // 6+5+3 = 14 ← This is a karmic debt (14). Final reduction: 1+4 = 5 (Life Path).”
    const n = lifePath("1992-05-06");
    expect(n).toMatchObject({ value: 5, karmicDebt: 14 });
    expect(n.working).toMatch(/14 → 5 \(karmic debt 14\/5\)$/);
  });

  it("gaia.com, “Karmic Numbers”: born on the 13th, 14th, 16th or 19th", () => {
    // “If you were born on the 13th, 14th, 16th or 19th, then this is your karmic number.”
    expect([13, 14, 16, 19].map((d) => birthdayNumber(`1990-05-${d}`).karmicDebt)).toEqual([13, 14, 16, 19]);
    expect(birthdayNumber("1990-05-22").karmicDebt).toBeUndefined();
    expect(birthdayNumber("1990-05-29")).toMatchObject({ value: 11 });
  });

  it("finds karmic debt in name numbers and explains each one", () => {
    // “Al”: A1 + L3 = 4, no debt.
    expect(expression("Al")?.karmicDebt).toBeUndefined();
    for (const debt of [13, 14, 16, 19] as const) {
      expect(KARMIC_DEBT_MEANINGS[debt].length).toBeGreaterThan(80);
    }
    // Bryan Wyatt's consonants: BRN 2+9+5 = 16 → 7, WTT 5+2+2 = 9; 7 + 9 = 16 → 7.
    expect(personality("Bryan Wyatt")).toMatchObject({ value: 7, karmicDebt: 16 });
  });
});

describe("a meaning per number per position", () => {
  it("covers life path, expression, soul urge, personality, birthday and personal year for every number", () => {
    const positions = ["lifePath", "expression", "soulUrge", "personality", "birthday", "personalYear"] as const;
    const seen = new Set<string>();
    for (const position of positions) {
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const) {
        const text = POSITION_MEANINGS[position][n];
        expect(text.length, `${position} ${n}`).toBeGreaterThan(40);
        seen.add(text);
      }
    }
    expect(seen.size).toBe(72);
    const p = numerologyProfile({ name: "Bryan Wyatt", dob: "1992-05-06", on: new Date("2026-01-01T00:00:00Z") });
    expect(p.soulUrge?.value).toBe(7);
  });
});
