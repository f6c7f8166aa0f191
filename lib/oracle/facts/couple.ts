/**
 * The fact sheet of a couple: both charts (chart.ts), the contacts between them, each person's
 * planets in the other's houses (overlays, both ways, when the houses are known), the balance of
 * elements, the life paths side by side and the score with its parts. Contacts that involve a
 * Moon cast without a birth time are marked approximate.
 */
import { houseOf } from "../astro/houses";
import type { AspectName, AspectNature } from "../astro/types";
import type { SignName } from "../astro/zodiac";
import type { Blueprint } from "../blueprint";
import type { SubScoreName, Synastry } from "../synastry";
import type { ChartFactSheet } from "./chart";

export interface ContactFact {
  /** "syn.venus-trine-moon": person 1's point first. */
  id: string;
  a: string;
  b: string;
  type: AspectName;
  nature: AspectNature;
  orb: number;
  approximate: boolean;
}

export interface OverlayFact {
  /** "overlay.p2.venus-in-p1.7" */
  id: string;
  /** Whose planet… */
  owner: "p1" | "p2";
  body: "Sun" | "Moon" | "Venus" | "Mars";
  sign: SignName;
  /** …falls in which house of the other chart. */
  house: number;
  approximate: boolean;
}

export interface CoupleFactSheet {
  kind: "couple";
  p1: ChartFactSheet;
  p2: ChartFactSheet;
  contacts: ContactFact[];
  overlays: OverlayFact[];
  /**
   * value: the percentile among random couples (50 = typical); subScores 0–100 (friction: how much).
   * Sheets written before the calibrated model have no subScores, and their value was a mark out of 100.
   * selfComparison: the same birth chart twice, so no compatibility reading (value 0).
   */
  score: { value: number; aspects: number; elements: number; numerology: number | null; subScores?: Record<SubScoreName, number>; selfComparison?: boolean };
  reasons: { text: string; points: number }[];
  lifePaths: { relation: "mirror" | "natural" | "growth"; text: string } | null;
}

const OVERLAY_BODIES = ["Sun", "Moon", "Venus", "Mars"] as const;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, "-");

function overlays(owner: "p1" | "p2", planets: Blueprint, houses: Blueprint, ownerTimeKnown: boolean): OverlayFact[] {
  const cusps = houses.natal.chart.houses;
  if (cusps.length !== 12) return [];
  return OVERLAY_BODIES.map((body) => {
    const p = planets.natal.chart.bodies[body];
    const house = houseOf(p.longitude, cusps);
    return { id: `overlay.${owner}.${slug(body)}-in-${owner === "p1" ? "p2" : "p1"}.${house}`, owner, body, sign: p.sign, house, approximate: body === "Moon" && !ownerTimeKnown };
  });
}

export function coupleFacts(p1: { sheet: ChartFactSheet; blueprint: Blueprint }, p2: { sheet: ChartFactSheet; blueprint: Blueprint }, synastry: Synastry): CoupleFactSheet {
  const contacts = synastry.aspects.slice(0, 10).map((x) => ({
    id: `syn.${slug(x.a)}-${x.type}-${slug(x.b)}`,
    a: x.a,
    b: x.b,
    type: x.type,
    nature: x.nature,
    orb: Math.round(x.orb * 10) / 10,
    approximate: (x.a === "Moon" && !p1.sheet.timeKnown) || (x.b === "Moon" && !p2.sheet.timeKnown),
  }));
  return {
    kind: "couple",
    p1: p1.sheet,
    p2: p2.sheet,
    contacts,
    overlays: [...overlays("p2", p2.blueprint, p1.blueprint, p2.sheet.timeKnown), ...overlays("p1", p1.blueprint, p2.blueprint, p1.sheet.timeKnown)],
    score: { value: synastry.score, aspects: Math.round(synastry.parts.aspects), elements: Math.round(synastry.parts.elements), numerology: synastry.parts.numerology, subScores: Object.fromEntries(Object.entries(synastry.subScores).map(([k, v]) => [k, Math.round(v)])) as Record<SubScoreName, number>, ...(synastry.selfComparison ? { selfComparison: true } : {}) },
    reasons: synastry.reasons.slice(0, 6).map((r) => ({ text: r.text, points: Math.round(r.points * 10) / 10 })),
    lifePaths: synastry.numerology ? { relation: synastry.numerology.relation, text: synastry.numerology.text } : null,
  };
}
