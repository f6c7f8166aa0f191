import type { Aspect, Chart } from "@/lib/oracle/astro/types";

import { f, INK, R, type WheelGeometry } from "./geometry";

/**
 * Aspect lines between true positions on the inner circle: tense solid, harmonious dashed, the
 * closer the orb the stronger. Stroke widths are in screen pixels (non-scaling), so the web stays
 * a web at 390 px instead of thinning to half a pixel.
 */
export function AspectWeb({ chart, aspects, geometry }: { chart: Chart; aspects: readonly Aspect[]; geometry: WheelGeometry }) {
  const { point } = geometry;
  return (
    <g>
      {aspects.map((a) => {
        const [x1, y1] = point(chart.bodies[a.a].longitude, R.inner);
        const [x2, y2] = point(chart.bodies[a.b].longitude, R.inner);
        const tense = a.nature === "tense";
        const strength = 1 - a.orb / a.maxOrb;
        return (
          <line
            key={`${a.a}-${a.b}`}
            x1={f(x1)}
            y1={f(y1)}
            x2={f(x2)}
            y2={f(y2)}
            stroke={tense ? INK.tense : INK.harmonious}
            strokeWidth={tense ? 1.5 : 1.25}
            vectorEffect="non-scaling-stroke"
            strokeDasharray={tense ? undefined : "5 3"}
            strokeOpacity={0.5 + 0.45 * strength}
          >
            <title>{`${a.a} ${a.type} ${a.b}, orb ${a.orb.toFixed(1)}°`}</title>
          </line>
        );
      })}
    </g>
  );
}
