import { describe, expect, it } from "vitest";

import {
  firstTransition,
  formatOffset,
  localMeanTimeOffsetSeconds,
  localTimeToUtc,
  parseDate,
  parseTime,
  zoneOffsetSeconds,
} from "./zone-time";

const NEW_YORK = { timezone: "America/New_York", longitude: -74.006 };
const LONDON = { timezone: "Europe/London", longitude: -0.1257 };
const KOLKATA = { timezone: "Asia/Kolkata", longitude: 88.3697 };

const at = (y: number, mo: number, d: number, h: number, mi: number) => ({ year: y, month: mo, day: d, hour: h, minute: mi });

describe("localTimeToUtc", () => {
  it("New York 1975-07-15 14:30 (daylight time) is 18:30Z", () => {
    const r = localTimeToUtc(at(1975, 7, 15, 14, 30), NEW_YORK);
    expect(r.utc.toISOString()).toBe("1975-07-15T18:30:00.000Z");
    expect(r).toMatchObject({ offset: "-04:00", basis: "zone", status: "ok", note: null });
  });

  it("London 1943-06-15 12:00 (double summer time) is 10:00Z", () => {
    const r = localTimeToUtc(at(1943, 6, 15, 12, 0), LONDON);
    expect(r.utc.toISOString()).toBe("1943-06-15T10:00:00.000Z");
    expect(r.offset).toBe("+02:00");
  });

  it("Kolkata 1990-03-10 08:15 is 02:45Z", () => {
    const r = localTimeToUtc(at(1990, 3, 10, 8, 15), KOLKATA);
    expect(r.utc.toISOString()).toBe("1990-03-10T02:45:00.000Z");
    expect(r.offset).toBe("+05:30");
  });

  it("New York winter time is −05:00", () => {
    expect(localTimeToUtc(at(1990, 1, 10, 9, 0), NEW_YORK).utc.toISOString()).toBe("1990-01-10T14:00:00.000Z");
  });

  it("a skipped hour (spring forward) is read with the offset before the jump, and flagged", () => {
    // 2021-03-14: New York clocks went from 02:00 EST straight to 03:00 EDT.
    const r = localTimeToUtc(at(2021, 3, 14, 2, 30), NEW_YORK);
    expect(r.status).toBe("skipped");
    expect(r.utc.toISOString()).toBe("2021-03-14T07:30:00.000Z");
    // The offset reported is the one the instant was computed with (it used to say −04:00 here).
    expect(r.offset).toBe("-05:00");
    expect(r.utc.getTime()).toBe(Date.UTC(2021, 2, 14, 2, 30) - r.offsetSeconds * 1000);
    expect(r.options.map((o) => o.offsetSeconds)).toEqual([-5 * 3600, -4 * 3600]);
    expect(r.note).toMatch(/03:30/);
  });

  it("a skipped half hour on Lord Howe Island", () => {
    const r = localTimeToUtc(at(2021, 10, 3, 2, 15), { timezone: "Australia/Lord_Howe", longitude: 159.08 });
    expect(r.status).toBe("skipped");
    expect(r.note).toMatch(/30 minutes/);
  });

  it("a repeated hour (fall back) takes the first pass unless asked for the second", () => {
    // 2021-11-07: 01:00–02:00 happened twice in New York, first in EDT, then in EST.
    const first = localTimeToUtc(at(2021, 11, 7, 1, 30), NEW_YORK);
    expect(first.status).toBe("repeated");
    expect(first.utc.toISOString()).toBe("2021-11-07T05:30:00.000Z");
    expect(first.options.map((o) => o.utc.toISOString())).toEqual(["2021-11-07T05:30:00.000Z", "2021-11-07T06:30:00.000Z"]);
    const second = localTimeToUtc(at(2021, 11, 7, 1, 30), NEW_YORK, { disambiguation: "later" });
    expect(second.utc.toISOString()).toBe("2021-11-07T06:30:00.000Z");
    expect(second.offset).toBe("-05:00");
    expect(first.note).toMatch(/twice/);
  });

  it("uses the birthplace's local mean time before the zone kept standard time", () => {
    // England adopted GMT on 1847-12-01; a birth in Bristol (2.59° W) in 1840 runs on Bristol time.
    const r = localTimeToUtc(at(1840, 1, 1, 12, 0), { timezone: "Europe/London", longitude: -2.5966 });
    expect(r.basis).toBe("local-mean-time");
    expect(r.offsetSeconds).toBe(localMeanTimeOffsetSeconds(-2.5966));
    expect(r.utc.toISOString()).toBe("1840-01-01T12:10:23.000Z");
    expect(r.offset).toBe("-00:10:23");
    // New York before the 1883 railway standard time.
    expect(localTimeToUtc(at(1880, 6, 1, 12, 0), NEW_YORK).basis).toBe("local-mean-time");
    expect(localTimeToUtc(at(1884, 6, 1, 12, 0), NEW_YORK).basis).toBe("zone");
  });

  it("treats Paris Mean Time as France's legal time from 1891", () => {
    const brest = { timezone: "Europe/Paris", longitude: -4.486 };
    expect(localTimeToUtc(at(1900, 1, 1, 12, 0), brest)).toMatchObject({ basis: "zone", offset: "+00:09:21" });
    expect(localTimeToUtc(at(1880, 1, 1, 12, 0), brest).basis).toBe("local-mean-time");
  });

  it("falls back to local mean time for a zone ICU does not know", () => {
    const r = localTimeToUtc(at(2000, 1, 1, 12, 0), { timezone: "Mars/Olympus_Mons", longitude: 90 });
    expect(r).toMatchObject({ basis: "local-mean-time", offset: "+06:00" });
    expect(r.note).toMatch(/unknown/);
  });

  it("rejects impossible dates and times", () => {
    expect(() => localTimeToUtc(at(2021, 2, 29, 12, 0), NEW_YORK)).toThrow(RangeError);
    expect(() => localTimeToUtc(at(2021, 1, 1, 24, 0), NEW_YORK)).toThrow(RangeError);
  });
});

describe("zone helpers", () => {
  it("reads offsets with seconds, and formats them", () => {
    expect(zoneOffsetSeconds("America/New_York", Date.UTC(1850, 0, 1))).toBe(-(4 * 3600 + 56 * 60 + 2));
    expect(formatOffset(-17762)).toBe("-04:56:02");
    expect(formatOffset(19800)).toBe("+05:30");
    expect(formatOffset(0)).toBe("+00:00");
  });

  it("finds a zone's first departure from local mean time", () => {
    expect(new Date(firstTransition("America/New_York") ?? 0).toISOString()).toBe("1883-11-18T17:00:00.000Z");
    expect(firstTransition("Etc/UTC")).toBeNull();
  });

  it("parses dates and times strictly", () => {
    expect(parseDate("1990-05-14")).toEqual({ year: 1990, month: 5, day: 14 });
    expect(parseTime("08:15")).toEqual({ hour: 8, minute: 15, second: 0 });
    expect(() => parseDate("14/05/1990")).toThrow(RangeError);
    expect(() => parseDate("1990-02-30")).toThrow(RangeError);
    expect(() => parseTime("8h15")).toThrow(RangeError);
    expect(() => parseTime("25:00")).toThrow(RangeError);
  });
});
