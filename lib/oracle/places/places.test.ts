import { describe, expect, it } from "vitest";

import { getAtlas, placeById } from "./atlas";
import { COUNTRIES } from "./countries";
import { resolvePlace } from "./resolve";
import { searchPlaces } from "./search";

function found(text: string) {
  const r = resolvePlace(text);
  if (r.status !== "found") throw new Error(`${text}: ${r.message}`);
  return r;
}

describe("atlas", () => {
  it("holds over 100,000 places, each with a zone and a country name", () => {
    const atlas = getAtlas();
    expect(atlas.size).toBeGreaterThan(100_000);
    expect(atlas.zones.length).toBeGreaterThan(300);
    const countryCodes = new Set(COUNTRIES.map((c) => c.code));
    for (let i = 0; i < atlas.size; i += 997) {
      expect(atlas.zones[atlas.zoneIndex[i] ?? -1]).toMatch(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/);
      expect(countryCodes.has(atlas.countries[i] ?? "")).toBe(true);
      expect(Math.abs(atlas.latitudes[i] ?? 99)).toBeLessThanOrEqual(90);
    }
  });

  it("is loaded once and cached", () => {
    expect(getAtlas()).toBe(getAtlas());
  });

  it("gives US states and other regions human names", () => {
    expect(found("Springfield, IL").place).toMatchObject({ region: "Illinois", regionCode: "IL", country: "United States" });
    expect(found("Toronto").place.region).toBe("Ontario");
    expect(found("Munich").place.region).toBe("Bavaria");
  });

  it("finds a stored place again by id", () => {
    const london = found("London, United Kingdom").place;
    expect(placeById(london.id)).toEqual(london);
    expect(placeById(-1)).toBeNull();
  });
});

describe("searchPlaces", () => {
  it("is accent- and case-insensitive", () => {
    expect(searchPlaces("sao paulo", 3)[0]?.place).toMatchObject({ name: "São Paulo", countryCode: "BR" });
    expect(searchPlaces("SÃO PAULO", 1)[0]?.place.name).toBe("São Paulo");
    expect(searchPlaces("koln", 1)[0]?.place.name).toBe("Köln");
    expect(searchPlaces("zurich", 1)[0]?.place.name).toBe("Zürich");
  });

  it("ranks exact names above prefixes, then by population", () => {
    const london = searchPlaces("london", 5);
    expect(london[0]?.place.countryCode).toBe("GB");
    expect(london.every((m) => m.match === "exact")).toBe(true);
    const pops = london.map((m) => m.place.population);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
    expect(searchPlaces("lond", 1)[0]?.place.countryCode).toBe("GB");
    expect(searchPlaces("mumb", 1)[0]?.place.name).toBe("Mumbai");
  });

  it("matches later words of a name and common aliases", () => {
    expect(searchPlaces("janeiro", 1)[0]?.place.name).toBe("Rio de Janeiro");
    expect(searchPlaces("bombay", 1)[0]?.place.name).toBe("Mumbai");
  });

  it("returns each place once, honours limit and country filter", () => {
    const results = searchPlaces("new york", 10);
    expect(new Set(results.map((r) => r.place.id)).size).toBe(results.length);
    expect(searchPlaces("san", 3)).toHaveLength(3);
    expect(searchPlaces("paris", 5, { country: "US" }).every((r) => r.place.countryCode === "US")).toBe(true);
    expect(searchPlaces("", 5)).toEqual([]);
    expect(searchPlaces("qqqqzzz", 5)).toEqual([]);
  });

  it("answers fast once loaded (p95 well under 10 ms)", () => {
    const queries = ["s", "a", "lo", "new", "san", "spring", "paris", "sao paulo", "kol", "tok", "m", "ber", "los angeles", "zu"];
    for (const q of queries) searchPlaces(q, 10);
    // Each query's best of five runs: the cost of the search itself, not of a busy machine.
    const best = queries.map((q) => {
      let min = Infinity;
      for (let round = 0; round < 5; round++) {
        const t = performance.now();
        searchPlaces(q, 10);
        min = Math.min(min, performance.now() - t);
      }
      return min;
    });
    best.sort((x, y) => x - y);
    expect(best[Math.floor(best.length * 0.95)]).toBeLessThan(10);
  });
});

describe("resolvePlace", () => {
  it("reads what people type", () => {
    expect(found("London, United Kingdom").place).toMatchObject({ name: "London", countryCode: "GB", timezone: "Europe/London" });
    expect(found("Paris, France").place).toMatchObject({ name: "Paris", countryCode: "FR", timezone: "Europe/Paris" });
    expect(found("Springfield, IL, USA").place).toMatchObject({ name: "Springfield", regionCode: "IL", timezone: "America/Chicago" });
    expect(found("Tokyo").place).toMatchObject({ name: "Tokyo", countryCode: "JP", timezone: "Asia/Tokyo" });
    expect(found("New York").place).toMatchObject({ name: "New York City", timezone: "America/New_York" });
  });

  it("uses region and country hints to choose between namesakes", () => {
    expect(found("London, Ontario").place.countryCode).toBe("CA");
    expect(found("Paris, Texas").place.regionCode).toBe("TX");
    expect(found("Perth, WA").place.countryCode).toBe("AU");
    expect(found("Perth, Scotland").place.countryCode).toBe("GB");
    expect(found("Springfield, Massachusetts").place.regionCode).toBe("MA");
    expect(found("Paris France").place.countryCode).toBe("FR");
    expect(found("Springfield IL").place.regionCode).toBe("IL");
  });

  it("is confident about an exact, unambiguous match and hedges otherwise", () => {
    expect(found("Springfield, IL, USA").confidence).toBe("high");
    const bare = found("Springfield");
    expect(bare.confidence).toBe("medium");
    expect(bare.alternatives.length).toBeGreaterThan(0);
  });

  it("ignores hints it cannot place, and says which", () => {
    const r = found("Lyon, Rhône");
    expect(r.place.countryCode).toBe("FR");
    expect(r.ignoredHints).toEqual(["Rhône"]);
  });

  it("takes the place a suggestion named, by id, when the text is its label", () => {
    const alternative = found("Springfield").alternatives[0];
    if (!alternative) throw new Error("expected namesakes of Springfield");
    const chosen = resolvePlace(alternative.label.toUpperCase(), { id: alternative.id });
    expect(chosen).toMatchObject({ status: "found", confidence: "high", place: { id: alternative.id } });
    // The text is what the person sees: an id that names another place, or none, changes nothing.
    const tokyo = found("Tokyo").place;
    expect(resolvePlace("Tokyo", { id: alternative.id })).toMatchObject({ status: "found", place: { id: tokyo.id } });
    expect(resolvePlace("Tokyo", { id: -1 })).toMatchObject({ status: "found", place: { id: tokyo.id } });
  });

  it("returns a not-found result, never throws", () => {
    const none = resolvePlace("Xyzzyville");
    expect(none).toMatchObject({ status: "not-found", reason: "no-match" });
    expect(resolvePlace("   ")).toMatchObject({ status: "not-found", reason: "empty" });
    const wrongCountry = resolvePlace("Paris, Japan");
    expect(wrongCountry.status).toBe("not-found");
    if (wrongCountry.status === "not-found") {
      expect(wrongCountry.reason).toBe("no-match-for-hints");
      expect(wrongCountry.suggestions[0]?.countryCode).toBe("FR");
      expect(wrongCountry.message).toMatch(/Japan/);
    }
  });
});
