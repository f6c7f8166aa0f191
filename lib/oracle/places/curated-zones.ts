/**
 * Curated exceptions where the tz database, even with backzone, is known to give one history for
 * places that kept another. Each rule names its source; the receipt names the rule and says the
 * alternative in plain words.
 */

export interface PlaceForTime {
  timezone: string;
  longitude: number;
  latitude?: number;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string;
  /** GeoNames first-level code without the country ("16" for Berlin). */
  regionCode?: string | null;
  name?: string;
}

export interface CuratedRule {
  id: "bombay-time" | "calcutta-time" | "germany-1945-western-zones";
  name: string;
  /** Where the rule comes from. */
  source: string;
  /** The offset (seconds east of UTC) this rule sets at an instant, or null when it does not apply. */
  offsetAt(place: PlaceForTime, instantMs: number, tzOffsetSeconds: number): { offsetSeconds: number; dst: boolean } | null;
  /** Plain words for the receipt: what else a clock there may have shown. */
  alternative(year: number): string;
}

const R = 6371;
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)));
}

function near(place: PlaceForTime, lat: number, lon: number, km: number): boolean {
  return place.latitude !== undefined && distanceKm(place.latitude, place.longitude, lat, lon) <= km;
}

const IST = 5 * 3600 + 30 * 60;
const IST_FROM = Date.UTC(1905, 11, 31, 18, 38, 50); // tz: Asia/Kolkata leaves Madras time for IST on 1906-01-01 00:00 local

export const BOMBAY_TIME_SECONDS = 4 * 3600 + 51 * 60;
export const CALCUTTA_TIME_SECONDS = 5 * 3600 + 53 * 60 + 20;
/** IST replaced Bombay Time in Bombay on 1955-01-01 (local), Calcutta Time in Calcutta on 1948-01-01. */
const BOMBAY_END = Date.UTC(1955, 0, 1) - BOMBAY_TIME_SECONDS * 1000;
const CALCUTTA_END = Date.UTC(1948, 0, 1) - CALCUTTA_TIME_SECONDS * 1000;

/** West German states (American, British and French occupation zones), GeoNames admin1 codes. */
const WEST_GERMAN_STATES = new Set(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"]);
/** 1945-05-24 02:00 CEST, when the Soviet zone and Berlin moved to midsummer time (+03:00). */
const GERMANY_1945_FROM = Date.UTC(1945, 4, 24, 0, 0);
/** 1945-09-16 02:00 CET (01:00 UTC): summer time ended under the C-Eur rule. */
const GERMANY_1945_SUMMER_END = Date.UTC(1945, 8, 16, 1, 0);
/** 1945-11-18 02:00 CET (01:00 UTC): the Soviet zone's summer time ended. */
const GERMANY_1945_TO = Date.UTC(1945, 10, 18, 1, 0);

export const CURATED_RULES: readonly CuratedRule[] = [
  {
    id: "bombay-time",
    name: "Bombay Time (UTC+04:51) in and around Bombay until 1955",
    source:
      "IANA tz `asia` file, India commentary (Bombay Time, +04:51, kept locally after IST was introduced in 1906, until 1955); Wikipedia, “Time in India”. tz itself charts all of India at IST from 1906.",
    offsetAt(place, instantMs, tzOffsetSeconds) {
      if (place.timezone !== "Asia/Kolkata" || !near(place, 19.0, 72.85, 45)) return null;
      // Only where tz has plain IST: the wartime +06:30 of 1942–45 was kept in Bombay too.
      if (instantMs < IST_FROM || instantMs >= BOMBAY_END || tzOffsetSeconds !== IST) return null;
      return { offsetSeconds: BOMBAY_TIME_SECONDS, dst: false };
    },
    alternative: (year) =>
      `In ${year} the city of Bombay still kept its own Bombay Time, UTC+04:51, 39 minutes behind Indian Standard Time; we used Bombay Time. If your birth certificate gives the time in IST (UTC+05:30), tell us.`,
  },
  {
    id: "calcutta-time",
    name: "Calcutta Time (UTC+05:53:20) in and around Calcutta until 1948",
    source:
      "IANA tz `asia` file, India commentary (Calcutta kept its own time, +05:53:20, until 1948); Wikipedia, “Time in India”. tz itself charts all of India at IST from 1906.",
    offsetAt(place, instantMs, tzOffsetSeconds) {
      if (place.timezone !== "Asia/Kolkata" || !near(place, 22.57, 88.36, 35)) return null;
      if (instantMs < IST_FROM || instantMs >= CALCUTTA_END || tzOffsetSeconds !== IST) return null;
      return { offsetSeconds: CALCUTTA_TIME_SECONDS, dst: false };
    },
    alternative: (year) =>
      `In ${year} Calcutta still kept its own Calcutta Time, UTC+05:53:20, 23 minutes ahead of Indian Standard Time; we used Calcutta Time. If your birth certificate gives the time in IST (UTC+05:30), tell us.`,
  },
  {
    id: "germany-1945-western-zones",
    name: "Germany 1945, American, British and French zones: no midsummer time",
    source:
      "PTB (Physikalisch-Technische Bundesanstalt), “DST and midsummer DST in Germany until 1979”, cited in the IANA tz `europe` file: the midsummer time (+03:00) of 24 May – 24 September 1945 and summer time to 18 November were kept in Berlin and the Soviet zone (tz's Europe/Berlin); the western zones kept summer time (+02:00) to 16 September (tz's C-Eur rule).",
    offsetAt(place, instantMs) {
      if (place.timezone !== "Europe/Berlin" || place.countryCode !== "DE") return null;
      if (!place.regionCode || !WEST_GERMAN_STATES.has(place.regionCode)) return null;
      if (instantMs < GERMANY_1945_FROM || instantMs >= GERMANY_1945_TO) return null;
      return instantMs < GERMANY_1945_SUMMER_END ? { offsetSeconds: 7200, dst: true } : { offsetSeconds: 3600, dst: false };
    },
    alternative: () =>
      "In 1945 Berlin and the Soviet zone kept midsummer time (UTC+03:00, then summer time to 18 November); the western zones did not, and we used the western zones' clock. If your birth certificate gives Berlin's time, tell us.",
  },
];

/** The curated rule that sets the offset at this place and instant, if any. */
export function curatedOffset(
  place: PlaceForTime,
  instantMs: number,
  tzOffsetSeconds: number,
): { rule: CuratedRule; offsetSeconds: number; dst: boolean } | null {
  for (const rule of CURATED_RULES) {
    const hit = rule.offsetAt(place, instantMs, tzOffsetSeconds);
    if (hit) return { rule, ...hit };
  }
  return null;
}
