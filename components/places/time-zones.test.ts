import { describe, expect, it } from "vitest";

import { currentZoneIds, searchZones, zoneLabel, zoneOption } from "./time-zones";

const ZONES = ["Europe/Lisbon", "America/New_York", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "Asia/Tokyo", "Europe/London", "UTC"];
const winter = new Date("2026-01-15T12:00:00Z");
const options = ZONES.map((z) => zoneOption(z, winter));

describe("time-zone options", () => {
  it("name the city, the region and the offset now", () => {
    expect(zoneLabel(zoneOption("America/New_York", winter))).toBe("New York (America) · GMT-5");
    expect(zoneLabel(zoneOption("America/New_York", new Date("2026-07-15T12:00:00Z")))).toBe("New York (America) · GMT-4");
    expect(zoneLabel(zoneOption("America/Argentina/Buenos_Aires", winter))).toBe("Buenos Aires (America / Argentina) · GMT-3");
    expect(zoneLabel(zoneOption("Europe/Lisbon", winter))).toBe("Lisbon (Europe) · GMT+0");
    expect(zoneOption("Asia/Kolkata", winter)).toMatchObject({ offset: "GMT+5:30", minutes: 330 });
  });

  it("are found by city, region, id or offset", () => {
    expect(searchZones(options, "new y").map((o) => o.id)).toEqual(["America/New_York"]);
    expect(searchZones(options, "buenos").map((o) => o.id)).toEqual(["America/Argentina/Buenos_Aires"]);
    expect(searchZones(options, "asia/tok").map((o) => o.id)).toEqual(["Asia/Tokyo"]);
    expect(searchZones(options, "+5:30").map((o) => o.id)).toEqual(["Asia/Kolkata"]);
    expect(searchZones(options, "gmt-5").map((o) => o.id)).toEqual(["America/New_York"]);
    expect(searchZones(options, "lon").map((o) => o.id)).toEqual(["Europe/London"]);
    expect(searchZones(options, "")).toEqual([]);
  });

  it("use today's names where the browser lists old ones (Chromium: Asia/Calcutta, Europe/Kiev)", () => {
    const listed = currentZoneIds(["Asia/Calcutta", "Asia/Kolkata", "Europe/Kiev", "Asia/Saigon", "Europe/Lisbon"]);
    expect(listed).toEqual(["Asia/Kolkata", "Europe/Kyiv", "Asia/Ho_Chi_Minh", "Europe/Lisbon"]);
    const found = searchZones(listed.map((z) => zoneOption(z, winter)), "kolk");
    expect(found.map((o) => o.id)).toEqual(["Asia/Kolkata"]);
    expect(zoneOption("Europe/Kyiv", winter).offset).toBe("GMT+2");
  });
});
