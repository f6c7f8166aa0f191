import { spreadLabelsAround, type LabelPlacement } from "@/lib/oracle/astro/layout";
import { type Aspect, type BodyName, type Chart, PLANET_NAMES } from "@/lib/oracle/astro/types";

import { GLYPH_SIZE, R } from "./geometry";

/**
 * Where the wheel draws what (pure, unit-tested): the bodies it shows, the angles, the aspects in
 * its web, and each planet glyph's display longitude, spread so no glyph sits on another or on an
 * angle's line.
 */

export const WHEEL_BODIES: readonly BodyName[] = [...PLANET_NAMES, "TrueNode"];

/** Degrees between neighbouring planet glyphs: a glyph is about 23 units wide at radius 212 (6.2°). */
export const GLYPH_GAP = 10.5;
/**
 * Degrees a glyph's centre keeps from an angle's line: half a glyph plus the line and some air,
 * and at least half the gap, so two glyphs either side of one line are a full gap apart.
 */
export const AXIS_CLEARANCE = Math.max(GLYPH_GAP / 2, (GLYPH_SIZE * 0.4 * 180) / (Math.PI * R.planet) + 2);

export interface WheelAngle {
  label: "ASC" | "DSC" | "MC" | "IC";
  longitude: number;
}

/** The four angles, or none for a chart without a birth time. */
export function chartAngles(chart: Chart): WheelAngle[] {
  if (chart.ascendant === null || chart.midheaven === null) return [];
  return [
    { label: "ASC", longitude: chart.ascendant },
    { label: "DSC", longitude: chart.ascendant + 180 },
    { label: "MC", longitude: chart.midheaven },
    { label: "IC", longitude: chart.midheaven + 180 },
  ];
}

/** The planets' glyph positions: true longitude and where the glyph is drawn. */
export function placeBodies(chart: Chart): LabelPlacement<BodyName>[] {
  return spreadLabelsAround(
    WHEEL_BODIES.map((key) => ({ key, longitude: chart.bodies[key].longitude })),
    GLYPH_GAP,
    { obstacles: chartAngles(chart).map((a) => a.longitude), clearance: AXIS_CLEARANCE },
  );
}

/** The aspect web: every major aspect but conjunctions (they would be dots), without the node. */
export function webAspects(chart: Chart): Aspect[] {
  return chart.aspects.filter((a) => a.type !== "conjunction" && a.a !== "TrueNode" && a.b !== "TrueNode");
}
