/**
 * The fact sheet of one person's chart and numbers, for letters that read charts (the couples
 * report and bundle): placements with their houses, the rising sign and chart ruler, angular
 * planets, the tightest aspects including to the ascendant and midheaven, element and modality
 * balance, the numbers with their working, and every uncertainty the letter must respect.
 */
import { aspectBetween, type AspectPoint } from "../astro/aspects";
import type { AspectName, AspectNature, BodyName } from "../astro/types";
import { signInfo, signOf, type Element, type Modality, type SignName } from "../astro/zodiac";
import type { Blueprint } from "../blueprint";
import { balanceOf } from "../synastry";

export const READ_BODIES = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"] as const;
export type ReadBody = (typeof READ_BODIES)[number];

export interface PlacementFact {
  /** "p1.venus" */
  id: string;
  body: ReadBody | "Ascendant" | "Midheaven";
  sign: SignName;
  /** Degrees within the sign, one decimal. */
  degree: number;
  /** 1–12, null without houses. */
  house: number | null;
  retrograde: boolean;
  /** The Moon when the birth time is unknown: its sign may be either of `moonSigns`. */
  approximate: boolean;
}

export interface AspectFact {
  /** "p1.aspect.venus-square-mars" */
  id: string;
  a: string;
  b: string;
  type: AspectName;
  nature: AspectNature;
  orb: number;
  /** Involves the Moon of a chart without a birth time (its position is approximate). */
  approximate: boolean;
}

export type UncertaintyCode = "name-numbers-omitted" | "time-unknown" | "moon-may-change-sign" | "place-not-found" | "place-guessed" | "zone-before-1970" | "polar-houses" | "skipped-hour" | "repeated-hour";

export interface Uncertainty {
  id: string;
  code: UncertaintyCode;
  /** What it means, in plain words (from the chart's receipt where it has one). */
  note: string;
}

export interface NumberFact {
  id: string;
  name: "life path" | "expression" | "soul urge" | "personality" | "birthday" | "personal year";
  value: number;
  master: boolean;
  working: string;
}

export type PlaceNote =
  | { resolved: true; typed: string; label: string; confidence: "high" | "medium" }
  | { resolved: false; typed: string; message: string };

export interface ChartFactSheet {
  /** "p1" or "p2". */
  id: string;
  name: string;
  /** As charted: the place's name and coordinates, the zone and offset used, the UTC instant. */
  birth: { date: string; time: string | null; place: string; latitude: number; longitude: number; utc: string; timezone: string; offset: string };
  timeKnown: boolean;
  placements: PlacementFact[];
  /** Both possible Moon signs when the time is unknown and the Moon changed sign that day. */
  moonSigns: SignName[];
  rising: SignName | null;
  /** The rising sign's traditional ruler and where it sits. */
  chartRuler: { body: string; sign: SignName; house: number | null } | null;
  /** Planets within 8° of an angle (ASC, IC, DSC, MC), by house system. */
  angular: { body: ReadBody; angle: "ASC" | "IC" | "DSC" | "MC"; orb: number }[];
  /** Tightest first, the six closest, including aspects to the ascendant and midheaven. */
  aspects: AspectFact[];
  balance: { elements: Record<Element, number>; modalities: Record<Modality, number>; dominantElement: Element; dominantModality: Modality };
  numbers: NumberFact[];
  houseSystem: string | null;
  uncertainties: Uncertainty[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, "-");

/** Smallest distance between two longitudes, in degrees. */
function separation(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

export function chartFacts(id: string, person: { name: string; dob: string; tob: string | null; place: PlaceNote }, blueprint: Blueprint): ChartFactSheet {
  const { chart, timeKnown, moonRange, receipt } = blueprint.natal;
  const hasHouses = chart.ascendant !== null;
  const placements: PlacementFact[] = READ_BODIES.map((body) => {
    const p = chart.bodies[body];
    return {
      id: `${id}.${slug(body)}`,
      body,
      sign: p.sign,
      degree: round1(p.degreeInSign),
      house: p.house,
      retrograde: p.retrograde,
      approximate: body === "Moon" && !timeKnown,
    };
  });
  if (chart.ascendant !== null) {
    placements.push({ id: `${id}.ascendant`, body: "Ascendant", sign: signOf(chart.ascendant), degree: round1(chart.ascendant % 30), house: 1, retrograde: false, approximate: false });
  }
  if (chart.midheaven !== null) {
    placements.push({ id: `${id}.midheaven`, body: "Midheaven", sign: signOf(chart.midheaven), degree: round1(chart.midheaven % 30), house: 10, retrograde: false, approximate: false });
  }

  const rising = chart.ascendant === null ? null : signOf(chart.ascendant);
  const rulerName = rising ? signInfo(rising).rulers[0] : undefined;
  const ruler = rulerName ? chart.bodies[rulerName as BodyName] : undefined;
  const chartRuler = rulerName && ruler ? { body: rulerName, sign: ruler.sign, house: ruler.house } : null;

  const angular: ChartFactSheet["angular"] = [];
  if (chart.ascendant !== null && chart.midheaven !== null) {
    const angles = { ASC: chart.ascendant, DSC: chart.ascendant + 180, MC: chart.midheaven, IC: chart.midheaven + 180 } as const;
    for (const body of READ_BODIES) {
      for (const [angle, longitude] of Object.entries(angles) as [keyof typeof angles, number][]) {
        const orb = separation(chart.bodies[body].longitude, longitude);
        if (orb <= 8) angular.push({ body, angle, orb: round1(orb) });
      }
    }
    angular.sort((x, y) => x.orb - y.orb);
  }

  // The chart's own aspects between the ten bodies, plus aspects to the angles when they exist.
  const bodyAspects: AspectFact[] = chart.aspects
    .filter((a) => (READ_BODIES as readonly string[]).includes(a.a) && (READ_BODIES as readonly string[]).includes(a.b))
    .map((a) => ({
      id: `${id}.aspect.${slug(a.a)}-${a.type}-${slug(a.b)}`,
      a: a.a,
      b: a.b,
      type: a.type,
      nature: a.nature,
      orb: round1(a.orb),
      approximate: !timeKnown && (a.a === "Moon" || a.b === "Moon"),
    }));
  const angleAspects: AspectFact[] = [];
  for (const [name, longitude] of [
    ["Ascendant", chart.ascendant],
    ["Midheaven", chart.midheaven],
  ] as const) {
    if (longitude === null) continue;
    const point: AspectPoint<string> = { name, longitude, speed: 0 };
    for (const body of READ_BODIES) {
      const found = aspectBetween<string>({ name: body, longitude: chart.bodies[body].longitude, speed: chart.bodies[body].speed }, point);
      // Angles are sensitive points: keep only close contacts (5°).
      if (found && found.orb <= 5) {
        angleAspects.push({ id: `${id}.aspect.${slug(body)}-${found.type}-${slug(name)}`, a: body, b: name, type: found.type, nature: found.nature, orb: round1(found.orb), approximate: false });
      }
    }
  }
  const aspects = [...bodyAspects, ...angleAspects].sort((x, y) => x.orb - y.orb).slice(0, 6);

  const b = balanceOf(chart);
  const n = blueprint.numerology;
  // A name number is left out when the name has nothing to count (numerology's `omission` says why).
  const numbers: NumberFact[] = (
    [
      ["life-path", "life path", n.lifePath],
      ["expression", "expression", n.expression],
      ["soul-urge", "soul urge", n.soulUrge],
      ["personality", "personality", n.personality],
      ["birthday", "birthday", n.birthday],
    ] as const
  ).flatMap(([key, name, value]) => (value ? [{ id: `${id}.num.${key}`, name, ...pickNumber(value) }] : []));

  const uncertainties: Uncertainty[] = [];
  const add = (code: UncertaintyCode, note: string) => uncertainties.push({ id: `${id}.uncertain.${code}`, code, note });
  if (!person.place.resolved) add("place-not-found", `“${person.place.typed}” was not found in the atlas: the chart has no houses or rising sign, and its clock time is read as UTC.`);
  else if (person.place.confidence === "medium") add("place-guessed", `“${person.place.typed}” was read as ${person.place.label}.`);
  if (!timeKnown) add("time-unknown", "Birth time unknown: no rising sign, midheaven or houses; the Moon's degree is approximate.");
  if (moonRange?.changesSign) add("moon-may-change-sign", `The Moon changed sign that day (${moonRange.signs.join(" to ")}): its sign depends on the birth hour.`);
  // Only a real alternative is named (a backzone history, a curated rule, US local summer time…).
  if (receipt.timeSource.alternative && receipt.timeSource.kind !== "local-mean-time") add("zone-before-1970", receipt.timeSource.alternative);
  if (chart.houseFallback) add("polar-houses", chart.houseFallback.reason);
  if (n.omission) add("name-numbers-omitted", n.omission);
  if (receipt.localTimeStatus === "skipped") add("skipped-hour", "The birth time falls in an hour the clocks skipped; it was read with the offset before the change.");
  if (receipt.localTimeStatus === "repeated") add("repeated-hour", `The birth time falls in an hour the clocks repeated; the ${receipt.disambiguation === "later" ? "later" : "earlier"} pass was used.`);

  return {
    id,
    name: person.name,
    birth: {
      date: person.dob,
      time: timeKnown ? person.tob : null,
      place: person.place.resolved ? person.place.label : person.place.typed,
      latitude: receipt.place.latitude,
      longitude: receipt.place.longitude,
      utc: receipt.utc,
      timezone: receipt.timezone,
      offset: receipt.offset,
    },
    timeKnown,
    placements,
    moonSigns: moonRange?.changesSign ? [...moonRange.signs] : [chart.bodies.Moon.sign],
    rising,
    chartRuler: hasHouses ? chartRuler : null,
    angular,
    aspects,
    balance: { elements: b.elements, modalities: b.modalities, dominantElement: b.dominantElement, dominantModality: b.dominantModality },
    numbers,
    houseSystem: chart.houseSystem,
    uncertainties,
  };
}

function pickNumber(n: { value: number; master: boolean; working: string }) {
  return { value: n.value, master: n.master, working: n.working };
}
