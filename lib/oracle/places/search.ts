import { type Atlas, KEY_ALIAS, KEY_NAME, getAtlas, lowerBound, placeAt } from "./atlas";
import { normalizeName } from "./normalize";
import type { PlaceMatch } from "./types";

// Match quality dominates; the population term (40·log10 pop, ≤ ~300) orders places within a tier.
const EXACT_NAME = 1000;
const EXACT_WORD = 700;
const PREFIX_NAME = 600;
const PREFIX_AT_WORD_END = 50;
const PREFIX_WORD = 400;

export interface SearchOptions {
  /** Only places in this ISO 3166-1 alpha-2 country. */
  country?: string;
}

// Reused between queries: best score per place and the query that set it.
let bestScore = new Float32Array(0);
let stamp = new Uint32Array(0);
let generation = 0;

interface Hit {
  place: number;
  score: number;
  match: PlaceMatch["match"];
}

function matchOf(atlas: Atlas, j: number, q: string): Hit["match"] {
  const kind = atlas.keyKind[j] as number;
  if (kind !== KEY_NAME && kind !== KEY_ALIAS) return "word";
  return (atlas.keys[j] as string).length === q.length ? "exact" : "prefix";
}

/** Raw hits (place indices), best first; used by search and resolve. */
export function searchIndex(atlas: Atlas, query: string, limit: number, options: SearchOptions = {}): Hit[] {
  const q = normalizeName(query);
  if (!q || limit <= 0) return [];
  if (bestScore.length !== atlas.size) {
    bestScore = new Float32Array(atlas.size);
    stamp = new Uint32Array(atlas.size);
  }
  generation = (generation + 1) >>> 0 || 1;
  const country = options.country?.toUpperCase();
  const { keys, keyKind, keyPlace, baseScore, countries } = atlas;
  const qLength = q.length;

  // `top` holds entry indices (into keys), best first; `floor` is the score to beat once full.
  const top: number[] = [];
  const topScore: number[] = [];
  let floor = -Infinity;
  const end = lowerBound(keys, `${q}\uffff`);
  for (let j = lowerBound(keys, q); j < end; j++) {
    const place = keyPlace[j] as number;
    if (country !== undefined && countries[place] !== country) continue;
    const kind = keyKind[j] as number;
    const key = keys[j] as string;
    const whole = kind === KEY_NAME || kind === KEY_ALIAS;
    let score: number;
    if (key.length === qLength) score = whole ? EXACT_NAME : EXACT_WORD;
    else score = (whole ? PREFIX_NAME : PREFIX_WORD) + (key.charCodeAt(qLength) === 32 ? PREFIX_AT_WORD_END : 0);
    score += baseScore[place] as number;
    if (score <= floor) continue;
    if (stamp[place] === generation) {
      if ((bestScore[place] as number) >= score) continue;
      const k = top.findIndex((e) => keyPlace[e] === place);
      if (k !== -1) {
        top.splice(k, 1);
        topScore.splice(k, 1);
      }
    }
    stamp[place] = generation;
    bestScore[place] = score;
    let k = top.length;
    while (k > 0 && (topScore[k - 1] as number) < score) k--;
    top.splice(k, 0, j);
    topScore.splice(k, 0, score);
    if (top.length > limit) {
      top.pop();
      topScore.pop();
    }
    if (top.length === limit) floor = topScore[limit - 1] as number;
  }
  return top.map((j, i) => ({ place: keyPlace[j] as number, score: topScore[i] as number, match: matchOf(atlas, j, q) }));
}

/**
 * Places whose name (or a later word of it, or a common alias) starts with the query, accent- and
 * case-insensitively, ranked by match quality then population. `searchPlaces("sao paulo", 5)`
 * finds São Paulo first.
 */
export function searchPlaces(query: string, limit = 10, options: SearchOptions = {}): PlaceMatch[] {
  const atlas = getAtlas();
  return searchIndex(atlas, query, Math.max(0, Math.min(100, Math.floor(limit))), options).map((h) => ({
    place: placeAt(atlas, h.place),
    score: h.score,
    match: h.match,
  }));
}
