import { z } from "zod";

/** SPEC §5: the default messages 'Required' (missing) and 'Invalid input' (wrong type). */
export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "Required" : "Invalid input");

/** A trimmed string field whose missing/wrong-type errors use the SPEC defaults. */
export const text = () => z.string({ error: requiredOrInvalid }).trim();

/** A trimmed, lower-cased email with the given message. */
export const email = (message: string) => text().toLowerCase().pipe(z.email({ error: message }).max(254, { error: message }));

/** An optional trimmed text: '', null or absent all mean "not given" (undefined). */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: "Invalid input" })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => v || undefined);

/** An IANA zone the runtime knows ("Asia/Tokyo"); checked with Intl so it works in the browser too. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A real calendar date (yyyy-mm-dd) from 1900 (the ephemeris range) up to today. */
export function isRealBirthDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  // Today on the easternmost clock (UTC+14) still counts, so nobody's "today" is refused.
  return value >= "1900-01-01" && date.getTime() <= Date.now() + 14 * 60 * 60 * 1000;
}
