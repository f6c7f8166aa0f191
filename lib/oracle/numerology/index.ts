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
 * Y and W, as most published Pythagorean sources treat them: a vowel when it sounds as one.
 * Spelling stands in for sound with two rules (isVowelAt):
 * - Y is a consonant only where it opens a syllable before a vowel: at the start of a name
 *   (Yolanda, Yusuf) or between two vowels (Maya, Mayer); a word-final silent E does not count as a
 *   vowel after it (Kaye). Everywhere else it is a vowel: the only vowel sound of its syllable
 *   (Lynn, Mary, Yvonne, Bryan, Wyatt, Tyrone) or closing a vowel (May, Taylor, Wayne, Murray).
 * - W is a vowel when it follows a vowel and sounds with it (Matthew, Drew, Lawrence, Brown,
 *   Stewart, Howard, Lowell); a consonant otherwise (William, Ward, Wyatt).
 * Sources: lynsreadings.com "Soul Urge" (Y: Bryan, Lynn, Mary, Tony, Yvette, Tyrone, Yvonne, and
 * after a vowel Clayton, Gayle, May, Taylor, Wayne; W: Matthew, Drew, Lawrence, Barlow, Brown,
 * Stewart, Lewis, Howard, Lowell); fitnessreporting.com "How to calculate your soul urge number"
 * (Y a vowel in Emily, Mary, Carolyn, Betty, Bryan, Wyatt); nrgjewelry.com numerology notes (Y a
 * consonant in Yuriko, Yolanda; W a vowel in Brown, Rowling, a consonant in William, Ward).
 *
 * Karmic debt: 13, 14, 16 and 19 met on the way to a life path, expression, soul urge or
 * personality number (the total before it is reduced), or as the day of birth, are kept in
 * `karmicDebt` and explained (KARMIC_DEBT_MEANINGS) beside the reduced number: 13/4, 14/5, 16/7, 19/1.
 */

import { type CoreNumber, MASTER_NUMBERS } from "./core-number";
import { isTransliterated, nameWords } from "./letters";

export { MASTER_NUMBERS, type CoreNumber } from "./core-number";
export { nameWords, isTransliterated } from "./letters";
export { hasCountableLetter, nameProblem } from "./name-rule";

export const KARMIC_DEBT_NUMBERS = [13, 14, 16, 19] as const;
export type KarmicDebt = (typeof KARMIC_DEBT_NUMBERS)[number];

export interface NumerologyNumber {
  value: CoreNumber;
  master: boolean;
  /** 13, 14, 16 or 19 when the total passed through one before reducing (absent otherwise). */
  karmicDebt?: KarmicDebt;
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

function result(total: number, prefix: string, { karmic = true }: { karmic?: boolean } = {}): NumerologyNumber {
  const chain = reduceChain(total);
  const value = chain.at(-1) as CoreNumber;
  const tail = chain.length > 1 ? ` → ${chain.slice(1).join(" → ")}` : "";
  const debt = karmic ? (chain.find((n) => (KARMIC_DEBT_NUMBERS as readonly number[]).includes(n)) as KarmicDebt | undefined) : undefined;
  return debt ? { value, master: value > 9, karmicDebt: debt, working: `${prefix}${tail} (karmic debt ${debt}/${value})` } : { value, master: value > 9, working: `${prefix}${tail}` };
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
  // Karmic debt belongs to the birth numbers and the name, not to a passing year.
  return result(sum, `${chainText(month)}, ${chainText(day)}, ${chainText(year)}; ${parts.join(" + ")} = ${sum}`, { karmic: false });
}

export function letterValue(letter: string): number {
  const code = letter.toUpperCase().charCodeAt(0) - 64;
  if (code < 1 || code > 26) throw new RangeError(`Not a letter: ${letter}`);
  return ((code - 1) % 9) + 1;
}

/** Whether the letter at `i` of an upper-case word counts as a vowel (see the rules for Y and W above). */
export function isVowelAt(word: string, i: number): boolean {
  const c = word[i] ?? "";
  if (VOWELS.has(c)) return true;
  const before = word[i - 1] ?? "";
  if (c === "W") return VOWELS.has(before);
  if (c !== "Y") return false;
  const after = word[i + 1] ?? "";
  // A final E after the Y is silent (Kaye): it does not make the Y open a syllable.
  const vowelAfter = VOWELS.has(after) && !(after === "E" && i + 2 === word.length);
  if (!vowelAfter) return true;
  // Before a sounded vowel: a consonant at the start of the name or between vowels (Yolanda, Maya),
  // a vowel after a consonant (Bryan, Wyatt).
  return !(i === 0 || VOWELS.has(before));
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

export { KARMIC_DEBT_MEANINGS, NUMBER_MEANINGS, POSITION_MEANINGS, meaningOf, positionMeaning, type NumberMeaning, type NumberPosition } from "./meanings";
