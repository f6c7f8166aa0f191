import { describe, expect, it } from "vitest";

import { countableRanges, latinLettersOf, nameWords } from "./letters";
import { decodeRanges, encodeRanges, hasCountableLetter, isCountable, nameProblem } from "./name-rule";

describe("the compact table the browser uses agrees with the transliteration", () => {
  it("for every code point (rerun `npm run names:build` after upgrading any-ascii if this fails)", () => {
    const mismatches: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const counted = latinLettersOf(String.fromCodePoint(cp)) !== "";
      if (counted !== isCountable(cp) && mismatches.push(`U+${cp.toString(16).toUpperCase()}`) >= 20) break;
    }
    expect(mismatches).toEqual([]);
    expect(isCountable(0xd800)).toBe(false);
  });

  it("round-trips the range encoding", () => {
    const ranges = countableRanges().slice(0, 50);
    expect(Array.from(decodeRanges(encodeRanges(ranges)))).toEqual(ranges.flat());
    expect(decodeRanges("")).toHaveLength(0);
  });

  it("so checkout's rule and numerology's letters never disagree", () => {
    for (const name of ["李小龍", "محمد", "Ng", "!!!", "123", "👩‍👩‍👧", "ⅫⅣ", "ʼʼ", "𰀀", "e\u0301", "\u0301"]) {
      expect(hasCountableLetter(name), name).toBe(nameWords(name).length > 0);
    }
  });
});

describe("nameProblem: real names in any script pass; nothing to count is refused, naming the field", () => {
  it.each(["李小龍", "محمد", "Владимир", "Ng", "Zoë", "O'Brien-Łukasz", "Ωμέγα", "राहुल शर्मा", "ሙሉጌታ", "ᏣᎳᎩ", "สมชาย", "אברהם", "김민준", "Nguyễn Văn An"])(
    "accepts %s",
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );

  it.each(["!!!", "123", "👩‍👩‍👧", "---", "ⅫⅣ"])("refuses %j: no letters", (name) => {
    expect(nameProblem(name, "Partner name")).toBe("Partner name needs at least one letter.");
  });

  it("asks for Latin letters when a name is written only in letters we have no reading for", () => {
    expect(nameProblem("𰀀𰀁")).toBe("Your name is written in letters we can't read yet. Please write it in Latin letters.");
    expect(nameProblem("𰀀 Li")).toBeNull();
  });
});
