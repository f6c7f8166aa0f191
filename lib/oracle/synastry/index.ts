import type { AspectPoint } from "../astro/aspects";
import { signedDelta } from "../astro/math";
import { ordinal } from "../sky/texts";
import { COUPLES_POPULATION, COUPLES_POPULATION_SEED } from "./population";
import type { AspectName, AspectNature, Chart, PlanetName } from "../astro/types";
import { PLANET_NAMES } from "../astro/types";
import { type Element, type Modality, signInfo, signOf } from "../astro/zodiac";
import { type CoreNumber } from "../numerology";

export type SynastryPoint = PlanetName | "Ascendant";

export interface SynastryPerson {
  name: string;
  chart: Chart;
  /** Life path number, for the numerology part of the score. */
  lifePath?: CoreNumber;
  /** Defaults to whether the chart has an ascendant. */
  timeKnown?: boolean;
}

export interface SynastryAspect {
  /** Person A's point and person B's point. */
  a: SynastryPoint;
  b: SynastryPoint;
  type: AspectName;
  nature: AspectNature;
  orb: number;
  maxOrb: number;
  /** How much this contact counts, from the points involved and how tight it is. */
  weight: number;
  /** A Moon whose birth time is unknown: its position is approximate and the contact counts half. */
  approximate: boolean;
}

export type Balance<K extends string> = Record<K, number>;

export interface PersonBalance {
  elements: Balance<Element>;
  modalities: Balance<Modality>;
  dominantElement: Element;
  dominantModality: Modality;
}

export interface ScoreReason {
  kind: "aspect" | "element" | "modality" | "numerology";
  text: string;
  /** Signed contribution to the final 0–100 score, in points. */
  points: number;
}

export interface NumerologyCompatibility {
  a: CoreNumber;
  b: CoreNumber;
  relation: "mirror" | "natural" | "growth";
  score: number;
  text: string;
}

export interface Synastry {
  /** The same chart twice (a person with themself): not a compatibility reading; `score` is 0 and `reasons` say why. */
  selfComparison: boolean;
  aspects: SynastryAspect[];
  overlays: HouseOverlay[];
  /** Each 0–100; friction is how much friction (higher = more). */
  subScores: Record<SubScoreName, number>;
  /** The model's raw value, before it is placed in the population of random couples. */
  raw: number;
  balance: { a: PersonBalance; b: PersonBalance };
  numerology: NumerologyCompatibility | null;
  /** The percentile (0–100) of the raw value among a fixed population of random couples: 50 is a typical couple. The same whichever person comes first. */
  score: number;
  population: { size: number; seed: number };
  parts: { aspects: number; elements: number; numerology: number | null };
  /** The biggest contributions, largest first. */
  reasons: ScoreReason[];
}

/** Luminaries and the ascendant weigh most; then the personal planets; the outer planets least. */
const POINT_WEIGHT: Record<SynastryPoint, number> = {
  Sun: 3,
  Moon: 3,
  Ascendant: 2.5,
  Venus: 2.5,
  Mars: 2,
  Mercury: 1.5,
  Jupiter: 1,
  Saturn: 1.2,
  Uranus: 0.5,
  Neptune: 0.5,
  Pluto: 0.5,
};

/**
 * Synastry orbs, tighter than a natal chart's: conjunction and opposition 6° (7° with the Sun or
 * Moon), trine and square 5°, sextile 3°; to the ascendant axis 4°; the outer planets 1° less.
 */
const SYNASTRY_ASPECTS: readonly { type: AspectName; angle: number; nature: AspectNature; orb: number }[] = [
  { type: "conjunction", angle: 0, nature: "neutral", orb: 6 },
  { type: "sextile", angle: 60, nature: "harmonious", orb: 3 },
  { type: "square", angle: 90, nature: "tense", orb: 5 },
  { type: "trine", angle: 120, nature: "harmonious", orb: 5 },
  { type: "opposition", angle: 180, nature: "tense", orb: 6 },
];
const OUTER: ReadonlySet<SynastryPoint> = new Set(["Uranus", "Neptune", "Pluto"]);

function orbFor(a: SynastryPoint, b: SynastryPoint, base: number): number {
  if (a === "Ascendant" || b === "Ascendant") return Math.min(4, base);
  let orb = base + ((a === "Sun" || a === "Moon" || b === "Sun" || b === "Moon") && base >= 6 ? 1 : 0);
  if (OUTER.has(a) || OUTER.has(b)) orb -= 1;
  return orb;
}

/** How an aspect tends to feel between two people: flow (+), friction (−). */
const ASPECT_VALUE: Record<AspectName, number> = {
  conjunction: 0.8,
  trine: 1,
  sextile: 0.7,
  square: -0.8,
  opposition: -0.4,
};

export type SubScoreName = "attraction" | "emotionalEase" | "communication" | "stability" | "friction";
export const SUB_SCORE_NAMES: readonly SubScoreName[] = ["attraction", "emotionalEase", "communication", "stability", "friction"];

/** The classic contacts and what each speaks to (either person's point first). */
const CLASSIC: readonly { pair: readonly [SynastryPoint, SynastryPoint]; weight: number; scores: readonly SubScoreName[] }[] = [
  { pair: ["Sun", "Moon"], weight: 3, scores: ["emotionalEase", "attraction"] },
  { pair: ["Venus", "Mars"], weight: 3, scores: ["attraction"] },
  { pair: ["Moon", "Moon"], weight: 2.5, scores: ["emotionalEase"] },
  { pair: ["Venus", "Ascendant"], weight: 2.5, scores: ["attraction"] },
  { pair: ["Mars", "Ascendant"], weight: 2, scores: ["attraction"] },
  { pair: ["Sun", "Ascendant"], weight: 2, scores: ["attraction"] },
  { pair: ["Moon", "Ascendant"], weight: 2, scores: ["emotionalEase"] },
  { pair: ["Moon", "Venus"], weight: 2, scores: ["emotionalEase", "attraction"] },
  { pair: ["Sun", "Sun"], weight: 1.5, scores: ["stability"] },
  { pair: ["Sun", "Venus"], weight: 2, scores: ["attraction"] },
  { pair: ["Mercury", "Mercury"], weight: 2, scores: ["communication"] },
  { pair: ["Mercury", "Moon"], weight: 1.5, scores: ["communication", "emotionalEase"] },
  { pair: ["Mercury", "Sun"], weight: 1.5, scores: ["communication"] },
  { pair: ["Saturn", "Sun"], weight: 2, scores: ["stability"] },
  { pair: ["Saturn", "Moon"], weight: 2, scores: ["stability"] },
  { pair: ["Saturn", "Venus"], weight: 2, scores: ["stability"] },
  { pair: ["Jupiter", "Sun"], weight: 1.5, scores: ["stability", "emotionalEase"] },
  { pair: ["Jupiter", "Venus"], weight: 1.5, scores: ["attraction"] },
  { pair: ["Mars", "Mars"], weight: 1.2, scores: ["attraction"] },
];

function classicOf(a: SynastryPoint, b: SynastryPoint) {
  return CLASSIC.find(({ pair: [x, y] }) => (x === a && y === b) || (x === b && y === a)) ?? null;
}

const FRICTION_POINTS: ReadonlySet<SynastryPoint> = new Set(["Mars", "Saturn", "Pluto"]);
const PERSONAL: ReadonlySet<SynastryPoint> = new Set(["Sun", "Moon", "Mercury", "Venus", "Mars", "Ascendant"]);

function pointsOf(chart: Chart): AspectPoint<SynastryPoint>[] {
  const points: AspectPoint<SynastryPoint>[] = PLANET_NAMES.map((name) => ({
    name,
    longitude: chart.bodies[name].longitude,
    speed: 0,
  }));
  if (chart.ascendant !== null) points.push({ name: "Ascendant", longitude: chart.ascendant, speed: 0 });
  return points;
}

/**
 * What one contact gives each sub-score. Contacts to the ascendant axis read the opposition as a
 * conjunction to the descendant (the partner's "other" point), so Venus on your Descendant adds to
 * attraction instead of counting as tension.
 */
function effects(aspect: SynastryAspect): Partial<Record<SubScoreName, number>> {
  const out: Partial<Record<SubScoreName, number>> = {};
  const add = (k: SubScoreName, v: number) => (out[k] = (out[k] ?? 0) + v);
  const toAxis = aspect.a === "Ascendant" || aspect.b === "Ascendant";
  const other = aspect.a === "Ascendant" ? aspect.b : aspect.a;
  let value = ASPECT_VALUE[aspect.type];
  if (toAxis && (aspect.type === "opposition" || aspect.type === "conjunction")) value = 1;
  const classic = classicOf(aspect.a, aspect.b);
  const hard = aspect.type === "square" || (aspect.type === "opposition" && !toAxis);
  const saturnish = aspect.a === "Saturn" || aspect.b === "Saturn";
  if (classic) {
    for (const k of classic.scores) {
      // Saturn binds: even its squares hold a couple together, at a cost counted under friction.
      if (k === "stability" && saturnish) add(k, aspect.weight * (hard ? 0.4 : 0.9));
      else add(k, aspect.weight * value);
    }
  } else if (PERSONAL.has(aspect.a) && PERSONAL.has(aspect.b)) {
    add(aspect.type === "square" || aspect.type === "opposition" ? "friction" : "emotionalEase", aspect.weight * Math.abs(value) * 0.5);
  }
  if (hard && (FRICTION_POINTS.has(aspect.a) || FRICTION_POINTS.has(aspect.b)) && (PERSONAL.has(aspect.a) || PERSONAL.has(aspect.b))) {
    add("friction", aspect.weight * (aspect.type === "square" ? 1 : 0.7));
  } else if (hard && classic) add("friction", aspect.weight * 0.4);
  if (toAxis && other === "Saturn" && (aspect.type === "conjunction" || aspect.type === "opposition")) add("stability", aspect.weight * 0.6);
  return out;
}

function contribution(aspect: SynastryAspect): number {
  const e = effects(aspect);
  return (e.attraction ?? 0) + (e.emotionalEase ?? 0) + (e.communication ?? 0) + (e.stability ?? 0) - (e.friction ?? 0);
}

function interAspects(a: Chart, b: Chart, timeKnown: { a: boolean; b: boolean }): SynastryAspect[] {
  const out: SynastryAspect[] = [];
  for (const p of pointsOf(a)) {
    for (const q of pointsOf(b)) {
      const sep = Math.abs(signedDelta(p.longitude, q.longitude));
      let best: { def: (typeof SYNASTRY_ASPECTS)[number]; orb: number; maxOrb: number } | null = null;
      for (const def of SYNASTRY_ASPECTS) {
        const maxOrb = orbFor(p.name, q.name, def.orb);
        const orb = Math.abs(sep - def.angle);
        if (orb <= maxOrb && (!best || orb < best.orb)) best = { def, orb, maxOrb };
      }
      if (!best) continue;
      const tightness = 1 - best.orb / best.maxOrb;
      const classic = classicOf(p.name, q.name);
      // An unknown birth time leaves the Moon anywhere within about 13°: its contacts count half.
      const moonUnsure = (p.name === "Moon" && !timeKnown.a) || (q.name === "Moon" && !timeKnown.b);
      const weight =
        (classic ? classic.weight : Math.sqrt(POINT_WEIGHT[p.name] * POINT_WEIGHT[q.name]) * 0.6) * (0.4 + 0.6 * tightness) * (moonUnsure ? 0.5 : 1);
      out.push({
        a: p.name,
        b: q.name,
        type: best.def.type,
        nature: best.def.nature,
        orb: best.orb,
        maxOrb: best.maxOrb,
        weight,
        approximate: moonUnsure,
      });
    }
  }
  return out.sort((x, y) => y.weight - x.weight || x.orb - y.orb);
}

const OVERLAY_PLANETS: readonly PlanetName[] = ["Sun", "Moon", "Venus", "Mars"];
const HOUSE_SCORE: Partial<Record<number, SubScoreName>> = {
  1: "attraction",
  5: "attraction",
  7: "attraction",
  4: "emotionalEase",
  8: "emotionalEase",
  3: "communication",
  9: "communication",
  10: "stability",
  2: "stability",
  12: "friction",
};

export interface HouseOverlay {
  /** Whose planet: "a" or "b"; it falls in the other person's house. */
  owner: "a" | "b";
  planet: PlanetName;
  house: number;
  score: SubScoreName | null;
  weight: number;
}

function overlaysOf(owner: "a" | "b", planets: Chart, houses: Chart, ownerTimeKnown: boolean): HouseOverlay[] {
  if (houses.houses.length !== 12) return [];
  return OVERLAY_PLANETS.map((planet) => {
    const house = houseOfCusps(planets.bodies[planet].longitude, houses.houses);
    const score = HOUSE_SCORE[house] ?? null;
    return { owner, planet, house, score, weight: (planet === "Moon" && !ownerTimeKnown ? 0.5 : 1) * 0.8 };
  });
}

function houseOfCusps(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    const arc = (x: number) => ((x - start) % 360 + 360) % 360;
    if (arc(longitude) < arc(end)) return i + 1;
  }
  return 12;
}

const ELEMENTS: readonly Element[] = ["fire", "earth", "air", "water"];
const MODALITIES: readonly Modality[] = ["cardinal", "fixed", "mutable"];

export function balanceOf(chart: Chart): PersonBalance {
  const elements: Balance<Element> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Balance<Modality> = { cardinal: 0, fixed: 0, mutable: 0 };
  const add = (longitude: number, weight: number) => {
    const info = signInfo(signOf(longitude));
    elements[info.element] += weight;
    modalities[info.modality] += weight;
  };
  for (const name of PLANET_NAMES) add(chart.bodies[name].longitude, POINT_WEIGHT[name]);
  if (chart.ascendant !== null) add(chart.ascendant, POINT_WEIGHT.Ascendant);
  const total = Object.values(elements).reduce((s, v) => s + v, 0);
  for (const e of ELEMENTS) elements[e] /= total;
  for (const m of MODALITIES) modalities[m] /= total;
  const dominantElement = ELEMENTS.reduce((best, e) => (elements[e] > elements[best] ? e : best));
  const dominantModality = MODALITIES.reduce((best, m) => (modalities[m] > modalities[best] ? m : best));
  return { elements, modalities, dominantElement, dominantModality };
}

/** Fire and air feed each other, as do earth and water; the same element understands itself. */
function elementAffinity(x: Element, y: Element): number {
  if (x === y) return 1;
  const pair = [x, y].sort().join("-");
  return pair === "air-fire" || pair === "earth-water" ? 0.85 : 0.45;
}

function elementScore(a: PersonBalance, b: PersonBalance): number {
  let s = 0;
  for (const x of ELEMENTS) for (const y of ELEMENTS) s += a.elements[x] * b.elements[y] * elementAffinity(x, y);
  // s runs from 0.45 (nothing in common) to 1 (the same single element); spread it over 0–100.
  return Math.round(((s - 0.45) / 0.55) * 1000) / 10;
}

/** The base digit of a master number: 11 → 2, 22 → 4, 33 → 6. */
function base(n: CoreNumber): number {
  return n === 11 ? 2 : n === 22 ? 4 : n === 33 ? 6 : n;
}

const FAMILIES: readonly (readonly number[])[] = [
  [1, 5, 7],
  [2, 4, 8],
  [3, 6, 9],
];
const FAMILY_NAME = ["independent thinkers", "builders and keepers", "creators and carers"];

export function lifePathCompatibility(a: CoreNumber, b: CoreNumber): NumerologyCompatibility {
  const x = base(a);
  const y = base(b);
  const family = FAMILIES.findIndex((f) => f.includes(x) && f.includes(y));
  if (x === y) {
    return {
      a,
      b,
      relation: "mirror",
      score: 75,
      text: `Life paths ${a} and ${b} share a rhythm: you recognise each other quickly, and you will need to bring in what neither of you has.`,
    };
  }
  if (family !== -1) {
    return {
      a,
      b,
      relation: "natural",
      score: 85,
      text: `Life paths ${a} and ${b} belong to the same family of numbers, the ${FAMILY_NAME[family]}: your pace and priorities line up naturally.`,
    };
  }
  return {
    a,
    b,
    relation: "growth",
    score: 55,
    text: `Life paths ${a} and ${b} move to different rhythms: each of you offers what the other does not reach for alone.`,
  };
}

const ASPECT_WORD: Record<AspectName, string> = {
  conjunction: "conjunct",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  opposition: "opposite",
};

/** Sums in a fixed order so A·B and B·A give bit-identical totals. */
function stableSum(values: number[]): number {
  return [...values].sort((x, y) => x - y).reduce((s, v) => s + v, 0);
}

function sameChart(a: Chart, b: Chart): boolean {
  if ((a.ascendant === null) !== (b.ascendant === null)) return false;
  if (a.ascendant !== null && b.ascendant !== null && Math.abs(signedDelta(a.ascendant, b.ascendant)) > 1e-6) return false;
  return PLANET_NAMES.every((n) => Math.abs(signedDelta(a.bodies[n].longitude, b.bodies[n].longitude)) < 1e-6);
}

const SUB_SCALE: Record<SubScoreName, number> = { attraction: 6, emotionalEase: 6, communication: 3, stability: 4, friction: 6 };

interface Model {
  aspects: SynastryAspect[];
  overlays: HouseOverlay[];
  subScores: Record<SubScoreName, number>;
  balance: { a: PersonBalance; b: PersonBalance };
  numerology: NumerologyCompatibility | null;
  elementPart: number;
  aspectPart: number;
  raw: number;
}

function model(personA: SynastryPerson, personB: SynastryPerson): Model {
  const timeKnown = { a: personA.timeKnown ?? personA.chart.ascendant !== null, b: personB.timeKnown ?? personB.chart.ascendant !== null };
  const aspects = interAspects(personA.chart, personB.chart, timeKnown);
  const overlays = [...overlaysOf("a", personA.chart, personB.chart, timeKnown.a), ...overlaysOf("b", personB.chart, personA.chart, timeKnown.b)];
  const sums: Record<SubScoreName, number[]> = { attraction: [], emotionalEase: [], communication: [], stability: [], friction: [] };
  for (const asp of aspects) for (const [k, v] of Object.entries(effects(asp)) as [SubScoreName, number][]) sums[k].push(v);
  for (const o of overlays) if (o.score) sums[o.score].push(o.weight);
  const subScores = {} as Record<SubScoreName, number>;
  for (const k of SUB_SCORE_NAMES) {
    const total = stableSum(sums[k]);
    subScores[k] = Math.round((k === "friction" ? 100 * Math.tanh(Math.max(0, total) / SUB_SCALE[k]) : 50 + 50 * Math.tanh(total / SUB_SCALE[k])) * 10) / 10;
  }
  const balance = { a: balanceOf(personA.chart), b: balanceOf(personB.chart) };
  const numerology = personA.lifePath !== undefined && personB.lifePath !== undefined ? lifePathCompatibility(personA.lifePath, personB.lifePath) : null;
  const elementPart = elementScore(balance.a, balance.b);
  const aspectPart = Math.round((0.3 * subScores.attraction + 0.3 * subScores.emotionalEase + 0.15 * subScores.communication + 0.25 * subScores.stability - 0.3 * subScores.friction + 15) * 10) / 10;
  const raw = 0.82 * aspectPart + 0.1 * elementPart + 0.08 * (numerology?.score ?? 65);
  return { aspects, overlays, subScores, balance, numerology, elementPart, aspectPart, raw: Math.round(raw * 1000) / 1000 };
}

/** The raw compatibility value (what the population holds); see compareCharts. */
export function rawCompatibility(personA: SynastryPerson, personB: SynastryPerson): number {
  return model(personA, personB).raw;
}

/** Where a raw value stands among the random couples, 0–100 (mid-rank for ties). */
export function percentileOf(raw: number, population: readonly number[] = COUPLES_POPULATION): number {
  let below = 0;
  let equal = 0;
  for (const v of population) {
    if (v < raw) below++;
    else if (v === raw) equal++;
  }
  return population.length === 0 ? 50 : Math.round(((below + equal / 2) / population.length) * 100);
}

/** The sub-scores' names in words, lower case ("long-term stability"). */
export const SUB_LABEL: Record<SubScoreName, string> = {
  attraction: "attraction",
  emotionalEase: "emotional ease",
  communication: "communication",
  stability: "long-term stability",
  friction: "friction",
};

/** "the 62nd percentile": how a score reads in words (it is not a mark out of 100). */
export function percentileWords(score: number): string {
  return `the ${ordinal(score)} percentile`;
}

/** The score in plain words, for the page and the letter alike. */
export function percentileMeaning(score: number, populationSize = COUPLES_POPULATION.length): string {
  return `This pair scores above ${score}% of ${populationSize.toLocaleString("en-US")} random couples; 50 is a typical pair.`;
}

/**
 * Compares two charts: tight-orb contacts between one person's planets (and ascendant, when
 * known) and the other's, weighted for the classic contacts (Sun/Moon, Venus/Mars, Moon/Moon,
 * Venus or Mars on the ascendant/descendant axis, Saturn), house overlays both ways, five
 * sub-scores, elements and life paths. The score is the percentile of the result among a fixed
 * population of random couples (population.ts, built by `npm run couples:build`), so 50 is a
 * typical pair. Factors that depend on an unknown birth time (the Moon) count half and are marked
 * approximate. A chart compared with itself is not a compatibility reading: `selfComparison`.
 */
export function compareCharts(personA: SynastryPerson, personB: SynastryPerson): Synastry {
  const m = model(personA, personB);
  const population = { size: COUPLES_POPULATION.length, seed: COUPLES_POPULATION_SEED };
  if (sameChart(personA.chart, personB.chart)) {
    return {
      selfComparison: true,
      aspects: m.aspects,
      overlays: m.overlays,
      subScores: m.subScores,
      raw: m.raw,
      balance: m.balance,
      numerology: m.numerology,
      score: 0,
      population,
      parts: { aspects: m.aspectPart, elements: m.elementPart, numerology: m.numerology?.score ?? null },
      reasons: [
        {
          kind: "aspect",
          text: "These are the same birth chart twice: every planet meets its twin, which says nothing about two people. A compatibility reading needs two different births.",
          points: 0,
        },
      ],
    };
  }
  const score = percentileOf(m.raw);

  const reasons: ScoreReason[] = [];
  m.aspects.forEach((asp) => {
    const points = Math.round(contribution(asp) * 10) / 10;
    if (Math.abs(points) < 0.5) return;
    reasons.push({
      kind: "aspect",
      text: `${personA.name}'s ${asp.a} ${ASPECT_WORD[asp.type]} ${personB.name}'s ${asp.b} (orb ${asp.orb.toFixed(1)}°${asp.approximate ? ", approximate: birth time unknown" : ""})`,
      points,
    });
  });
  reasons.push({
    kind: "element",
    text: `Elements: ${personA.name} leans ${m.balance.a.dominantElement}, ${personB.name} leans ${m.balance.b.dominantElement} (element harmony ${m.elementPart.toFixed(0)}/100)`,
    points: Math.round((m.elementPart - 50) * 0.1 * 10) / 10,
  });
  if (m.balance.a.dominantModality !== m.balance.b.dominantModality) {
    reasons.push({
      kind: "modality",
      text: `${personA.name} is mostly ${m.balance.a.dominantModality}, ${personB.name} mostly ${m.balance.b.dominantModality}: different tempos that can complement each other`,
      points: 0,
    });
  }
  if (m.numerology) {
    reasons.push({ kind: "numerology", text: m.numerology.text, points: Math.round((m.numerology.score - 65) * 0.08 * 10) / 10 });
  }
  reasons.sort((x, y) => Math.abs(y.points) - Math.abs(x.points) || x.text.localeCompare(y.text));
  reasons.push({
    kind: "aspect",
    text: `Sub-scores: ${SUB_SCORE_NAMES.map((k) => `${SUB_LABEL[k]} ${Math.round(m.subScores[k])}`).join(", ")}. The score is ${percentileWords(score)}: ${percentileMeaning(score, population.size)}`,
    points: 0,
  });

  return {
    selfComparison: false,
    aspects: m.aspects,
    overlays: m.overlays,
    subScores: m.subScores,
    raw: m.raw,
    balance: m.balance,
    numerology: m.numerology,
    score,
    population,
    parts: { aspects: m.aspectPart, elements: m.elementPart, numerology: m.numerology?.score ?? null },
    reasons,
  };
}
