import { type CuratedRule, type PlaceForTime, curatedOffset } from "./curated-zones";
import { icuOffsetSeconds, isKnownTimeZone } from "./icu-zone";
import { HISTORY_END_MS, ZONE_HISTORY_VERSION, hasBackzoneHistory, historyAt, historyFirstTransition } from "./zone-history";

/**
 * Local civil date and time → UTC through the IANA zone's history (before 1970 the tz database
 * compiled with backzone, zone-history.ts; after it ICU, via Intl) and curated exceptions, with explicit
 * answers for the hour skipped when clocks go forward, the hour repeated when they go back, and
 * local mean time before a place kept standard time.
 */

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

export type Disambiguation = "earlier" | "later";

export type TimeSourceKind = "tz" | "tz-backzone" | "curated" | "local-mean-time";

/** Where the offset used came from, for the receipt. */
export interface TimeSource {
  /** "tz": the IANA tz database (ICU after 1970); "tz-backzone": tz's full pre-1970 history, which
   * ICU lacks; "curated": one of our sourced exceptions; "local-mean-time": the place's longitude. */
  kind: TimeSourceKind;
  zone: string;
  /** The curated rule's id, when kind is "curated". */
  rule: CuratedRule["id"] | null;
  /** "IANA tz 2025b with backzone: Europe/Oslo", the rule's name… */
  label: string;
  /** Where the rule comes from (curated rules). */
  citation: string | null;
  /** Summer time, when known. */
  dst: boolean | null;
  /** A real alternative, in plain words, or null when there is none worth naming. */
  alternative: string | null;
}

export interface UtcOption {
  utc: Date;
  /** Seconds east of UTC. */
  offsetSeconds: number;
}

export interface LocalTimeResolution {
  utc: Date;
  /** The offset used, seconds east of UTC (local = UTC + offset). */
  offsetSeconds: number;
  /** "+05:30", or "-04:56:02" when the offset has seconds. */
  offset: string;
  /** "zone": the tz database; "local-mean-time": the place's own longitude ÷ 15°/h. */
  basis: "zone" | "local-mean-time";
  source: TimeSource;
  /** "skipped": the wall time never happened (clocks jumped over it); "repeated": it happened twice. */
  status: "ok" | "skipped" | "repeated";
  /** For "repeated", both instants, earlier first; for "skipped", the readings either side of the jump. */
  options: UtcOption[];
  note: string | null;
}

export interface ZoneTimeOptions {
  /** Which of two instants a repeated hour means. Default "earlier" (the first pass, usually summer time). */
  disambiguation?: Disambiguation;
}

export { isKnownTimeZone };

function wallClockMs(parts: LocalDateTime): number {
  const d = new Date(0);
  d.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  d.setUTCHours(parts.hour, parts.minute, parts.second ?? 0, 0);
  return d.getTime();
}

/**
 * Offset of the zone at an instant, in whole seconds east of UTC: before 1970 from the tz table with
 * backzone (zone-history.ts), after it (and for zones the table lacks) from ICU.
 */
export function zoneOffsetSeconds(timezone: string, instantMs: number): number {
  const h = historyAt(timezone, instantMs);
  return h ? h.offsetSeconds : icuOffsetSeconds(timezone, instantMs);
}

interface OffsetAt {
  offsetSeconds: number;
  dst: boolean | null;
  kind: Exclude<TimeSourceKind, "local-mean-time">;
  rule: CuratedRule | null;
}

/** The offset at a place and instant: a curated rule, else the tz table (before 1970), else ICU. */
function offsetAt(place: PlaceForTime, instantMs: number): OffsetAt {
  const h = historyAt(place.timezone, instantMs);
  const tz = h ? h.offsetSeconds : icuOffsetSeconds(place.timezone, instantMs);
  const curated = curatedOffset(place, instantMs, tz);
  if (curated) return { offsetSeconds: curated.offsetSeconds, dst: curated.dst, kind: "curated", rule: curated.rule };
  if (h && hasBackzoneHistory(place.timezone) && icuOffsetSeconds(place.timezone, instantMs) !== tz) {
    return { offsetSeconds: tz, dst: h.dst, kind: "tz-backzone", rule: null };
  }
  return { offsetSeconds: tz, dst: h ? h.dst : null, kind: "tz", rule: null };
}

const YEAR_MS = 365.2425 * 86400_000;
const EPOCH_1800 = Date.UTC(1800, 0, 1);

/**
 * Zones whose first (mean-time) offset was itself made legal time before it was replaced, so it is
 * a real standard from that date rather than a town's local mean time. Paris Mean Time was the
 * legal time of all France from 1891; Dublin Mean Time of all Ireland from 1880.
 */
const MEAN_TIME_MADE_STANDARD: Record<string, number> = {
  "Europe/Paris": Date.UTC(1891, 2, 15, 0, 0),
  "Europe/Dublin": Date.UTC(1880, 7, 2, 0, 25),
};

const firstTransitionCache = new Map<string, number | null>();

/**
 * The instant a zone first left its 1800 offset (its local mean time in the tz database), or null
 * when the offset never changed. Found by yearly steps, then bisection to the second.
 */
export function firstTransition(timezone: string): number | null {
  const fromTable = historyFirstTransition(timezone);
  if (fromTable !== undefined) return fromTable;
  if (firstTransitionCache.has(timezone)) return firstTransitionCache.get(timezone) ?? null;
  const initial = zoneOffsetSeconds(timezone, EPOCH_1800);
  let lo = EPOCH_1800;
  let hi: number | null = null;
  for (let t = EPOCH_1800 + YEAR_MS; t < Date.UTC(2040, 0, 1); t += YEAR_MS) {
    if (zoneOffsetSeconds(timezone, t) !== initial) {
      hi = t;
      break;
    }
    lo = t;
  }
  let result: number | null = null;
  if (hi !== null) {
    let upper: number = hi;
    while (upper - lo > 1000) {
      const mid: number = lo + Math.floor((upper - lo) / 2000) * 1000;
      if (zoneOffsetSeconds(timezone, mid) === initial) lo = mid;
      else upper = mid;
    }
    result = upper;
  }
  firstTransitionCache.set(timezone, result);
  return result;
}

export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const a = Math.abs(seconds);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  const hm = `${sign}${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  return s ? `${hm}:${String(s).padStart(2, "0")}` : hm;
}

/** Local mean time offset for a longitude: 4 minutes of time per degree east. */
export function localMeanTimeOffsetSeconds(longitude: number): number {
  return Math.round(longitude * 240);
}

function lmt(localMs: number, place: PlaceForTime, note: string): LocalTimeResolution {
  const offsetSeconds = localMeanTimeOffsetSeconds(place.longitude);
  const utc = new Date(localMs - offsetSeconds * 1000);
  return {
    utc,
    offsetSeconds,
    offset: formatOffset(offsetSeconds),
    basis: "local-mean-time",
    source: {
      kind: "local-mean-time",
      zone: place.timezone,
      rule: null,
      label: `Local mean time for longitude ${place.longitude.toFixed(2)}°`,
      citation: null,
      dst: false,
      alternative: note,
    },
    status: "ok",
    options: [{ utc, offsetSeconds }],
    note,
  };
}

function clock(wallMs: number): string {
  const d = new Date(wallMs);
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
}

export function validateLocalDateTime(parts: LocalDateTime): void {
  const { year, month, day, hour, minute } = parts;
  const second = parts.second ?? 0;
  const ints = [year, month, day, hour, minute, second];
  if (!ints.every(Number.isInteger)) throw new RangeError("Local date and time must be whole numbers");
  const probe = new Date(wallClockMs({ year, month, day, hour: 0, minute: 0 }));
  if (month < 1 || month > 12 || probe.getUTCDate() !== day || probe.getUTCMonth() !== month - 1) {
    throw new RangeError(`${year}-${month}-${day} is not a date`);
  }
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
    throw new RangeError(`${hour}:${minute}:${second} is not a time of day`);
  }
}

/**
 * Converts a local wall-clock time at a place to UTC.
 * - Before the zone's first transition (when the tz database only has the town's local mean
 *   time), and for zones ICU does not know, the birthplace's own local mean time is used.
 * - A skipped wall time (spring forward) is read with the offset in force just before the jump,
 *   so 02:30 on a night the clocks went from 02:00 to 03:00 becomes 03:30 summer time.
 * - A repeated wall time (fall back) takes the earlier instant unless told otherwise; both are listed.
 */
export function localTimeToUtc(
  local: LocalDateTime,
  place: PlaceForTime,
  options: ZoneTimeOptions = {},
): LocalTimeResolution {
  validateLocalDateTime(local);
  const localMs = wallClockMs(local);
  if (!isKnownTimeZone(place.timezone)) {
    return lmt(localMs, place, `Time zone “${place.timezone}” is unknown here; local mean time for the birthplace’s longitude is used.`);
  }
  const first = firstTransition(place.timezone);
  const initial = zoneOffsetSeconds(place.timezone, EPOCH_1800);
  const madeStandard = MEAN_TIME_MADE_STANDARD[place.timezone];
  const beforeStandard = first !== null && localMs - initial * 1000 < first;
  if (beforeStandard && !(madeStandard !== undefined && localMs - initial * 1000 >= madeStandard)) {
    return lmt(localMs, place, "Before this place kept standard time: local mean time for the birthplace’s longitude is used.");
  }

  const offset = (t: number) => offsetAt(place, t).offsetSeconds;
  const probes = [localMs - 2 * 86400_000, localMs, localMs + 2 * 86400_000].map(offset);
  const candidates: UtcOption[] = [];
  for (const offsetSeconds of new Set(probes)) {
    const utcMs = localMs - offsetSeconds * 1000;
    if (offset(utcMs) === offsetSeconds && !candidates.some((c) => c.utc.getTime() === utcMs)) {
      candidates.push({ utc: new Date(utcMs), offsetSeconds });
    }
  }
  candidates.sort((a, b) => a.utc.getTime() - b.utc.getTime());

  if (candidates.length === 0) {
    // The offset in force just before the gap is the one valid a little earlier in local time.
    const before = offset(localMs - probes[0]! * 1000 - 6 * 3600_000);
    const after = offset(localMs - before * 1000 + 6 * 3600_000);
    const utc = new Date(localMs - before * 1000);
    const gapMinutes = Math.round((after - before) / 60);
    // The instant is computed with the offset before the jump, so that is the offset reported.
    return {
      utc,
      offsetSeconds: before,
      offset: formatOffset(before),
      basis: "zone",
      source: sourceFor(place, utc.getTime(), before),
      status: "skipped",
      options: [
        { utc, offsetSeconds: before },
        { utc: new Date(localMs - after * 1000), offsetSeconds: after },
      ],
      note: `${clock(localMs)} never appeared on clocks here: they jumped forward ${gapMinutes} minutes. It is read with the offset in force before the jump (UTC${formatOffset(before)}), which is ${clock(utc.getTime() + after * 1000)} on the new clock.`,
    };
  }

  const chosen = candidates.length > 1 && options.disambiguation === "later" ? candidates[candidates.length - 1]! : candidates[0]!;
  return {
    utc: chosen.utc,
    offsetSeconds: chosen.offsetSeconds,
    offset: formatOffset(chosen.offsetSeconds),
    basis: "zone",
    source: sourceFor(place, chosen.utc.getTime(), chosen.offsetSeconds),
    status: candidates.length > 1 ? "repeated" : "ok",
    options: candidates,
    note:
      candidates.length > 1
        ? `This local time happened twice (clocks went back). The ${options.disambiguation === "later" ? "second" : "first"} occurrence, UTC${formatOffset(chosen.offsetSeconds)}, is used; the other was UTC${formatOffset((candidates.find((c) => c !== chosen) ?? chosen).offsetSeconds)}.`
        : null,
  };
}

const US_ZONE_CITY: Record<string, string> = {
  "America/New_York": "New York City",
  "America/Chicago": "Chicago",
  "America/Denver": "Denver",
  "America/Los_Angeles": "Los Angeles",
  "America/Detroit": "Detroit",
  "America/Boise": "Boise",
  "America/Phoenix": "Phoenix",
};

/** The receipt's account of an offset: where it came from and, when there is one, the real alternative. */
function sourceFor(place: PlaceForTime, instantMs: number, offsetSeconds: number): TimeSource {
  const at = offsetAt(place, instantMs);
  const year = new Date(instantMs + offsetSeconds * 1000).getUTCFullYear();
  const where = place.name ?? place.timezone;
  const kindOfTime = at.dst === null ? "" : at.dst ? "summer time, " : "standard time, ";
  const base = { zone: place.timezone, dst: at.dst };
  if (at.kind === "curated" && at.rule) {
    return { ...base, kind: "curated", rule: at.rule.id, label: at.rule.name, citation: at.rule.source, alternative: at.rule.alternative(year) };
  }
  if (at.kind === "tz-backzone") {
    const icu = icuOffsetSeconds(place.timezone, instantMs);
    return {
      ...base,
      kind: "tz-backzone",
      rule: null,
      label: `IANA tz ${ZONE_HISTORY_VERSION} with backzone: ${place.timezone}`,
      citation: "IANA tz database, backzone file (pre-1970 history of zones that agree after 1970)",
      alternative: `In ${year} ${where} kept ${kindOfTime}UTC${formatOffset(offsetSeconds)}, according to the tz database's full history for ${place.timezone}; software without that history uses UTC${formatOffset(icu)}. If your birth certificate shows another time zone, tell us.`,
    };
  }
  const before1970 = instantMs < HISTORY_END_MS;
  let alternative: string | null = null;
  const city = US_ZONE_CITY[place.timezone];
  if (before1970 && year >= 1918 && year < 1967 && (place.countryCode === "US" || (place.countryCode === undefined && city))) {
    alternative = `Before 1967 summer time in the United States was a local choice: ${place.timezone} follows ${city ?? "its main city"}'s clock, ${kindOfTime}UTC${formatOffset(offsetSeconds)} here. If your birth certificate shows another time (standard time, or summer time on other dates), tell us.`;
  } else if (place.timezone === "Europe/Berlin" && year === 1945 && place.countryCode === "DE" && !place.regionCode) {
    alternative = "In 1945 Berlin and the Soviet zone kept midsummer time (UTC+03:00) while the western zones did not; without the birthplace's state we used Berlin's clock. If your birth certificate shows another time, tell us.";
  }
  return {
    ...base,
    kind: "tz",
    rule: null,
    label: before1970 ? `IANA tz ${ZONE_HISTORY_VERSION} with backzone: ${place.timezone}` : `IANA tz (ICU): ${place.timezone}`,
    citation: null,
    alternative,
  };
}

/** "1990-05-14" → parts; throws RangeError for anything else. */
export function parseDate(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) throw new RangeError(`Expected a date as yyyy-mm-dd, got “${date}”`);
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  validateLocalDateTime({ ...parts, hour: 0, minute: 0 });
  return parts;
}

/** "08:15" or "08:15:30" → parts; throws RangeError for anything else. */
export function parseTime(time: string): { hour: number; minute: number; second: number } {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!m) throw new RangeError(`Expected a time as HH:mm, got “${time}”`);
  const parts = { hour: Number(m[1]), minute: Number(m[2]), second: Number(m[3] ?? 0) };
  validateLocalDateTime({ year: 2000, month: 1, day: 1, ...parts });
  return parts;
}
