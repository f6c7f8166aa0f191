import { describe, expect, it } from "vitest";

import { resolvePlace } from "./resolve";
import type { Place } from "./types";
import { icuOffsetSeconds } from "./icu-zone";
import { ZONE_HISTORY, ZONE_HISTORY_VERSION } from "./zone-history-data";
import { HISTORY_END_MS, historyAt } from "./zone-history";
import { localTimeToUtc, type TimeSourceKind } from "./zone-time";

function place(query: string): Place {
  const r = resolvePlace(query);
  if (r.status !== "found") throw new Error(`${query} not found`);
  return r.place;
}

const at = (date: string, time: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return { year, month, day, hour, minute };
};

interface Case {
  /** The rule the case exercises. */
  rule: string;
  query: string;
  zone: string;
  date: string;
  time: string;
  offset: string;
  source: TimeSourceKind;
  curated?: string;
  /** Words the receipt's plain-words alternative must contain (null: no alternative). */
  alternative?: RegExp | null;
}

// Expected offsets: IANA tz 2025b compiled with backzone (`zdump -v` on Debian's zoneinfo), and the
// curated rules of curated-zones.ts.
const CASES: Case[] = [
  { rule: "backzone Europe/Oslo: Norwegian summer time 1959–65 (Berlin had none)", query: "Oslo", zone: "Europe/Oslo", date: "1960-07-01", time: "12:00", offset: "+02:00", source: "tz-backzone", alternative: /In 1960 Oslo kept summer time, UTC\+02:00.*uses UTC\+01:00/ },
  { rule: "backzone Europe/Oslo: winter 1960 agrees with ICU", query: "Oslo", zone: "Europe/Oslo", date: "1960-01-15", time: "12:00", offset: "+01:00", source: "tz", alternative: null },
  { rule: "backzone Europe/Stockholm: no Swedish summer time in 1949 (ICU follows Berlin's)", query: "Stockholm", zone: "Europe/Stockholm", date: "1949-07-01", time: "12:00", offset: "+01:00", source: "tz-backzone", alternative: /standard time, UTC\+01:00/ },
  { rule: "backzone Europe/Copenhagen: Danish summer time ended 8 Aug 1948 (Berlin's on 3 Oct)", query: "Copenhagen", zone: "Europe/Copenhagen", date: "1948-09-01", time: "12:00", offset: "+01:00", source: "tz-backzone", alternative: /UTC\+02:00/ },
  { rule: "backzone Europe/Amsterdam: Amsterdam summer time, mean time + 1 h, 1935", query: "Amsterdam", zone: "Europe/Amsterdam", date: "1935-07-01", time: "12:00", offset: "+01:19:32", source: "tz-backzone" },
  { rule: "backzone Atlantic/Reykjavik: Iceland at −01:00 until 1968 (ICU follows Abidjan)", query: "Reykjavik", zone: "Atlantic/Reykjavik", date: "1960-01-15", time: "12:00", offset: "-01:00", source: "tz-backzone", alternative: /UTC\+00:00/ },
  { rule: "backzone America/Nassau: no Bahamas summer time in 1960 (ICU follows Toronto)", query: "Nassau", zone: "America/Nassau", date: "1960-07-01", time: "12:00", offset: "-05:00", source: "tz-backzone" },
  { rule: "backzone Africa/Accra: Gold Coast +00:20 summer time, 1940", query: "Accra", zone: "Africa/Accra", date: "1940-10-15", time: "12:00", offset: "+00:20", source: "tz-backzone" },
  { rule: "backzone Africa/Dakar: Senegal at −01:00 until 1941", query: "Dakar", zone: "Africa/Dakar", date: "1930-06-01", time: "12:00", offset: "-01:00", source: "tz-backzone" },
  { rule: "tz Europe/Berlin: SovietZone midsummer time 1945 (Berlin)", query: "Berlin", zone: "Europe/Berlin", date: "1945-07-01", time: "12:00", offset: "+03:00", source: "tz" },
  { rule: "tz Europe/Berlin: SovietZone 1945 (Leipzig, Saxony)", query: "Leipzig", zone: "Europe/Berlin", date: "1945-07-01", time: "12:00", offset: "+03:00", source: "tz" },
  { rule: "curated germany-1945-western-zones: Munich (American zone) kept +02:00", query: "Munich", zone: "Europe/Berlin", date: "1945-07-01", time: "12:00", offset: "+02:00", source: "curated", curated: "germany-1945-western-zones", alternative: /midsummer time/ },
  { rule: "curated germany-1945-western-zones: Hamburg (British zone) back on +01:00 after 16 Sep", query: "Hamburg", zone: "Europe/Berlin", date: "1945-10-01", time: "12:00", offset: "+01:00", source: "curated", curated: "germany-1945-western-zones" },
  { rule: "curated bombay-time: Bombay 1950 at +04:51", query: "Mumbai", zone: "Asia/Kolkata", date: "1950-06-01", time: "12:00", offset: "+04:51", source: "curated", curated: "bombay-time", alternative: /Bombay Time, UTC\+04:51/ },
  { rule: "curated bombay-time: Thane, in Bombay's area, 1930", query: "Thane", zone: "Asia/Kolkata", date: "1930-03-01", time: "08:00", offset: "+04:51", source: "curated", curated: "bombay-time" },
  { rule: "curated bombay-time ends in 1955: Bombay 1956 at IST", query: "Mumbai", zone: "Asia/Kolkata", date: "1956-06-01", time: "12:00", offset: "+05:30", source: "tz", alternative: null },
  { rule: "curated bombay-time does not reach Pune (IST)", query: "Pune", zone: "Asia/Kolkata", date: "1950-06-01", time: "12:00", offset: "+05:30", source: "tz", alternative: null },
  { rule: "curated calcutta-time: Calcutta 1940 at +05:53:20", query: "Kolkata", zone: "Asia/Kolkata", date: "1940-06-01", time: "12:00", offset: "+05:53:20", source: "curated", curated: "calcutta-time", alternative: /Calcutta Time/ },
  { rule: "tz Asia/Kolkata wartime +06:30 applies in Calcutta in 1943 (curated rule steps aside)", query: "Kolkata", zone: "Asia/Kolkata", date: "1943-06-01", time: "12:00", offset: "+06:30", source: "tz" },
  { rule: "tz America/New_York: New York City local summer time before 1967", query: "New York", zone: "America/New_York", date: "1950-07-01", time: "12:00", offset: "-04:00", source: "tz", alternative: /Before 1967 summer time in the United States was a local choice/ },
  { rule: "tz America/Chicago: Chicago local summer time 1955", query: "Chicago", zone: "America/Chicago", date: "1955-07-01", time: "12:00", offset: "-05:00", source: "tz", alternative: /Chicago's clock/ },
  { rule: "tz Europe/London: British double summer time 1943", query: "London", zone: "Europe/London", date: "1943-06-15", time: "12:00", offset: "+02:00", source: "tz", alternative: null },
  { rule: "tz Europe/Paris: Paris Mean Time as legal time, 1900", query: "Paris", zone: "Europe/Paris", date: "1900-06-01", time: "12:00", offset: "+00:09:21", source: "tz" },
];

describe("pre-1970 births: offset and source (tz with backzone, curated rules)", () => {
  it("has at least 15 cases", () => expect(CASES.length).toBeGreaterThanOrEqual(15));

  for (const c of CASES) {
    it(`${c.rule}: ${c.query} ${c.date} ${c.time} → UTC${c.offset}`, () => {
      const p = place(c.query);
      expect(p.timezone).toBe(c.zone);
      const r = localTimeToUtc(at(c.date, c.time), p);
      expect(r.offset).toBe(c.offset);
      expect(r.source.kind).toBe(c.source);
      if (c.curated) {
        expect(r.source.rule).toBe(c.curated);
        expect(r.source.citation).toBeTruthy();
      }
      if (c.source === "tz-backzone") expect(r.source.label).toContain(`tz ${ZONE_HISTORY_VERSION} with backzone: ${c.zone}`);
      if (c.alternative === null) expect(r.source.alternative).toBeNull();
      else if (c.alternative) expect(r.source.alternative).toMatch(c.alternative);
      // The instant is the local time minus the offset reported.
      const local = Date.UTC(...([Number(c.date.slice(0, 4)), Number(c.date.slice(5, 7)) - 1, Number(c.date.slice(8, 10)), Number(c.time.slice(0, 2)), Number(c.time.slice(3, 5))] as const));
      expect(r.utc.getTime()).toBe(local - r.offsetSeconds * 1000);
    });
  }
});

describe("the zone-history table", () => {
  it("maps the places whose history lives in backzone to their own zones", () => {
    for (const [q, zone] of [["Oslo", "Europe/Oslo"], ["Stockholm", "Europe/Stockholm"], ["Copenhagen", "Europe/Copenhagen"], ["Amsterdam", "Europe/Amsterdam"], ["Reykjavik", "Atlantic/Reykjavik"], ["Nassau", "America/Nassau"]] as const) {
      expect(place(q).timezone).toBe(zone);
      expect(Object.hasOwn(ZONE_HISTORY, zone)).toBe(true);
    }
  });

  it("agrees with ICU at 1970-01-01 for every zone (ICU is read after 1970)", () => {
    for (const zone of Object.keys(ZONE_HISTORY)) {
      let icu: number;
      try {
        icu = icuOffsetSeconds(zone, HISTORY_END_MS);
      } catch {
        continue;
      }
      expect(historyAt(zone, HISTORY_END_MS - 1)?.offsetSeconds, zone).toBe(icu);
    }
  });

  it("is not read after 1970", () => {
    expect(historyAt("Europe/Oslo", HISTORY_END_MS)).toBeNull();
  });
});
