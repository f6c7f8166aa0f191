import anyAscii from "any-ascii";

/**
 * A name in the Latin letters the Pythagorean table counts, from any script. `any-ascii` maps
 * each code point on its own (no context), so a name's letters are exactly the letters of its
 * characters one by one: that is what lets `nameProblem` (./name-rule) decide from a compact
 * table whether a name has anything to count, without shipping this package to the browser.
 */

/** Letters and combining marks (Devanagari and Thai vowel signs are marks, and they count). */
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
/** Anything else separates words, except apostrophes, which join (O'Brien → OBRIEN). */
const WORD_SEPARATOR = /[^\p{L}\p{M}'’]+/u;

/** The Latin letters one character stands for ("" for digits, punctuation, symbols, emoji). */
export function latinLettersOf(char: string): string {
  if (!LETTER_OR_MARK.test(char)) return "";
  return anyAscii(char).toUpperCase().replace(/[^A-Z]/g, "");
}

/**
 * Upper-case A–Z words: "José Ñúñez-Smith" → ["JOSE", "NUNEZ", "SMITH"], "李小龍" → ["LIXIAOLONG"],
 * "Владимир" → ["VLADIMIR"], "محمد" → ["MHMD"] (Arabic script leaves short vowels unwritten).
 */
export function nameWords(name: string): string[] {
  return name
    .split(WORD_SEPARATOR)
    .map((word) => Array.from(word, latinLettersOf).join(""))
    .filter(Boolean);
}

/** Whether any letter of the name is written in a script other than Latin (so it was transliterated). */
export function isTransliterated(name: string): boolean {
  return /(?![\p{Script=Latin}])\p{L}/u.test(name);
}

/** Every code point with Latin letters of its own, as inclusive [first, last] ranges (for the name rule's table). */
export function countableRanges(): [number, number][] {
  const ranges: [number, number][] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue; // surrogates are never characters of their own
    if (!latinLettersOf(String.fromCodePoint(cp))) continue;
    const last = ranges.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}
