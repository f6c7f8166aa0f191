import { signedDelta } from "./math";
import type { Aspect, AspectName, AspectNature, BodyName } from "./types";

export interface AspectDefinition {
  type: AspectName;
  angle: number;
  nature: AspectNature;
  /** Base orb between two planets, degrees. */
  orb: number;
  glyph: string;
}

export const ASPECTS: readonly AspectDefinition[] = [
  { type: "conjunction", angle: 0, nature: "neutral", orb: 8, glyph: "☌\uFE0E" },
  { type: "sextile", angle: 60, nature: "harmonious", orb: 5, glyph: "⚹\uFE0E" },
  { type: "square", angle: 90, nature: "tense", orb: 7, glyph: "□\uFE0E" },
  { type: "trine", angle: 120, nature: "harmonious", orb: 7, glyph: "△\uFE0E" },
  { type: "opposition", angle: 180, nature: "tense", orb: 8, glyph: "☍\uFE0E" },
];

const LUMINARIES: ReadonlySet<string> = new Set(["Sun", "Moon"]);
const POINTS: ReadonlySet<string> = new Set(["MeanNode", "TrueNode"]);

/** The Sun and Moon get two extra degrees; the nodes are points, not bodies, and get at most 3°. */
export function maxOrb(a: string, b: string, def: AspectDefinition): number {
  if (POINTS.has(a) || POINTS.has(b)) return Math.min(3, def.orb);
  return def.orb + (LUMINARIES.has(a) || LUMINARIES.has(b) ? 2 : 0);
}

export interface AspectPoint<N extends string = BodyName> {
  name: N;
  longitude: number;
  speed: number;
}

export interface FoundAspect<N extends string = BodyName> extends Omit<Aspect, "a" | "b"> {
  a: N;
  b: N;
}

/** The tightest major aspect between two points, if any is within orb. */
export function aspectBetween<N extends string>(p: AspectPoint<N>, q: AspectPoint<N>): FoundAspect<N> | null {
  const delta = signedDelta(p.longitude, q.longitude);
  const sep = Math.abs(delta);
  let best: FoundAspect<N> | null = null;
  for (const def of ASPECTS) {
    const limit = maxOrb(p.name, q.name, def);
    const signedOrb = sep - def.angle;
    const orb = Math.abs(signedOrb);
    if (orb > limit || (best && orb >= best.orb)) continue;
    // d|orb|/dt: the separation grows at sign(delta)·(vp − vq).
    const sepRate = Math.sign(delta || 1) * (p.speed - q.speed);
    const applying = Math.sign(signedOrb) * sepRate < 0;
    best = {
      a: p.name,
      b: q.name,
      type: def.type,
      angle: def.angle,
      nature: def.nature,
      orb,
      maxOrb: limit,
      applying,
      phase: applying ? "applying" : "separating",
    };
  }
  return best;
}

/** Every major aspect among the points, tightest first. */
export function findAspects<N extends string>(points: readonly AspectPoint<N>[]): FoundAspect<N>[] {
  const out: FoundAspect<N>[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const found = aspectBetween(points[i] as AspectPoint<N>, points[j] as AspectPoint<N>);
      if (found) out.push(found);
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}
