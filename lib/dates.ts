import { format } from "date-fns";

const CALENDAR_FORMATS = { short: "MMM d, yyyy", long: "MMMM d, yyyy" } as const;
export type CalendarDateStyle = keyof typeof CALENDAR_FORMATS;

/**
 * "Jan 14, 2025" (short) or "January 14, 2025" (long) for the calendar date written at the start
 * of an ISO string. It is read as a local calendar date, not UTC midnight (which would show the
 * day before west of Greenwich), so server and browser always agree.
 */
export function formatCalendarDate(iso: string, style: CalendarDateStyle = "short", caller = "formatCalendarDate"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso.trim());
  if (!match) throw new RangeError(`${caller}: not an ISO date: "${iso}"`);
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) {
    throw new RangeError(`${caller}: not a real date: "${iso}"`);
  }
  return format(date, CALENDAR_FORMATS[style]);
}
