import { TZDate } from "@date-fns/tz";
import { addDays, format } from "date-fns";

import { isKnownTimeZone } from "@/lib/oracle/places";

/** The placeholder in a live session's invitation: three days after payment, 18:00 the buyer's time. */
export const TENTATIVE_DAYS_AHEAD = 3;
export const TENTATIVE_LOCAL_TIME = "18:00";

export function safeTimeZone(timezone: string | null | undefined): string {
  const tz = timezone?.trim();
  return tz && isKnownTimeZone(tz) ? tz : "UTC";
}

export function tentativeSessionSlot(paidAt: Date, timezone: string | null | undefined): { localDate: string; localTime: string; timezone: string } {
  const tz = safeTimeZone(timezone);
  const local = addDays(new TZDate(paidAt.getTime(), tz), TENTATIVE_DAYS_AHEAD);
  return { localDate: format(local, "yyyy-MM-dd"), localTime: TENTATIVE_LOCAL_TIME, timezone: tz };
}

/** The UTC instant of a local date and time in a zone. */
export function zonedInstant(localDate: string, localTime: string, timezone: string): Date {
  const [y, m, d] = localDate.split("-").map(Number) as [number, number, number];
  const [hh, mm] = localTime.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, safeTimeZone(timezone)).getTime());
}
