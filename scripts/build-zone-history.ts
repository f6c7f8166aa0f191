// npm run zones:build – writes lib/oracle/places/zone-history-data.ts: every time zone's offsets
// before 1970 from the IANA tz database compiled WITH its `backzone` file (the pre-1970 history of
// zones that agree after 1970, e.g. Oslo, Stockholm, Amsterdam, Reykjavík, Nassau), which ICU and
// so Node's Intl leave out.
//
// Source: the compiled zoneinfo of Debian's `tzdata` package (`apt-get install tzdata`), which
// Debian builds with PACKRATDATA=backzone PACKRATLIST=zone.tab: its `tzdata.zi` says so on its
// second line ("# ddeps backzone zone.tab"). The script refuses any other zoneinfo. Another
// directory compiled the same way (`make PACKRATDATA=backzone PACKRATLIST=zone.tab` in a tz
// release, or `zic` over its `tzdata.zi`) can be given with ZONEINFO=/path.
//
// Zones: every zone of the atlas, of zone.tab and of zone1970.tab. Each zone's entry is its
// transitions before 1970 as base-36 text. The build also compares every pre-1970 interval with
// ICU and lists the zones where they differ (their backzone history), and checks that the offset
// in force on 1970-01-01 equals ICU's (after 1970 the engine reads ICU).
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

const ZONEINFO = process.env.ZONEINFO ?? "/usr/share/zoneinfo";
const OUT = path.join("lib", "oracle", "places", "zone-history-data.ts");
const CUTOFF = Date.UTC(1970, 0, 1) / 1000;

interface Transition {
  at: number;
  offset: number;
  dst: boolean;
}

/** Reads a TZif file (version 2 or later: the 64-bit section). */
function readTzif(file: string): { initial: { offset: number; dst: boolean }; transitions: Transition[] } {
  const b = fs.readFileSync(file);
  if (b.toString("latin1", 0, 4) !== "TZif") throw new Error(`${file} is not a TZif file`);
  const header = (at: number) => ({
    isutcnt: b.readUInt32BE(at + 20),
    isstdcnt: b.readUInt32BE(at + 24),
    leapcnt: b.readUInt32BE(at + 28),
    timecnt: b.readUInt32BE(at + 32),
    typecnt: b.readUInt32BE(at + 36),
    charcnt: b.readUInt32BE(at + 40),
  });
  const v1 = header(0);
  const v1Size = v1.timecnt * 5 + v1.typecnt * 6 + v1.charcnt + v1.leapcnt * 8 + v1.isstdcnt + v1.isutcnt;
  const start = 44 + v1Size;
  if (b.toString("latin1", start, start + 4) !== "TZif") throw new Error(`${file} has no 64-bit section`);
  const h = header(start);
  let p = start + 44;
  const times: number[] = [];
  for (let i = 0; i < h.timecnt; i++, p += 8) times.push(Number(b.readBigInt64BE(p)));
  const idx: number[] = [];
  for (let i = 0; i < h.timecnt; i++, p += 1) idx.push(b.readUInt8(p));
  const types: { offset: number; dst: boolean }[] = [];
  for (let i = 0; i < h.typecnt; i++, p += 6) types.push({ offset: b.readInt32BE(p), dst: b.readUInt8(p + 4) === 1 });
  // RFC 8536: the type of instants before the first transition is type 0.
  const initial = types[0]!;
  const transitions = times.map((at, i) => ({ at, ...types[idx[i]!]! }));
  return { initial, transitions };
}

function icuOffset(zone: string, seconds: number): number | null {
  try {
    const p: Record<string, string> = {};
    const f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      era: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    for (const part of f.formatToParts(new Date(seconds * 1000))) p[part.type] = part.value;
    let year = Number(p.year);
    if (p.era === "BC" || p.era === "B") year = 1 - year;
    const d = new Date(0);
    d.setUTCFullYear(year, Number(p.month) - 1, Number(p.day));
    d.setUTCHours(Number(p.hour), Number(p.minute), Number(p.second), 0);
    return Math.round(d.getTime() / 1000 - seconds);
  } catch {
    return null;
  }
}

const zi = fs.readFileSync(path.join(ZONEINFO, "tzdata.zi"), "utf8").split("\n", 3);
const version = /^# version (\S+)/.exec(zi[0] ?? "")?.[1];
if (!version || !/backzone/.test(zi[1] ?? "")) {
  console.error(`${ZONEINFO} was not compiled with backzone (tzdata.zi: ${JSON.stringify(zi.slice(0, 2))}). See the header of this script.`);
  process.exit(1);
}

const zones = new Set<string>();
const atlasHead = gunzipSync(fs.readFileSync(path.join("lib", "oracle", "places", "data", "atlas.tsv.gz"))).toString("utf8", 0, 200_000);
for (const line of atlasHead.split("\n")) if (line.startsWith("#zones\t")) line.split("\t").slice(1).forEach((z) => zones.add(z));
for (const tab of ["zone.tab", "zone1970.tab"]) {
  for (const line of fs.readFileSync(path.join(ZONEINFO, tab), "utf8").split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const z = line.split("\t")[2];
    if (z) zones.add(z);
  }
}

const b36 = (n: number) => n.toString(36);
const entries: string[] = [];
const differs: string[] = [];
const problems: string[] = [];
for (const zone of [...zones].sort()) {
  const file = path.join(ZONEINFO, zone);
  if (!fs.existsSync(file)) {
    problems.push(`${zone}: not in ${ZONEINFO}`);
    continue;
  }
  const { initial, transitions } = readTzif(file);
  const before = transitions.filter((t) => t.at < CUTOFF);
  // Offset in force at 1970-01-01 must match ICU's, the history the engine reads after 1970.
  const at1970 = (before.at(-1) ?? initial).offset;
  const icu1970 = icuOffset(zone, CUTOFF);
  if (icu1970 === null) problems.push(`${zone}: unknown to ICU`);
  else if (icu1970 !== at1970) problems.push(`${zone}: ${at1970}s at 1970-01-01, ICU says ${icu1970}s`);
  // Does the pre-1970 history differ from ICU's anywhere (after the first transition: ICU and tz
  // both start with the zone's LMT)? Compare at the middle of every interval.
  const bounds = before.map((t) => t.at);
  let differ = false;
  for (let i = 0; i < before.length && !differ; i++) {
    const end = i + 1 < bounds.length ? bounds[i + 1]! : CUTOFF;
    const mid = Math.floor((before[i]!.at + end) / 2);
    if (icuOffset(zone, mid) !== before[i]!.offset) differ = true;
  }
  if (!differ && before.length > 0) {
    // ICU may have transitions tz-with-backzone lacks: sample ICU yearly.
    for (let y = 1880; y < 1970 && !differ; y++) {
      for (const m of [0, 6]) {
        const s = Date.UTC(y, m, 15) / 1000;
        if (s < before[0]!.at) continue;
        let k = 0;
        while (k + 1 < before.length && before[k + 1]!.at <= s) k++;
        if (icuOffset(zone, s) !== before[k]!.offset) differ = true;
      }
    }
  }
  if (differ) differs.push(zone);
  let prev = 0;
  const parts = [`${b36(initial.offset)}${initial.dst ? "d" : ""}`];
  for (const t of before) {
    parts.push(`${b36(t.at - prev)},${b36(t.offset)}${t.dst ? "d" : ""}`);
    prev = t.at;
  }
  entries.push(`  ${JSON.stringify(zone)}: ${JSON.stringify(parts.join(";"))},`);
}

const text = [
  `// Generated by \`npm run zones:build\` from IANA tz ${version} compiled with backzone (${ZONEINFO}). Do not edit.`,
  "// Each zone: its initial offset (seconds east of UTC, base 36; 'd' = summer time), then every",
  "// transition before 1970 as 'seconds since the previous one (the first: since 1970-01-01), offset'.",
  `export const ZONE_HISTORY_VERSION = ${JSON.stringify(version)};`,
  "",
  "/** Zones whose history before 1970 differs from ICU's (tz's backzone, or tz newer than ICU). */",
  `export const ZONES_DIFFERING_FROM_ICU: readonly string[] = ${JSON.stringify(differs)};`,
  "",
  "export const ZONE_HISTORY: Readonly<Record<string, string>> = {",
  ...entries,
  "};",
  "",
].join("\n");
fs.writeFileSync(OUT, text);
console.log(`wrote ${OUT}: ${entries.length} zones, ${differs.length} differ from ICU before 1970, ${Math.round(text.length / 1024)} kB`);
for (const p of problems) console.log(`  note: ${p}`);
