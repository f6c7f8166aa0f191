import { castChart } from "../astro/chart";
import { eclipticOfDate, planetPosition, toAstroTime } from "../astro/ephemeris";
import type { Chart, HouseSystem } from "../astro/types";
import { type SignName, signOf } from "../astro/zodiac";
import type { ResolvedPlace } from "../places/types";
import {
  type Disambiguation,
  type LocalTimeResolution,
  formatOffset,
  localTimeToUtc,
  parseDate,
  parseTime,
} from "../places/zone-time";

/** Version of the ephemeris library the positions come from (checked against the installed package in tests). */
export const EPHEMERIS_VERSION = "2.1.19";
export const EPHEMERIS = `astronomy-engine ${EPHEMERIS_VERSION}: VSOP87 planets, Pluto by numerical integration, ΔT from the JPL Horizons model; geocentric apparent positions (light time, aberration, IAU 2000B nutation), tropical zodiac, true equinox and ecliptic of date`;

/** A place from the atlas, or any place with coordinates and an IANA zone. */
export type BirthPlace =
  | ResolvedPlace
  | { name: string; latitude: number; longitude: number; timezone: string; countryCode?: string; regionCode?: string | null };

export interface NatalInput {
  /** Local birth date, yyyy-mm-dd. */
  date: string;
  /** Local birth time, HH:mm; leave out when unknown. */
  time?: string | null;
  place: BirthPlace;
  houseSystem?: HouseSystem;
  /** For a birth in a repeated hour (clocks going back): which pass. Default "earlier". */
  disambiguation?: Disambiguation;
}

export interface MoonMoment {
  utc: Date;
  longitude: number;
  sign: SignName;
}

/** Where the Moon can be during a birth day whose hour is unknown. */
export interface MoonRange {
  /** At local 00:00 and at the following local midnight. */
  start: MoonMoment;
  end: MoonMoment;
  /** One sign, or two when the Moon changes sign that day. */
  signs: SignName[];
  changesSign: boolean;
  /** When it enters the second sign (to the minute), and the local clock time then. */
  ingress: { utc: Date; localTime: string; sign: SignName } | null;
}

export interface CalculationReceipt {
  /** The instant the chart was cast for, ISO 8601. */
  utc: string;
  localDate: string;
  /** As given; null when the birth time is unknown. */
  localTime: string | null;
  /** The local time actually used: the given time, or 12:00 for an unknown time. */
  localTimeUsed: string;
  timeKnown: boolean;
  place: { name: string; latitude: number; longitude: number };
  timezone: string;
  /** "+01:00"; seconds appear for local mean time. */
  offset: string;
  offsetSeconds: number;
  timeBasis: LocalTimeResolution["basis"];
  /** Where the offset came from (tz zone, tz backzone, a curated rule, local mean time) and the real alternative, if any. */
  timeSource: LocalTimeResolution["source"];
  localTimeStatus: LocalTimeResolution["status"];
  /** For a repeated hour, the pass used. */
  disambiguation: Disambiguation | null;
  houseSystemRequested: HouseSystem;
  /** The house system used, or null when there are no houses (unknown time). */
  houseSystem: HouseSystem | null;
  zodiac: "tropical";
  ephemeris: string;
  deltaTSeconds: number;
  julianDayUt: number;
  warnings: string[];
}

export interface NatalChart {
  chart: Chart;
  timeKnown: boolean;
  /** Only for an unknown birth time. */
  moonRange: MoonRange | null;
  localTime: LocalTimeResolution;
  receipt: CalculationReceipt;
}

const NOON = "12:00";

function moonAt(utc: Date): MoonMoment {
  const time = toAstroTime(utc);
  const { longitude } = planetPosition("Moon", time, eclipticOfDate(time));
  return { utc, longitude, sign: signOf(longitude) };
}

function addDay(date: { year: number; month: number; day: number }) {
  const d = new Date(Date.UTC(2000, date.month - 1, date.day + 1));
  d.setUTCFullYear(date.year, date.month - 1, date.day + 1);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function moonRangeFor(date: { year: number; month: number; day: number }, place: BirthPlace): MoonRange {
  const startUtc = localTimeToUtc({ ...date, hour: 0, minute: 0 }, place).utc;
  const endUtc = localTimeToUtc({ ...addDay(date), hour: 0, minute: 0 }, place).utc;
  const start = moonAt(startUtc);
  const end = moonAt(endUtc);
  let ingress: MoonRange["ingress"] = null;
  if (start.sign !== end.sign) {
    // The Moon moves < 16° a day, so it changes sign at most once: bisect to the minute.
    let lo = startUtc.getTime();
    let hi = endUtc.getTime();
    while (hi - lo > 30_000) {
      const mid = (lo + hi) / 2;
      if (moonAt(new Date(mid)).sign === start.sign) lo = mid;
      else hi = mid;
    }
    const utc = new Date(Math.round(hi / 60_000) * 60_000);
    const offset = localTimeToUtc({ ...date, hour: 12, minute: 0 }, place).offsetSeconds;
    const local = new Date(utc.getTime() + offset * 1000);
    ingress = {
      utc,
      localTime: `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}`,
      sign: end.sign,
    };
  }
  return {
    start,
    end,
    signs: start.sign === end.sign ? [start.sign] : [start.sign, end.sign],
    changesSign: start.sign !== end.sign,
    ingress,
  };
}

/**
 * A birth chart from what a person knows: local date, perhaps a local time, and a place.
 * Without a time the chart is cast for local noon, has no ascendant, MC or houses, and carries
 * the Moon's possible range for the day. Every chart carries a calculation receipt.
 */
export function castNatalChart(input: NatalInput): NatalChart {
  const date = parseDate(input.date);
  const timeKnown = typeof input.time === "string" && input.time.trim() !== "";
  const clock = parseTime(timeKnown ? (input.time as string) : NOON);
  const { place } = input;
  const localTime = localTimeToUtc({ ...date, ...clock }, place, { disambiguation: input.disambiguation });
  const requested = input.houseSystem ?? "placidus";
  const chart = castChart(
    { utc: localTime.utc, latitude: place.latitude, longitude: place.longitude, houseSystem: requested },
    timeKnown,
  );
  const moonRange = timeKnown ? null : moonRangeFor(date, place);

  const warnings: string[] = [];
  if (!timeKnown) {
    warnings.push(
      "Birth time unknown: the chart is cast for local noon, without ascendant, midheaven or houses; the Moon may be anywhere in its range for the day.",
    );
    if (moonRange?.changesSign && moonRange.ingress) {
      warnings.push(
        `The Moon changed sign that day, entering ${moonRange.ingress.sign} at about ${moonRange.ingress.localTime} local time: it is in ${moonRange.signs[0]} before then and ${moonRange.signs[1]} after.`,
      );
    }
  }
  if (localTime.note) warnings.push(localTime.note);
  if (localTime.source.alternative && localTime.source.alternative !== localTime.note) warnings.push(localTime.source.alternative);
  if (chart.houseFallback) warnings.push(chart.houseFallback.reason);
  const year = localTime.utc.getUTCFullYear();
  if (year < 1900 || year > 2100) {
    warnings.push("Outside 1900–2100, the range in which these positions were checked against Swiss Ephemeris.");
  }

  const receipt: CalculationReceipt = {
    utc: localTime.utc.toISOString(),
    localDate: input.date.trim(),
    localTime: timeKnown ? (input.time as string).trim() : null,
    localTimeUsed: `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`,
    timeKnown,
    place: { name: place.name, latitude: place.latitude, longitude: place.longitude },
    timezone: place.timezone,
    offset: formatOffset(localTime.offsetSeconds),
    offsetSeconds: localTime.offsetSeconds,
    timeBasis: localTime.basis,
    timeSource: localTime.source,
    localTimeStatus: localTime.status,
    disambiguation: localTime.status === "repeated" ? (input.disambiguation ?? "earlier") : null,
    houseSystemRequested: requested,
    houseSystem: chart.houseSystem,
    zodiac: "tropical",
    ephemeris: EPHEMERIS,
    deltaTSeconds: Math.round(chart.deltaTSeconds * 10) / 10,
    julianDayUt: chart.julianDayUt,
    warnings,
  };
  return { chart, timeKnown, moonRange, localTime, receipt };
}
