import { TZDate } from "@date-fns/tz";

import { isTimeZone } from "@/lib/validations/common";

/** The zone if the runtime knows it, else UTC: a stored zone can never break a schedule or a letter. */
export function safeTimeZone(timezone: string | null | undefined): string {
  const tz = timezone?.trim();
  return tz && isTimeZone(tz) ? tz : "UTC";
}

/** The UTC instant of a local date and time in a zone. */
export function zonedInstant(localDate: string, localTime: string, timezone: string): Date {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  const [hh, mm] = localTime.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, safeTimeZone(timezone)).getTime());
}
