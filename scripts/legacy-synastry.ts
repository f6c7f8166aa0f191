// The synastry score as it was before issue 18 (commit 0d0feda), kept only so that
// `npm run couples:build` can print the distribution before and after. Not used by the app.
import { type AspectPoint, aspectBetween } from "../lib/oracle/astro/aspects";
import type { AspectName, AspectNature, Chart, PlanetName } from "../lib/oracle/astro/types";
import { PLANET_NAMES } from "../lib/oracle/astro/types";
import { type Element, type Modality, signInfo, signOf } from "../lib/oracle/astro/zodiac";
import { type CoreNumber } from "../lib/oracle/numerology";

export type SynastryPoint = PlanetName | "Ascendant";

export interface SynastryPerson {
  name: string;
  chart: Chart;
  /** Life path number, for the numerology part of the score. */
  lifePath?: CoreNumber;
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
  aspects: SynastryAspect[];
  balance: { a: PersonBalance; b: PersonBalance };
  numerology: NumerologyCompatibility | null;
  /** 0–100, the same whichever person comes first. */
  score: number;
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

/** How an aspect tends to feel between two people: flow (+), friction (−). */
const ASPECT_VALUE: Record<AspectName, number> = {
  conjunction: 0.8,
  trine: 1,
  sextile: 0.8,
  square: -0.7,
  opposition: -0.3,
};

const HARD_PLANETS: ReadonlySet<SynastryPoint> = new Set(["Saturn", "Pluto"]);

function pointsOf(chart: Chart): AspectPoint<SynastryPoint>[] {
  const points: AspectPoint<SynastryPoint>[] = PLANET_NAMES.map((name) => ({
    name,
    longitude: chart.bodies[name].longitude,
    speed: 0,
  }));
  if (chart.ascendant !== null) points.push({ name: "Ascendant", longitude: chart.ascendant, speed: 0 });
  return points;
}

function contribution(aspect: SynastryAspect): number {
  let value = ASPECT_VALUE[aspect.type];
  // A conjunction with Saturn or Pluto binds as much as it weighs.
  if (aspect.type === "conjunction" && (HARD_PLANETS.has(aspect.a) || HARD_PLANETS.has(aspect.b))) value = -0.2;
  return value * aspect.weight;
}

function interAspects(a: Chart, b: Chart): SynastryAspect[] {
  const out: SynastryAspect[] = [];
  for (const p of pointsOf(a)) {
    for (const q of pointsOf(b)) {
      const found = aspectBetween(p, q);
      if (!found) continue;
      const tightness = 1 - found.orb / found.maxOrb;
      out.push({
        a: p.name,
        b: q.name,
        type: found.type,
        nature: found.nature,
        orb: found.orb,
        maxOrb: found.maxOrb,
        weight: Math.sqrt(POINT_WEIGHT[p.name] * POINT_WEIGHT[q.name]) * (0.4 + 0.6 * tightness),
      });
    }
  }
  return out.sort((x, y) => y.weight - x.weight || x.orb - y.orb);
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

/**
 * Compares two charts: aspects between one person's planets (and ascendant, when known) and the
 * other's, the balance of elements and modalities, life-path numerology, and a 0–100 score that is
 * symmetric, bounded and explained by its reasons.
 */
export function compareCharts(personA: SynastryPerson, personB: SynastryPerson): Synastry {
  const aspects = interAspects(personA.chart, personB.chart);
  const balance = { a: balanceOf(personA.chart), b: balanceOf(personB.chart) };
  const numerology =
    personA.lifePath !== undefined && personB.lifePath !== undefined ? lifePathCompatibility(personA.lifePath, personB.lifePath) : null;

  // Aspect part: the signed sum of contributions, squashed into 0–100 around 50.
  const contributions = aspects.map(contribution);
  const net = stableSum(contributions);
  const aspectPart = Math.round((50 + 50 * Math.tanh(net / 12)) * 10) / 10;
  const elementPart = elementScore(balance.a, balance.b);
  const weights = numerology ? { aspects: 0.55, elements: 0.25, numerology: 0.2 } : { aspects: 0.65, elements: 0.35, numerology: 0 };
  const raw = weights.aspects * aspectPart + weights.elements * elementPart + weights.numerology * (numerology?.score ?? 0);
  const score = Math.max(0, Math.min(100, Math.round(raw)));

  const reasons: ScoreReason[] = [];
  // Each aspect's share of the aspect part, in final-score points (linearised around the total).
  const slope = net === 0 ? 50 / 12 : (aspectPart - 50) / net;
  aspects.forEach((asp, i) => {
    const points = Math.round((contributions[i] ?? 0) * slope * weights.aspects * 10) / 10;
    if (Math.abs(points) < 0.5) return;
    reasons.push({
      kind: "aspect",
      text: `${personA.name}'s ${asp.a} ${ASPECT_WORD[asp.type]} ${personB.name}'s ${asp.b} (orb ${asp.orb.toFixed(1)}°)`,
      points,
    });
  });
  reasons.push({
    kind: "element",
    text: `Elements: ${personA.name} leans ${balance.a.dominantElement}, ${personB.name} leans ${balance.b.dominantElement} (element harmony ${elementPart.toFixed(0)}/100)`,
    points: Math.round((elementPart - 50) * weights.elements * 10) / 10,
  });
  if (balance.a.dominantModality !== balance.b.dominantModality) {
    reasons.push({
      kind: "modality",
      text: `${personA.name} is mostly ${balance.a.dominantModality}, ${personB.name} mostly ${balance.b.dominantModality}: different tempos that can complement each other`,
      points: 0,
    });
  }
  if (numerology) {
    reasons.push({ kind: "numerology", text: numerology.text, points: Math.round((numerology.score - 50) * weights.numerology * 10) / 10 });
  }
  reasons.sort((x, y) => Math.abs(y.points) - Math.abs(x.points) || x.text.localeCompare(y.text));

  return {
    aspects,
    balance,
    numerology,
    score,
    parts: { aspects: aspectPart, elements: elementPart, numerology: numerology?.score ?? null },
    reasons,
  };
}
