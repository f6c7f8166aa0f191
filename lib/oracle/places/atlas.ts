import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

import { COUNTRIES, countryName } from "./countries";
import { normalizeName } from "./normalize";
import type { Place } from "./types";

/** Names people type that GeoNames spells differently: alias → [name in the atlas, country]. */
const ALIASES: readonly (readonly [string, string, string])[] = [
  ["New York", "New York City", "US"],
  ["NYC", "New York City", "US"],
  ["LA", "Los Angeles", "US"],
  ["Washington DC", "Washington", "US"],
  ["Bombay", "Mumbai", "IN"],
  ["Calcutta", "Kolkata", "IN"],
  ["Madras", "Chennai", "IN"],
  ["Bangalore", "Bengaluru", "IN"],
  ["Peking", "Beijing", "CN"],
  ["Canton", "Guangzhou", "CN"],
  ["Saigon", "Ho Chi Minh City", "VN"],
  ["Cologne", "Köln", "DE"],
  ["München", "Munich", "DE"],
  ["Nürnberg", "Nuremberg", "DE"],
  ["Wien", "Vienna", "AT"],
  ["Roma", "Rome", "IT"],
  ["Milano", "Milan", "IT"],
  ["Napoli", "Naples", "IT"],
  ["Firenze", "Florence", "IT"],
  ["Venezia", "Venice", "IT"],
  ["Torino", "Turin", "IT"],
  ["Lisboa", "Lisbon", "PT"],
  ["Moskva", "Moscow", "RU"],
  ["Sankt-Peterburg", "Saint Petersburg", "RU"],
  ["St Petersburg", "Saint Petersburg", "RU"],
  ["Leningrad", "Saint Petersburg", "RU"],
  ["Praha", "Prague", "CZ"],
  ["Warszawa", "Warsaw", "PL"],
  ["Kraków", "Krakow", "PL"],
  ["Kiev", "Kyiv", "UA"],
  ["Bruxelles", "Brussels", "BE"],
  ["Den Haag", "The Hague", "NL"],
  ["København", "Copenhagen", "DK"],
  ["Athina", "Athens", "GR"],
  ["Al Qahirah", "Cairo", "EG"],
  ["Ciudad de Mexico", "Mexico City", "MX"],
  ["CDMX", "Mexico City", "MX"],
  ["Rio", "Rio de Janeiro", "BR"],
];

export interface Atlas {
  size: number;
  ids: Int32Array;
  names: string[];
  countries: string[];
  admins: string[];
  populations: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  zoneIndex: Uint16Array;
  ranks: Uint8Array;
  zones: string[];
  /** "US.IL" → region name, and the abbreviations people type. */
  regions: Map<string, { name: string; abbreviations: string[] }>;
  /** Sorted match keys; keyPlace/keyKind are parallel to it. */
  keys: string[];
  keyPlace: Int32Array;
  /** 0 full name, 1 alias, 2 a later word of the name ("janeiro" in "rio de janeiro"). */
  keyKind: Uint8Array;
  /** Population and importance part of each place's score. */
  baseScore: Float32Array;
}

export const KEY_NAME = 0;
export const KEY_ALIAS = 1;
export const KEY_WORD = 2;

function defaultAtlasPath(): string {
  // A URL relative to this module lets bundlers (and Node) find the data file wherever it is built;
  // if a bundler moved the module without the file, fall back to the file in the repository.
  const candidates: string[] = [];
  try {
    candidates.push(fileURLToPath(new URL("./data/atlas.tsv.gz", import.meta.url)));
  } catch {
    // import.meta.url was not a file: URL.
  }
  candidates.push(path.join(process.cwd(), "lib/oracle/places/data/atlas.tsv.gz"));
  return candidates.find((p) => existsSync(p)) ?? (candidates[0] as string);
}

export function parseAtlas(gzipped: Uint8Array): Atlas {
  const text = gunzipSync(gzipped).toString("utf8");
  const lines = text.split("\n");
  let zones: string[] = [];
  const regions = new Map<string, { name: string; abbreviations: string[] }>();
  let first = 0;
  for (; first < lines.length; first++) {
    const line = lines[first] as string;
    if (!line.startsWith("#")) break;
    const cols = line.split("\t");
    if (cols[0] === "#zones") zones = cols.slice(1);
    else if (cols[0] === "#region" && cols[1] && cols[2]) {
      regions.set(cols[1], { name: cols[2], abbreviations: cols[3] ? cols[3].split(",").filter(Boolean) : [] });
    }
  }
  let last = lines.length;
  while (last > first && (lines[last - 1] as string).length === 0) last--;
  const size = last - first;
  const atlas: Atlas = {
    size,
    ids: new Int32Array(size),
    names: new Array<string>(size),
    countries: new Array<string>(size),
    admins: new Array<string>(size),
    populations: new Int32Array(size),
    latitudes: new Float64Array(size),
    longitudes: new Float64Array(size),
    zoneIndex: new Uint16Array(size),
    ranks: new Uint8Array(size),
    zones,
    regions,
    keys: [],
    keyPlace: new Int32Array(0),
    keyKind: new Uint8Array(0),
    baseScore: new Float32Array(size),
  };
  const nameKeys = new Array<string>(size);
  for (let i = 0; i < size; i++) {
    const c = (lines[first + i] as string).split("\t");
    const name = c[1] ?? "";
    atlas.ids[i] = Number(c[0]);
    atlas.names[i] = name;
    atlas.countries[i] = c[2] ?? "";
    atlas.admins[i] = c[3] ?? "";
    atlas.populations[i] = Number(c[4]);
    atlas.latitudes[i] = Number(c[5]);
    atlas.longitudes[i] = Number(c[6]);
    atlas.zoneIndex[i] = Number(c[7]);
    atlas.ranks[i] = Number(c[8]);
    // The build leaves the key out when it is the plain lower-cased name.
    nameKeys[i] = c[9] || name.toLowerCase();
    atlas.baseScore[i] = 40 * Math.log10((atlas.populations[i] as number) + 10) + 15 * (atlas.ranks[i] as number);
  }
  buildIndex(atlas, nameKeys);
  return atlas;
}

interface KeyList {
  keys: string[];
  place: number[];
  kind: number[];
}

function sortKeyList(list: KeyList): KeyList {
  const order = list.keys.map((_, i) => i);
  order.sort((a, b) => {
    const x = list.keys[a] as string;
    const y = list.keys[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return {
    keys: order.map((i) => list.keys[i] as string),
    place: order.map((i) => list.place[i] as number),
    kind: order.map((i) => list.kind[i] as number),
  };
}

function isSorted(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++) if ((keys[i] as string) < (keys[i - 1] as string)) return false;
  return true;
}

function buildIndex(atlas: Atlas, nameKeys: string[]): void {
  // Name keys arrive sorted from the build; only the later-word keys and aliases need sorting,
  // then the two sorted lists are merged.
  let names: KeyList = { keys: nameKeys, place: nameKeys.map((_, i) => i), kind: nameKeys.map(() => KEY_NAME) };
  if (!isSorted(nameKeys)) names = sortKeyList(names);
  const extra: KeyList = { keys: [], place: [], kind: [] };
  for (let i = 0; i < atlas.size; i++) {
    const key = nameKeys[i] as string;
    let at = key.indexOf(" ");
    while (at !== -1) {
      extra.keys.push(key.slice(at + 1));
      extra.place.push(i);
      extra.kind.push(KEY_WORD);
      at = key.indexOf(" ", at + 1);
    }
  }
  for (const [alias, name, country] of ALIASES) {
    const place = findInSorted(names.keys, names.place, atlas, normalizeName(name), country);
    if (place === -1) continue;
    extra.keys.push(normalizeName(alias));
    extra.place.push(place);
    extra.kind.push(KEY_ALIAS);
  }
  const more = sortKeyList(extra);
  const total = names.keys.length + more.keys.length;
  atlas.keys = new Array<string>(total);
  atlas.keyPlace = new Int32Array(total);
  atlas.keyKind = new Uint8Array(total);
  let a = 0;
  let b = 0;
  for (let j = 0; j < total; j++) {
    const takeA = b >= more.keys.length || (a < names.keys.length && (names.keys[a] as string) <= (more.keys[b] as string));
    if (takeA) {
      atlas.keys[j] = names.keys[a] as string;
      atlas.keyPlace[j] = names.place[a] as number;
      atlas.keyKind[j] = names.kind[a] as number;
      a++;
    } else {
      atlas.keys[j] = more.keys[b] as string;
      atlas.keyPlace[j] = more.place[b] as number;
      atlas.keyKind[j] = more.kind[b] as number;
      b++;
    }
  }
}

/** First index whose key is ≥ `key` (keys sorted by UTF-16 code units). */
export function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The most populous place in `country` whose whole name folds to `key`. */
function findInSorted(keys: string[], places: number[], atlas: Atlas, key: string, country: string): number {
  let best = -1;
  for (let j = lowerBound(keys, key); j < keys.length && keys[j] === key; j++) {
    const p = places[j] as number;
    if (atlas.countries[p] === country && (best === -1 || (atlas.populations[p] as number) > (atlas.populations[best] as number))) best = p;
  }
  return best;
}

let cached: Atlas | null = null;
let source: string | null = null;

/** Points the loader at another atlas file (tests, or a server that keeps data elsewhere). */
export function setAtlasPath(path: string): void {
  source = path;
  cached = null;
}

/** The atlas, loaded and indexed on first use (a few hundred milliseconds), then cached. */
export function getAtlas(): Atlas {
  // Not traced by bundlers (it would pull in the whole project): next.config ships the data folder.
  if (!cached) cached = parseAtlas(readFileSync(/*turbopackIgnore: true*/ source ?? defaultAtlasPath()));
  return cached;
}

export function placeAt(atlas: Atlas, i: number): Place {
  const countryCode = atlas.countries[i] as string;
  const admin = atlas.admins[i] as string;
  const region = atlas.regions.get(`${countryCode}.${admin}`)?.name ?? null;
  const name = atlas.names[i] as string;
  const country = countryName(countryCode);
  return {
    id: atlas.ids[i] as number,
    name,
    region,
    regionCode: admin || null,
    country,
    countryCode,
    latitude: atlas.latitudes[i] as number,
    longitude: atlas.longitudes[i] as number,
    timezone: atlas.zones[atlas.zoneIndex[i] as number] as string,
    population: atlas.populations[i] as number,
    label: [name, region && normalizeName(region) !== normalizeName(name) ? region : null, country].filter(Boolean).join(", "),
  };
}

/** Place by GeoNames id, for re-reading a stored birthplace. */
export function placeById(id: number): Place | null {
  const atlas = getAtlas();
  for (let i = 0; i < atlas.size; i++) if (atlas.ids[i] === id) return placeAt(atlas, i);
  return null;
}

export { COUNTRIES };
