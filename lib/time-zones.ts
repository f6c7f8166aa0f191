import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";

import { isKnownTimeZone } from "@/lib/oracle/places/icu-zone";

/**
 * Time zones and local calendar dates, for the app (the engine keeps its own zone arithmetic in
 * lib/oracle/places, which this reuses). Pure: safe in the browser, where the forms validate zones.
 * The browser's own zone list and zone are read by hooks/use-time-zones.ts.
 */

/** An IANA zone the runtime knows ("Asia/Tokyo"). */
export const isTimeZone: (value: string) => boolean = isKnownTimeZone;

/** The zone if the runtime knows it, else UTC: a stored zone can never break a schedule or a letter. */
export function safeTimeZone(timezone: string | null | undefined): string {
  const tz = timezone?.trim();
  return tz && isTimeZone(tz) ? tz : "UTC";
}

function parseLocalDate(date: string): [number, number, number] {
  return date.split("-").map(Number) as [number, number, number];
}

/** The UTC instant of a local date and time in a zone. */
export function zonedInstant(localDate: string, localTime: string, timezone: string): Date {
  const [y, m, d] = parseLocalDate(localDate);
  const [hh, mm] = localTime.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, safeTimeZone(timezone)).getTime());
}

export interface LocalMoment {
  /** yyyy-MM-dd on the subscriber's clock. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday. */
  weekday: number;
  timezone: string;
}

/** What the clock says in a zone at an instant. */
export function localMoment(now: Date, timezone: string): LocalMoment {
  const tz = safeTimeZone(timezone);
  const local = new TZDate(now.getTime(), tz);
  return { date: format(local, "yyyy-MM-dd"), minutes: local.getHours() * 60 + local.getMinutes(), weekday: local.getDay(), timezone: tz };
}

/** yyyy-MM-dd plus n days (calendar arithmetic, no zone involved). */
export function addLocalDays(date: string, days: number): string {
  const [y, m, d] = parseLocalDate(date);
  return format(addDays(new Date(y, m - 1, d, 12), days), "yyyy-MM-dd");
}

/** 0 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parseLocalDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** "Friday 27 November" for a local date (yyyy-MM-dd). */
export function longDate(date: string): string {
  const [y, m, d] = parseLocalDate(date);
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}
