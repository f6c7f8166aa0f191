import { type Atlas, getAtlas, placeAt, placeById } from "./atlas";
import { COUNTRIES } from "./countries";
import { normalizeName } from "./normalize";
import { searchIndex } from "./search";
import type { PlaceResolution } from "./types";

interface HintMeaning {
  text: string;
  countries: Set<string>;
  /** "US.IL" style keys. */
  regions: Set<string>;
}

let countryLookup: Map<string, string[]> | null = null;
let regionLookup: Map<string, string[]> | null = null;

function add(map: Map<string, string[]>, key: string, value: string): void {
  if (!key) return;
  const list = map.get(key);
  if (list) {
    if (!list.includes(value)) list.push(value);
  } else map.set(key, [value]);
}

function lookups(atlas: Atlas): { countries: Map<string, string[]>; regions: Map<string, string[]> } {
  if (!countryLookup || !regionLookup) {
    countryLookup = new Map();
    for (const c of COUNTRIES) {
      for (const name of [c.code, c.alpha3, c.name, ...c.aliases]) add(countryLookup, normalizeName(name), c.code);
    }
    regionLookup = new Map();
    for (const [key, region] of atlas.regions) {
      add(regionLookup, normalizeName(region.name), key);
      for (const abbreviation of region.abbreviations) add(regionLookup, normalizeName(abbreviation), key);
    }
  }
  return { countries: countryLookup, regions: regionLookup };
}

function interpret(atlas: Atlas, text: string): HintMeaning {
  const { countries, regions } = lookups(atlas);
  const key = normalizeName(text);
  return { text, countries: new Set(countries.get(key) ?? []), regions: new Set(regions.get(key) ?? []) };
}

function satisfies(atlas: Atlas, place: number, hint: HintMeaning): boolean {
  const country = atlas.countries[place] as string;
  return hint.countries.has(country) || hint.regions.has(`${country}.${atlas.admins[place] as string}`);
}

const CANDIDATES = 200;

function resolveParts(atlas: Atlas, query: string, city: string, hintTexts: string[]): PlaceResolution {
  const meanings = hintTexts.map((t) => interpret(atlas, t));
  const usable = meanings.filter((m) => m.countries.size > 0 || m.regions.size > 0);
  const ignoredHints = meanings.filter((m) => m.countries.size === 0 && m.regions.size === 0).map((m) => m.text);
  // Narrow the search to a single hinted country when there is one, so small towns are reachable.
  const hintedCountries = new Set(usable.flatMap((m) => [...m.countries, ...[...m.regions].map((r) => r.slice(0, 2))]));
  const only = hintedCountries.size === 1 ? [...hintedCountries][0] : undefined;
  const hits = searchIndex(atlas, city, CANDIDATES, only ? { country: only } : {});
  if (hits.length === 0) {
    const elsewhere = only ? searchIndex(atlas, city, 5) : [];
    return {
      status: "not-found",
      query,
      reason: elsewhere.length ? "no-match-for-hints" : "no-match",
      message: elsewhere.length
        ? `No place called “${city}” in ${hintTexts.join(", ")}.`
        : `No place called “${city}” in the atlas.`,
      suggestions: elsewhere.map((h) => placeAt(atlas, h.place)),
    };
  }
  const fitting = hits.filter((h) => usable.every((m) => satisfies(atlas, h.place, m)));
  if (fitting.length === 0) {
    return {
      status: "not-found",
      query,
      reason: "no-match-for-hints",
      message: `“${city}” exists, but not in ${usable.map((m) => m.text).join(", ")}.`,
      suggestions: hits.slice(0, 5).map((h) => placeAt(atlas, h.place)),
    };
  }
  const best = fitting[0] as (typeof fitting)[number];
  const sameName = fitting.filter((h) => h.match === best.match && h.score > best.score - 150).length;
  const clearWinner = usable.length > 0 || sameName === 1 || best.score - (fitting[1]?.score ?? 0) > 120;
  return {
    status: "found",
    query,
    place: placeAt(atlas, best.place),
    confidence: best.match === "exact" && clearWinner ? "high" : "medium",
    alternatives: fitting.slice(1, 6).map((h) => placeAt(atlas, h.place)),
    ignoredHints,
  };
}

/**
 * Turns what people type into the best place: "London, United Kingdom", "Springfield, IL, USA",
 * "Paris, France", "Tokyo", "New York". Comma-separated parts after the first are hints: a country
 * (name, alias, ISO code) or a first-level region (name or abbreviation); hints that are neither are
 * ignored and reported. Without commas, trailing words may be hints too ("Paris France").
 * Never throws: an unknown place is a `not-found` result with suggestions.
 *
 * `id` is the atlas place a suggestion list offered for this text (GET /api/places): when that
 * place's label is the text, it is the answer, with no guessing between namesakes; otherwise the
 * text decides (it is what the person sees).
 */
export function resolvePlace(text: string, { id }: { id?: number } = {}): PlaceResolution {
  const query = text.trim();
  if (!normalizeName(query)) {
    return { status: "not-found", query, reason: "empty", message: "Type a town or city.", suggestions: [] };
  }
  if (id !== undefined) {
    const chosen = placeById(id);
    if (chosen && normalizeName(chosen.label) === normalizeName(query)) return { status: "found", query, place: chosen, confidence: "high", alternatives: [], ignoredHints: [] };
  }
  const atlas = getAtlas();
  const parts = query
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const [city, ...hints] = parts;
  const direct = resolveParts(atlas, query, city ?? query, hints);
  if (hints.length > 0 || (direct.status === "found" && direct.confidence === "high")) return direct;

  // "Paris France", "Springfield IL": try the last one or two words as a hint.
  const words = query.split(/\s+/);
  for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
    const hint = words.slice(-n).join(" ");
    const meaning = interpret(atlas, hint);
    if (meaning.countries.size === 0 && meaning.regions.size === 0) continue;
    const split = resolveParts(atlas, query, words.slice(0, -n).join(" "), [hint]);
    if (split.status === "found" && (direct.status !== "found" || split.confidence === "high")) return split;
  }
  return direct;
}
