import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";

import { safeTimeZone } from "@/lib/time-zones";

export interface LocalMoment {
  /** yyyy-MM-dd on the subscriber's clock. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
  /** 0 = Sunday. */
  weekday: number;
  timezone: string;
}

/** What the clock says for a subscriber right now. */
export function localMoment(now: Date, timezone: string): LocalMoment {
  const tz = safeTimeZone(timezone);
  const local = new TZDate(now.getTime(), tz);
  return { date: format(local, "yyyy-MM-dd"), minutes: local.getHours() * 60 + local.getMinutes(), weekday: local.getDay(), timezone: tz };
}

/** yyyy-MM-dd plus n days (calendar arithmetic, no zone involved). */
export function addLocalDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return format(addDays(new Date(y, m - 1, d, 12), days), "yyyy-MM-dd");
}

export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function longDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}
