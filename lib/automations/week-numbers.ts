import { personalYear, reduce, reduceChain, type CoreNumber } from "@/lib/oracle/numerology";
import { addLocalDays } from "@/lib/time-zones";

export interface WorkedNumber {
  value: CoreNumber;
  working: string;
}

export interface WeekNumbers {
  /** The Sunday the week starts on (local). */
  weekStart: string;
  universalYear: WorkedNumber;
  /** For the month the week starts in. */
  universalMonth: WorkedNumber;
  /** Each day's number is its month's number (`month`: personal with a birth date, else universal) plus the day's. */
  days: { date: string; month: number; universal: WorkedNumber; personal: WorkedNumber | null }[];
  personal: { year: WorkedNumber; month: WorkedNumber } | null;
}

const chain = (n: number) => reduceChain(n).join(" → ");

function worked(parts: number[], labelled: string): WorkedNumber {
  const sum = parts.reduce((s, p) => s + p, 0);
  const c = reduceChain(sum);
  return { value: reduce(sum), working: `${labelled}${parts.join(" + ")} = ${c.join(" → ")}` };
}

/** "day 23 → 5; " when the day reduces, "" when it is already one digit (or a master). */
function dayNote(d: number): string {
  return reduce(d) === d ? "" : `day ${chain(d)}; `;
}

function ymd(date: string): [number, number, number] {
  return date.split("-").map(Number) as [number, number, number];
}

/**
 * Numa's numbers for a week: the universal year (the year's digits), month (year + month) and day
 * (month + day), and, for a known birth date, the personal year (from the oracle), month and day,
 * each reduced with masters kept, with the working written out.
 */
export function weekNumbers(weekStart: string, birthDate: string | null): WeekNumbers {
  const [year] = ymd(weekStart);
  const uy: WorkedNumber = { value: reduce(year), working: chain(year) };
  let personalYearOf: ((y: number) => WorkedNumber) | null = null;
  if (birthDate) {
    personalYearOf = (y) => {
      const py = personalYear(birthDate, y);
      return { value: py.value, working: py.working };
    };
  }
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addLocalDays(weekStart, i);
    const [y, m, d] = ymd(date);
    const uyDay = reduce(y);
    const um = reduce(uyDay + reduce(m));
    const universal = worked([um, reduce(d)], dayNote(d));
    let personal: WorkedNumber | null = null;
    let month: number = um;
    if (personalYearOf) {
      const py = personalYearOf(y).value;
      month = reduce(py + reduce(m));
      personal = worked([month, reduce(d)], dayNote(d));
    }
    return { date, month, universal, personal };
  });
  let personal: WeekNumbers["personal"] = null;
  if (personalYearOf) {
    const [, m] = ymd(weekStart);
    const py = personalYearOf(year);
    personal = { year: py, month: worked([py.value, reduce(m)], m === reduce(m) ? "" : `month ${chain(m)}; `) };
  }
  const [, startMonth] = ymd(weekStart);
  const universalMonth = worked([uy.value, reduce(startMonth)], startMonth === reduce(startMonth) ? "" : `month ${chain(startMonth)}; `);
  return { weekStart, universalYear: uy, universalMonth, days, personal };
}
