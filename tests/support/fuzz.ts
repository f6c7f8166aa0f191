/**
 * Seeded generators for the route fuzz test (tests/integration/fuzz.test.ts): hostile strings
 * and JSON values, mutations of a valid body, and raw bodies that are not JSON at all. Every case
 * draws from its own generator seeded by (run seed, route, case number), so one failing case can
 * be replayed alone.
 */

export type Rng = () => number;

/** mulberry32: tiny, fast and good enough to pick test inputs. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string, to derive one seed per case. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("\u241f")) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const int = (r: Rng, max: number) => Math.floor(r() * max);
export const pick = <T>(r: Rng, items: readonly T[]): T => items[int(r, items.length)] as T;
export const chance = (r: Rng, p: number) => r() < p;

/** Names and words from every continent's scripts, plus the ones that are hard to count. */
export const SCRIPTS = [
  "李小龍", "山田太郎", "김민준", "محمد", "علي بن أبي طالب", "Владимир", "Ωμέγα", "אברהם", "राहुल शर्मा", "देवनागरी",
  "สมชาย", "ሙሉጌታ", "ᏣᎳᎩ", "Nguyễn Văn An", "Zoë", "O'Brien-Łukasz", "Ng", "Ærøskøbing", "ⴰⵎⴰⵣⵉⵖ", "ᐃᓄᒃᑎᑐᑦ",
  "ꯑꯃꯨ", "Mɔ̃", "𝕬𝖑𝖎𝖈𝖊", "Ｔａｒｏ", "𰀀𰀁", "Z̴̡̪͓a̸l̷g̶o̵",
];

const EMOJI = ["👩‍👩‍👧‍👦", "🧑🏽‍🚀", "🏳️‍🌈", "👨‍❤️‍💋‍👨", "🫶🏿", "🇺🇦", "❤️‍🔥", "🔮✨"];
const CONTROL = ["\u0000", "\u0001", "\u0007", "\b", "\u000b", "\f", "\u001b[31m", "\u007f", "\u0085", "\u009f", "\t", "\n", "\r\n"];
const SURROGATES = ["\ud800", "\udfff", "\udc00\ud800", "a\ud83d", "\ude00b"];
const FORMAT = ["\u202e", "\u200b", "\u200d", "\ufeff", "\u2028", "\u2029", "\u00ad", "\ufffe", "\uffff"];
const INJECTION = [
  "' OR 1=1 --", "\"; DROP TABLE \"User\"; --", "<script>alert(1)</script>", "{{7*7}}", "${process.env}", "../../etc/passwd", "%00", "%ud800",
  "javascript:alert(1)", "\\u0000", "NaN", "Infinity", "-0", "1e309", "null", "undefined", "true", "[]", "{}", "__proto__", "constructor", "prototype",
];
const LOOKALIKES = [
  "", " ", "   ", "a", "1990-05-14", "1990-02-30", "0000-00-00", "9999-12-31", "1899-12-31", "08:15", "24:00", "7:5", "London", "London, United Kingdom",
  "Xyzzyville", "Asia/Tokyo", "Mars/Olympus", "a@b.co", "A@B.CO ", "@", "用户@例子.广告", "x@y", "tarot", "match-report", "bundle-couples", "astro-blueprint",
  "numerology-map", "tarot-immersion", "daily-transit-digest", "weekly-number-briefing", "morning-card-pull", "astra", "numa", "solara", "pay", "cancel",
  "alignment", "love", "expansion",
];

/** A hostile or odd string: one piece, or several pieces glued together, sometimes very long. */
export function nastyString(r: Rng): string {
  const pool = () => {
    switch (int(r, 7)) {
      case 0:
        return pick(r, SCRIPTS);
      case 1:
        return pick(r, EMOJI);
      case 2:
        return pick(r, CONTROL);
      case 3:
        return pick(r, SURROGATES);
      case 4:
        return pick(r, FORMAT);
      case 5:
        return pick(r, INJECTION);
      default:
        return pick(r, LOOKALIKES);
    }
  };
  const roll = r();
  if (roll < 0.45) return pool();
  if (roll < 0.9) {
    let s = "";
    for (let i = 1 + int(r, 4); i > 0; i--) s += pool();
    return s;
  }
  // Long: just past a typical limit, or far past every one.
  const unit = pick(r, ["a", "李", "👩‍👩‍👧", "\u0000", "é", "x ".repeat(5), pool()]);
  return unit.repeat(pick(r, [121, 201, 2001, 5001, 20_000]) / Math.max(1, unit.length));
}

const KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "then", "", " ", "0", "name", "email", "amount", "userId", "id", "\u0000"];

/** Any JSON value, skewed toward what breaks code: wrong types, nesting, big arrays, odd keys. */
export function nastyValue(r: Rng, depth = 0): unknown {
  const roll = r();
  if (roll < 0.4 || depth > 3) return nastyString(r);
  if (roll < 0.55) return pick(r, [0, -1, 1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, 1e-320, 29, 1990, 20_000_000]);
  if (roll < 0.62) return pick(r, [true, false, null]);
  if (roll < 0.8) {
    const n = pick(r, [0, 1, 2, 3, 50]);
    return Array.from({ length: n }, () => nastyValue(r, depth + 1));
  }
  const out: Record<string, unknown> = {};
  for (let i = int(r, 4); i > 0; i--) out[chance(r, 0.5) ? pick(r, KEYS) : nastyString(r).slice(0, 40)] = nastyValue(r, depth + 1);
  return out;
}

/** JSON text with own `__proto__` / `constructor` keys (an object literal would set the prototype instead). */
export function protoPollution(r: Rng, base: unknown): string {
  const fields = base && typeof base === "object" && !Array.isArray(base) ? JSON.stringify(base).slice(1, -1) : "";
  const evil = pick(r, [
    `"__proto__":{"isAdmin":true,"amount":1,"status":"paid"}`,
    `"constructor":{"prototype":{"polluted":true}}`,
    `"__proto__":null`,
    `"__proto__":"x"`,
    `"constructor":"x","prototype":[]`,
  ]);
  return `{${evil}${fields ? `,${fields}` : ""}}`;
}

/** Nested arrays or objects `depth` deep. */
export function deepJson(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** Bodies that are not valid JSON (or not JSON at all). */
export function brokenJson(r: Rng, valid: string): string {
  return pick(r, [
    valid.slice(0, Math.max(1, int(r, valid.length))),
    `${valid},`,
    `{"email":"a@b.co",}`,
    "{'single':'quotes'}",
    "undefined",
    "NaN",
    "\u0000",
    "\ufeff" + valid,
    "{".repeat(5000),
    `{"a":"\\ud800"`,
    `{"a":"\\u00"}`,
    "--boundary\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\n1\r\n--boundary--",
    "email=a%40b.co&prompt=hello",
    valid.replace(/"/g, ""),
  ]);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside a JSON body. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

/** A copy of `base` with one value replaced, removed, or given a sibling, or the whole body swapped. */
export function mutate(r: Rng, base: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base ?? {})) as Json;
  const all = paths(copy).filter((p) => p.length > 0);
  if (all.length === 0 || chance(r, 0.08)) return nastyValue(r);
  const times = chance(r, 0.25) ? 2 + int(r, 3) : 1;
  let root: Json = copy;
  for (let t = 0; t < times; t++) {
    const path = pick(r, paths(root).filter((p) => p.length > 0));
    if (!path) break;
    const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, root) as Record<string | number, Json>;
    const key = path.at(-1) as string | number;
    const roll = r();
    if (roll < 0.7) parent[key] = (chance(r, 0.75) ? nastyString(r) : nastyValue(r)) as Json;
    else if (roll < 0.85) delete parent[key];
    else if (typeof parent === "object" && !Array.isArray(parent)) parent[nastyString(r).slice(0, 30)] = nastyValue(r) as Json;
    else root = [root];
  }
  return root;
}

/** Percent-encodes a path segment the way a browser would send its UTF-8 (a lone surrogate becomes U+FFFD). */
export function encodeSegment(value: string): string {
  return Array.from(new TextEncoder().encode(value), (b) =>
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x2d || b === 0x5f || b === 0x2e || b === 0x7e
      ? String.fromCharCode(b)
      : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");
}
