import { describe, expect, it } from "vitest";

import { countryFromContext, CRISIS_COUNTRIES, crisisResources } from "./resources";

const reaches = (country: string | null, kind: "self-harm" | "abuse" = "self-harm") => crisisResources(country, kind).map((l) => `${l.name}: ${l.reach}`);

describe("countryFromContext", () => {
  it("takes the stated country first, then the time zone, then the locale", () => {
    expect(countryFromContext({ country: "ie", timezone: "Europe/London", locale: "en-US" })).toBe("IE");
    expect(countryFromContext({ timezone: "Europe/London", locale: "en-US" })).toBe("GB");
    expect(countryFromContext({ locale: "en-GB" })).toBe("GB");
    expect(countryFromContext({ locale: "pt_BR" })).toBe("BR");
    expect(countryFromContext({ timezone: "Mars/Olympus_Mons", locale: "fr-CA" })).toBe("CA");
    expect(countryFromContext({ locale: "en" })).toBeNull();
    expect(countryFromContext({})).toBeNull();
  });

  it("reads country names people type", () => {
    expect(countryFromContext({ country: "UK" })).toBe("GB");
    expect(countryFromContext({ country: "United States" })).toBe("US");
    expect(countryFromContext({ country: "España" })).toBe("ES");
  });

  it("knows a time zone for every country in the table", () => {
    const zones: Record<string, string> = {
      US: "America/Chicago",
      CA: "America/Toronto",
      GB: "Europe/London",
      IE: "Europe/Dublin",
      AU: "Australia/Sydney",
      NZ: "Pacific/Auckland",
      IN: "Asia/Kolkata",
      DE: "Europe/Berlin",
      FR: "Europe/Paris",
      ES: "Atlantic/Canary",
      NL: "Europe/Amsterdam",
      BE: "Europe/Brussels",
      SG: "Asia/Singapore",
    };
    for (const country of CRISIS_COUNTRIES) expect(countryFromContext({ timezone: zones[country] }), country).toBe(country);
  });
});

describe("crisisResources", () => {
  it("always carries the directory, 988, Samaritans and the emergency number", () => {
    for (const country of [...CRISIS_COUNTRIES, "BR", null]) {
      for (const kind of ["self-harm", "abuse"] as const) {
        const lines = crisisResources(country, kind);
        const ids = lines.map((l) => l.id);
        expect(ids, `${country} ${kind}`).toEqual(expect.arrayContaining(["findahelpline", "us-988", "samaritans"]));
        expect(lines.some((l) => l.id.startsWith("emergency")), `${country} ${kind}`).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it("has self-harm lines for the listed countries, and abuse lines for the US, UK, Canada and Australia", () => {
    for (const country of ["US", "CA", "GB", "IE", "AU", "NZ", "IN", "DE", "FR", "ES", "NL"]) {
      expect(crisisResources(country, "self-harm").filter((l) => l.country === country).length, country).toBeGreaterThan(0);
    }
    for (const country of ["US", "GB", "CA", "AU"]) {
      expect(crisisResources(country, "abuse").filter((l) => l.country === country).length, country).toBeGreaterThan(0);
    }
  });

  it("lists the country's own lines first", () => {
    expect(reaches("GB")).toEqual([
      "Samaritans: call 116 123 (free)",
      "Shout: text SHOUT to 85258",
      "If you are in danger right now: call 999 (or 112)",
      "Find A Helpline: findahelpline.com lists free, confidential helplines in most countries",
      "988 Suicide & Crisis Lifeline: call or text 988, or chat at 988lifeline.org",
    ]);
    expect(reaches("US")[0]).toBe("988 Suicide & Crisis Lifeline: call or text 988, or chat at 988lifeline.org");
    expect(reaches("AU")[0]).toBe("Lifeline: call 13 11 14 or text 0477 13 11 14");
    expect(reaches("FR")[0]).toBe("3114, numéro national de prévention du suicide: call 3114 (free)");
    expect(reaches("DE", "abuse")[0]).toBe("Hilfetelefon Gewalt gegen Frauen: call 116 016 (free)");
    expect(reaches("US", "abuse")[0]).toBe("National Domestic Violence Hotline: call 1-800-799-7233, text START to 88788, or chat at thehotline.org");
  });

  it("falls back to the international lines and 'your local emergency number' for an unknown country", () => {
    expect(reaches(null)).toEqual([
      "If you are in danger right now: call your local emergency number",
      "Find A Helpline: findahelpline.com lists free, confidential helplines in most countries",
      "988 Suicide & Crisis Lifeline: call or text 988, or chat at 988lifeline.org",
      "Samaritans: call 116 123 (free)",
    ]);
    expect(reaches("BR")).toEqual(reaches(null));
  });

  it("gives each country's emergency number", () => {
    const emergency = (c: string) => crisisResources(c, "self-harm").find((l) => l.id.startsWith("emergency"))?.reach;
    expect(emergency("US")).toBe("call 911");
    expect(emergency("AU")).toBe("call 000");
    expect(emergency("NZ")).toBe("call 111");
    expect(emergency("IN")).toBe("call 112");
    expect(emergency("ie")).toBe("call 112 or 999");
  });
});
