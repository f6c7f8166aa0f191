/**
 * Zone offsets before 1970 from the IANA tz database compiled with its `backzone` file
 * (`zone-history-data.ts`, built by `npm run zones:build`). ICU, and so Intl, ships tz without
 * backzone: for zones that agree after 1970 it keeps only one history (Oslo follows Berlin,
 * Amsterdam Brussels, Reykjavík Abidjan, Nassau Toronto…). This table is read for every instant
 * before 1970; ICU after.
 */
import { ZONE_HISTORY, ZONE_HISTORY_VERSION, ZONES_DIFFERING_FROM_ICU } from "./zone-history-data";

export { ZONE_HISTORY_VERSION };

export const HISTORY_END_MS = Date.UTC(1970, 0, 1);

export interface ZoneInterval {
  /** Start of the interval (ms since 1970; -Infinity for the first). */
  from: number;
  offsetSeconds: number;
  /** Summer (daylight-saving) time. */
  dst: boolean;
}

const decoded = new Map<string, ZoneInterval[]>();

function parseOffset(text: string): { offsetSeconds: number; dst: boolean } {
  const dst = text.endsWith("d");
  return { offsetSeconds: parseInt(dst ? text.slice(0, -1) : text, 36), dst };
}

/** The zone's intervals before 1970, first (its local mean time) to last, or null when the table lacks it. */
export function zoneHistory(timezone: string): ZoneInterval[] | null {
  const cached = decoded.get(timezone);
  if (cached) return cached;
  const text = Object.hasOwn(ZONE_HISTORY, timezone) ? ZONE_HISTORY[timezone] : undefined;
  if (text === undefined) return null;
  const [first, ...rest] = text.split(";");
  const intervals: ZoneInterval[] = [{ from: -Infinity, ...parseOffset(first ?? "0") }];
  let at = 0;
  for (const item of rest) {
    const [delta, offset] = item.split(",");
    at += parseInt(delta ?? "0", 36);
    intervals.push({ from: at * 1000, ...parseOffset(offset ?? "0") });
  }
  decoded.set(timezone, intervals);
  return intervals;
}

/** The interval in force at an instant before 1970, or null (after 1970, or a zone the table lacks). */
export function historyAt(timezone: string, instantMs: number): ZoneInterval | null {
  if (!(instantMs < HISTORY_END_MS)) return null;
  const list = zoneHistory(timezone);
  if (!list) return null;
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((list[mid] as ZoneInterval).from <= instantMs) lo = mid;
    else hi = mid - 1;
  }
  return list[lo] ?? null;
}

/** The first transition of a zone (when it left its local mean time), from the table. */
export function historyFirstTransition(timezone: string): number | null | undefined {
  const list = zoneHistory(timezone);
  if (!list) return undefined;
  return list.length > 1 ? (list[1] as ZoneInterval).from : null;
}

const differing = new Set(ZONES_DIFFERING_FROM_ICU);

/** True for zones whose history before 1970 is not ICU's (their backzone history). */
export function hasBackzoneHistory(timezone: string): boolean {
  return differing.has(timezone);
}
