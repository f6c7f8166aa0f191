import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { EPHEMERIS_VERSION, castNatalChart } from "./index";

const LONDON = { name: "London", latitude: 51.50853, longitude: -0.12574, timezone: "Europe/London" };
const NEW_YORK = { name: "New York City", latitude: 40.71427, longitude: -74.00597, timezone: "America/New_York" };

describe("castNatalChart", () => {
  it("casts a timed chart through the zone's history", () => {
    const natal = castNatalChart({ date: "1990-05-14", time: "08:15", place: LONDON });
    expect(natal.timeKnown).toBe(true);
    expect(natal.chart.utc.toISOString()).toBe("1990-05-14T07:15:00.000Z");
    expect(natal.chart.ascendant).not.toBeNull();
    expect(natal.chart.houses).toHaveLength(12);
    expect(natal.moonRange).toBeNull();
    expect(natal.receipt).toMatchObject({
      utc: "1990-05-14T07:15:00.000Z",
      localDate: "1990-05-14",
      localTime: "08:15",
      localTimeUsed: "08:15",
      timezone: "Europe/London",
      offset: "+01:00",
      timeBasis: "zone",
      localTimeStatus: "ok",
      houseSystemRequested: "placidus",
      houseSystem: "placidus",
      zodiac: "tropical",
    });
    expect(natal.receipt.ephemeris).toMatch(/astronomy-engine/);
    expect(natal.receipt.warnings).toEqual([]);
  });

  it("without a time: local noon, no angles or houses, and the Moon's range", () => {
    const natal = castNatalChart({ date: "1990-05-14", place: LONDON });
    expect(natal.timeKnown).toBe(false);
    expect(natal.chart.utc.toISOString()).toBe("1990-05-14T11:00:00.000Z");
    expect(natal.chart.ascendant).toBeNull();
    expect(natal.chart.midheaven).toBeNull();
    expect(natal.chart.houses).toEqual([]);
    expect(natal.receipt).toMatchObject({ localTime: null, localTimeUsed: "12:00", timeKnown: false, houseSystem: null });
    expect(natal.receipt.warnings.join(" ")).toMatch(/unknown/);
    const range = natal.moonRange;
    expect(range?.start.utc.toISOString()).toBe("1990-05-13T23:00:00.000Z");
    expect(range?.end.utc.toISOString()).toBe("1990-05-14T23:00:00.000Z");
    const travelled = ((range?.end.longitude ?? 0) - (range?.start.longitude ?? 0) + 360) % 360;
    expect(travelled).toBeGreaterThan(11);
    expect(travelled).toBeLessThan(16);
    // Noon lies inside the day's range.
    const noon = natal.chart.bodies.Moon.longitude;
    expect((noon - (range?.start.longitude ?? 0) + 360) % 360).toBeLessThan(travelled);
  });

  it("reports both signs when the Moon changes sign on the day", () => {
    // The Moon changes sign every two or three days: one of the first five days of 2000 has a change.
    let changing = null;
    for (let day = 1; day <= 5 && !changing; day++) {
      const natal = castNatalChart({ date: `2000-01-0${day}`, place: LONDON });
      if (natal.moonRange?.changesSign) changing = natal;
    }
    expect(changing).not.toBeNull();
    const range = changing?.moonRange;
    expect(range?.signs).toHaveLength(2);
    expect(range?.signs[0]).toBe(range?.start.sign);
    expect(range?.signs[1]).toBe(range?.end.sign);
    expect(range?.ingress?.sign).toBe(range?.end.sign);
    expect(range?.ingress?.localTime).toMatch(/^\d{2}:\d{2}$/);
    const t = range?.ingress?.utc.getTime() ?? 0;
    expect(t).toBeGreaterThan(range?.start.utc.getTime() ?? Infinity);
    expect(t).toBeLessThan(range?.end.utc.getTime() ?? -Infinity);
    expect(changing?.receipt.warnings.join(" ")).toMatch(/changed sign/);
  });

  it("names the source of a pre-1970 offset, and no blanket warning when there is no alternative", () => {
    const natal = castNatalChart({ date: "1943-06-15", time: "12:00", place: LONDON });
    expect(natal.receipt.utc).toBe("1943-06-15T10:00:00.000Z");
    expect(natal.receipt.offset).toBe("+02:00");
    expect(natal.receipt.timeSource).toMatchObject({ kind: "tz", zone: "Europe/London", alternative: null });
    expect(natal.receipt.warnings.join(" ")).not.toMatch(/before 1970/);
  });

  it("says the alternative in plain words for a backzone offset (Oslo 1960)", () => {
    const oslo = { name: "Oslo", latitude: 59.91273, longitude: 10.74609, timezone: "Europe/Oslo" };
    const natal = castNatalChart({ date: "1960-07-01", time: "12:00", place: oslo });
    expect(natal.receipt).toMatchObject({ offset: "+02:00", utc: "1960-07-01T10:00:00.000Z" });
    expect(natal.receipt.timeSource.kind).toBe("tz-backzone");
    expect(natal.receipt.warnings.join(" ")).toMatch(/In 1960 Oslo kept summer time, UTC\+02:00.*tell us/);
  });

  it("puts the skipped and repeated hour answers on the receipt", () => {
    const skipped = castNatalChart({ date: "2021-03-14", time: "02:30", place: NEW_YORK });
    expect(skipped.receipt.localTimeStatus).toBe("skipped");
    expect(skipped.receipt.utc).toBe("2021-03-14T07:30:00.000Z");
    expect(skipped.receipt.offset).toBe("-05:00");
    expect(skipped.receipt.warnings.join(" ")).toMatch(/never appeared/);
    const repeated = castNatalChart({ date: "2021-11-07", time: "01:30", place: NEW_YORK, disambiguation: "later" });
    expect(repeated.receipt).toMatchObject({ localTimeStatus: "repeated", utc: "2021-11-07T06:30:00.000Z", offset: "-05:00", disambiguation: "later" });
  });

  it("records a polar house-system fallback", () => {
    const tromso = { name: "Tromsø", latitude: 69.6496, longitude: 18.957, timezone: "Europe/Oslo" };
    const natal = castNatalChart({ date: "1985-12-21", time: "10:00", place: tromso, houseSystem: "placidus" });
    expect(natal.receipt.houseSystemRequested).toBe("placidus");
    expect(natal.receipt.houseSystem).toBe("whole-sign");
    expect(natal.receipt.warnings.join(" ")).toMatch(/polar circle.*whole-sign houses are used/);
  });

  it("uses local mean time before standard time, and says so", () => {
    const natal = castNatalChart({ date: "1840-01-01", time: "12:00", place: { ...LONDON, name: "Bristol", longitude: -2.5966 } });
    expect(natal.receipt.timeBasis).toBe("local-mean-time");
    expect(natal.receipt.offset).toBe("-00:10:23");
    expect(natal.receipt.warnings.join(" ")).toMatch(/local mean time/);
    expect(natal.receipt.warnings.join(" ")).toMatch(/1900–2100/);
  });

  it("rejects malformed input", () => {
    expect(() => castNatalChart({ date: "14/05/1990", place: LONDON })).toThrow(RangeError);
    expect(() => castNatalChart({ date: "1990-05-14", time: "8 am", place: LONDON })).toThrow(RangeError);
  });

  it("names the installed ephemeris version", () => {
    const pkg = JSON.parse(readFileSync(path.resolve("node_modules/astronomy-engine/package.json"), "utf8")) as { version: string };
    expect(EPHEMERIS_VERSION).toBe(pkg.version);
  });
});
