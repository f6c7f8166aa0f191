import type { BodyName, Chart } from "@/lib/oracle/astro/types";
import { formatDegreeMinutes, signOf } from "@/lib/oracle/astro/zodiac";

import { WHEEL_BODIES } from "./layout";

const BODY_LABEL: Partial<Record<BodyName, string>> = { TrueNode: "North Node", MeanNode: "Mean Node" };

/** The reader-facing name of a chart body ("North Node" for TrueNode). */
export function bodyName(body: BodyName): string {
  return BODY_LABEL[body] ?? body;
}

/** The wheel in words, for its <desc>: the big three, every placement, the closest aspects. */
export function describeChart(chart: Chart): string {
  const parts = [`Sun in ${chart.bodies.Sun.sign}`, `Moon in ${chart.bodies.Moon.sign}`];
  if (chart.ascendant !== null) parts.push(`${signOf(chart.ascendant)} rising`);
  const placements = WHEEL_BODIES.map(
    (b) =>
      `${bodyName(b)} ${formatDegreeMinutes(chart.bodies[b].degreeInSign)} ${chart.bodies[b].sign}${chart.bodies[b].retrograde && b !== "TrueNode" ? " retrograde" : ""}${chart.bodies[b].house ? `, house ${chart.bodies[b].house}` : ""}`,
  );
  const aspects = chart.aspects
    .filter((a) => a.a !== "TrueNode" && a.b !== "TrueNode")
    .slice(0, 8)
    .map((a) => `${a.a} ${a.type} ${a.b} (orb ${a.orb.toFixed(1)}°)`);
  const houses = chart.houseSystem ? ` Houses: ${chart.houseSystem}.` : " Birth time unknown: no houses.";
  return `${parts.join(", ")}.${houses} ${placements.join("; ")}.${aspects.length ? ` Closest aspects: ${aspects.join("; ")}.` : ""}`;
}
