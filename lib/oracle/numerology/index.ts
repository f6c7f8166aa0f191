/**
 * Pythagorean numerology. Letters take 1–9 in alphabet order (A=1 … I=9, J=1 … R=9, S=1 … Z=8);
 * numbers reduce by summing digits until one digit is left, except the master numbers 11, 22 and 33,
 * which are kept whole.
 *
 * Names in any script: the table is Latin, so a name is first transliterated, character by
 * character, with the `any-ascii` package (pure JS data, no I/O): accents fall away (É → E,
 * ß → SS, Ł → L), and other scripts take their usual romanisation (李小龍 → LIXIAOLONG,
 * Владимир → VLADIMIR, Ωμέγα → OMEGA, राहुल → RAHUL, محمد → MHMD). Digits, punctuation, symbols
 * and emoji are ignored; apostrophes join (O'Brien → OBRIEN) and anything else separates names.
 *
 * A number that has nothing to count is left out, never an error: a name with no vowels (Ng, or
 * محمد, since Arabic script leaves short vowels unwritten) has no soul urge, one with no
 * consonants no personality, and one with no letters at all (checkout refuses those: see
 * `nameProblem` in ./name-rule) none of the three. The profile says why in `omission`, one plain
 * sentence every letter, page and email can show as it is.
 *
 * The rule for Y: Y is a consonant when it stands next to another vowel (A, E, I, O, U), as in
 * Yolanda, Kaye or Murray, and a vowel otherwise, as in Lynn, Mary, Sylvia or Yvonne.
 */

import { isTransliterated, nameWords } from "./letters";

export { nameWords, isTransliterated } from "./letters";
export { hasCountableLetter, nameProblem } from "./name-rule";

export const MASTER_NUMBERS = [11, 22, 33] as const;
export type CoreNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;

export interface NumerologyNumber {
  value: CoreNumber;
  master: boolean;
  /** Numa shows her working: "10 → 1, 12 → 3, 1936 → 19 → 10 → 1; 1 + 3 + 1 = 5". */
  working: string;
}

const VOWELS = new Set(["A", "E", "I", "O", "U"]);

function digitSum(n: number): number {
  return String(n)
    .split("")
    .reduce((s, d) => s + Number(d), 0);
}

/** Reduces to one digit, keeping 11, 22 and 33; returns the chain, e.g. [1936, 19, 10, 1]. */
export function reduceChain(n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Cannot reduce ${n}`);
  const chain = [n];
  let x = n;
  while (x > 9 && !(MASTER_NUMBERS as readonly number[]).includes(x)) {
    x = digitSum(x);
    chain.push(x);
  }
  return chain;
}

export function reduce(n: number): CoreNumber {
  return reduceChain(n).at(-1) as CoreNumber;
}

function result(total: number, prefix: string): NumerologyNumber {
  const chain = reduceChain(total);
  const value = chain.at(-1) as CoreNumber;
  const tail = chain.length > 1 ? ` → ${chain.slice(1).join(" → ")}` : "";
  return { value, master: value > 9, working: `${prefix}${tail}` };
}

function chainText(n: number): string {
  return reduceChain(n).join(" → ");
}

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

export function parseBirthDate(date: string | BirthDate): BirthDate {
  if (typeof date !== "string") return date;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) throw new RangeError(`Expected yyyy-mm-dd, got “${date}”`);
  const parsed = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(2000, parsed.month - 1, parsed.day));
  if (parsed.month < 1 || parsed.month > 12 || check.getUTCDate() !== parsed.day) {
    throw new RangeError(`${date} is not a date`);
  }
  return parsed;
}

/** Month, day and year are each reduced first (masters kept), then their sum is reduced. */
export function lifePath(date: string | BirthDate): NumerologyNumber {
  const { year, month, day } = parseBirthDate(date);
  const parts = [month, day, year].map(reduce);
  const sum = parts.reduce((s, p) => s + p, 0);
  return result(sum, `${chainText(month)}, ${chainText(day)}, ${chainText(year)}; ${parts.join(" + ")} = ${sum}`);
}

/** The day of the month, reduced (a 29th gives 11). */
export function birthdayNumber(date: string | BirthDate): NumerologyNumber {
  const { day } = parseBirthDate(date);
  return result(day, `day ${day}`);
}

/**
 * Personal year for a calendar year: birth month + birth day + that year, each reduced, then summed
 * and reduced. It runs from 1 January to 31 December.
 */
export function personalYear(birth: string | BirthDate, on: Date | number): NumerologyNumber {
  const { month, day } = parseBirthDate(birth);
  const year = typeof on === "number" ? on : on.getUTCFullYear();
  const parts = [month, day, year].map(reduce);
  const sum = parts.reduce((s, p) => s + p, 0);
  return result(sum, `${chainText(month)}, ${chainText(day)}, ${chainText(year)}; ${parts.join(" + ")} = ${sum}`);
}

export function letterValue(letter: string): number {
  const code = letter.toUpperCase().charCodeAt(0) - 64;
  if (code < 1 || code > 26) throw new RangeError(`Not a letter: ${letter}`);
  return ((code - 1) % 9) + 1;
}

/** Whether the letter at `i` of an upper-case word counts as a vowel (see the rule for Y above). */
export function isVowelAt(word: string, i: number): boolean {
  const c = word[i] ?? "";
  if (VOWELS.has(c)) return true;
  if (c !== "Y") return false;
  return !VOWELS.has(word[i - 1] ?? "") && !VOWELS.has(word[i + 1] ?? "");
}

type LetterFilter = "all" | "vowels" | "consonants";

function nameNumber(words: string[], filter: LetterFilter): NumerologyNumber | null {
  // Each name is reduced on its own (keeping masters), then the names are added and reduced.
  const parts: { word: string; letters: number[]; total: number; reduced: number }[] = [];
  for (const word of words) {
    const letters: number[] = [];
    for (let i = 0; i < word.length; i++) {
      const vowel = isVowelAt(word, i);
      if (filter === "all" || (filter === "vowels") === vowel) letters.push(letterValue(word[i] as string));
    }
    const total = letters.reduce((s, v) => s + v, 0);
    if (letters.length > 0) parts.push({ word, letters, total, reduced: reduce(total) });
  }
  if (parts.length === 0) return null;
  const sum = parts.reduce((s, p) => s + p.reduced, 0);
  const each = parts.map((p) => `${p.word} ${p.letters.join("+")} = ${chainText(p.total)}`).join("; ");
  return result(sum, `${each}; ${parts.map((p) => p.reduced).join(" + ")} = ${sum}`);
}

/** Expression (destiny): every letter of the full birth name; null when it has no letters. */
export function expression(fullName: string): NumerologyNumber | null {
  return nameNumber(nameWords(fullName), "all");
}

/** Soul urge (heart's desire): the vowels of the full birth name; null when it has none. */
export function soulUrge(fullName: string): NumerologyNumber | null {
  return nameNumber(nameWords(fullName), "vowels");
}

/** Personality: the consonants of the full birth name; null when it has none. */
export function personality(fullName: string): NumerologyNumber | null {
  return nameNumber(nameWords(fullName), "consonants");
}

export type NameNumberKey = "expression" | "soulUrge" | "personality";

/**
 * One plain sentence on why name numbers are missing, written so it reads well about the seeker
 * or their partner, in a summary, a letter or a page; null when nothing is missing.
 */
export function nameOmission(name: string, numbers: Record<NameNumberKey, NumerologyNumber | null>): string | null {
  const quoted = `“${name.trim()}”`;
  if (!numbers.expression) {
    return `Numa left out the expression, soul urge and personality numbers: ${quoted} has no letters she can count. The life path and birthday numbers come from the birth date alone.`;
  }
  const words = nameWords(name).join(" ");
  const read = isTransliterated(name) ? `${quoted}, read in Latin letters as ${words},` : quoted;
  if (!numbers.soulUrge) return `Numa left out the soul urge number, which adds up only the vowels: ${read} has none.`;
  if (!numbers.personality) return `Numa left out the personality number, which adds up only the consonants: ${read} has none.`;
  return null;
}

export interface NumerologyProfile {
  lifePath: NumerologyNumber;
  /** Null when the name has no letters to count (see `omission`). */
  expression: NumerologyNumber | null;
  /** Null when the name has no vowels (see `omission`). */
  soulUrge: NumerologyNumber | null;
  /** Null when the name has no consonants (see `omission`). */
  personality: NumerologyNumber | null;
  birthday: NumerologyNumber;
  personalYear: NumerologyNumber;
  /** The calendar year the personal year is for. */
  personalYearFor: number;
  /** The name as counted, in Latin letters ("LIXIAOLONG"); "" when it has no letters. */
  nameAsCounted: string;
  /** Why any name number is missing, as one sentence; null when all three are there. */
  omission: string | null;
}

export function numerologyProfile(input: { name: string; dob: string | BirthDate; on?: Date }): NumerologyProfile {
  const on = input.on ?? new Date();
  const words = nameWords(input.name);
  const names = {
    expression: nameNumber(words, "all"),
    soulUrge: nameNumber(words, "vowels"),
    personality: nameNumber(words, "consonants"),
  };
  return {
    lifePath: lifePath(input.dob),
    ...names,
    birthday: birthdayNumber(input.dob),
    personalYear: personalYear(input.dob, on),
    personalYearFor: on.getUTCFullYear(),
    nameAsCounted: words.join(" "),
    omission: nameOmission(input.name, names),
  };
}

export { NUMBER_MEANINGS, meaningOf, type NumberMeaning } from "./meanings";
