/**
 * Pythagorean numerology. Letters take 1–9 in alphabet order (A=1 … I=9, J=1 … R=9, S=1 … Z=8);
 * numbers reduce by summing digits until one digit is left, except the master numbers 11, 22 and 33,
 * which are kept whole. Accents are removed first (É → E, ß → SS), and anything that is not a letter
 * is ignored.
 *
 * The rule for Y: Y is a consonant when it stands next to another vowel (A, E, I, O, U), as in
 * Yolanda, Kaye or Murray, and a vowel otherwise, as in Lynn, Mary, Sylvia or Yvonne.
 */

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

/** Upper-case A–Z words with accents removed: "José Ñúñez-Smith" → ["JOSE", "NUNEZ", "SMITH"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[Ææ]/g, "ae")
    .replace(/[Œœ]/g, "oe")
    .replace(/[Øø]/g, "o")
    .replace(/[Łł]/g, "l")
    .replace(/['’ʼ]/g, "")
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
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

function nameNumber(name: string, filter: LetterFilter): NumerologyNumber {
  const words = nameWords(name);
  if (words.length === 0) throw new RangeError("A name needs at least one letter");
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
  if (parts.length === 0) {
    throw new RangeError(`“${name}” has no ${filter === "vowels" ? "vowels" : "consonants"} to count`);
  }
  const sum = parts.reduce((s, p) => s + p.reduced, 0);
  const each = parts.map((p) => `${p.word} ${p.letters.join("+")} = ${chainText(p.total)}`).join("; ");
  return result(sum, `${each}; ${parts.map((p) => p.reduced).join(" + ")} = ${sum}`);
}

/** Expression (destiny): every letter of the full birth name. */
export function expression(fullName: string): NumerologyNumber {
  return nameNumber(fullName, "all");
}

/** Soul urge (heart's desire): the vowels of the full birth name. */
export function soulUrge(fullName: string): NumerologyNumber {
  return nameNumber(fullName, "vowels");
}

/** Personality: the consonants of the full birth name. */
export function personality(fullName: string): NumerologyNumber {
  return nameNumber(fullName, "consonants");
}

export interface NumerologyProfile {
  lifePath: NumerologyNumber;
  expression: NumerologyNumber;
  soulUrge: NumerologyNumber;
  personality: NumerologyNumber;
  birthday: NumerologyNumber;
  personalYear: NumerologyNumber;
  /** The calendar year the personal year is for. */
  personalYearFor: number;
}

export function numerologyProfile(input: { name: string; dob: string | BirthDate; on?: Date }): NumerologyProfile {
  const on = input.on ?? new Date();
  return {
    lifePath: lifePath(input.dob),
    expression: expression(input.name),
    soulUrge: soulUrge(input.name),
    personality: personality(input.name),
    birthday: birthdayNumber(input.dob),
    personalYear: personalYear(input.dob, on),
    personalYearFor: on.getUTCFullYear(),
  };
}

export { NUMBER_MEANINGS, meaningOf, type NumberMeaning } from "./meanings";
