/**
 * Whether a local wall time happened twice in a zone (clocks went back), from ICU alone, so a form
 * can ask "the earlier or the later pass?" in the browser without the pre-1970 table. The server
 * decides with the full history (zone-time.ts); this only decides whether to ask.
 */
import { icuOffsetSeconds, isKnownTimeZone } from "./icu-zone";

export function isRepeatedWallTime(date: string, time: string, timezone: string): boolean {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isKnownTimeZone(timezone)) return false;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return false;
  const offsets = new Set([wall - 86400_000, wall, wall + 86400_000].map((ms) => icuOffsetSeconds(timezone, ms)));
  let passes = 0;
  for (const offset of offsets) if (icuOffsetSeconds(timezone, wall - offset * 1000) === offset) passes++;
  return passes > 1;
}
