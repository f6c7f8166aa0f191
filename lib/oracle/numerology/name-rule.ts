import { COUNTABLE_RANGES } from "./countable-letters";

/**
 * The one rule for names, at checkout and at fulfilment alike: a name is usable when numerology
 * can count at least one letter in it, in whatever script it is written (see ./letters). Such a
 * name always gets its life path and birthday, and its expression; soul urge and personality are
 * left out, with a sentence saying why, when the name has no vowels or no consonants.
 *
 * This module is light enough for the browser: instead of the transliteration tables it reads a
 * generated list of the code points that stand for Latin letters (countable-letters.ts; its test
 * checks every code point against ./letters, so the two can never disagree).
 */

/** Base-36 pairs: gap since the previous range's end, then length − 1. */
export function encodeRanges(ranges: [number, number][]): string {
  let previousEnd = 0;
  const parts: string[] = [];
  for (const [first, last] of ranges) {
    parts.push((first - previousEnd).toString(36), (last - first).toString(36));
    previousEnd = last;
  }
  return parts.join(",");
}

export function decodeRanges(encoded: string): Uint32Array {
  const numbers = encoded ? encoded.split(",").map((n) => parseInt(n, 36)) : [];
  const flat = new Uint32Array(numbers.length);
  let previousEnd = 0;
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const first = previousEnd + (numbers[i] as number);
    const last = first + (numbers[i + 1] as number);
    flat[i] = first;
    flat[i + 1] = last;
    previousEnd = last;
  }
  return flat;
}

let table: Uint32Array | undefined;

/** Whether this code point stands for at least one Latin letter (binary search over the ranges). */
export function isCountable(codePoint: number): boolean {
  table ??= decodeRanges(COUNTABLE_RANGES);
  let lo = 0;
  let hi = table.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (codePoint < (table[2 * mid] as number)) hi = mid - 1;
    else if (codePoint > (table[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Whether numerology finds at least one letter to count in the name. */
export function hasCountableLetter(name: string): boolean {
  for (const char of name) if (isCountable(char.codePointAt(0) as number)) return true;
  return false;
}

/**
 * Null when the name can be charted; otherwise why not, naming the field: "!!!" and "123" have
 * no letters at all, and a name written only in letters we have no reading for (a few rare
 * scripts and CJK extension characters) is asked for in Latin letters.
 */
export function nameProblem(name: string, field = "Your name"): string | null {
  if (hasCountableLetter(name)) return null;
  if (/\p{L}/u.test(name)) return `${field} is written in letters we can't read yet. Please write it in Latin letters.`;
  return `${field} needs at least one letter.`;
}
