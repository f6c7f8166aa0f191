import { normalizeDegrees } from "@/lib/oracle/astro/math";
import type { Chart } from "@/lib/oracle/astro/types";
import { formatDegreeMinutes } from "@/lib/oracle/astro/zodiac";

import { C, f, HALO, INK, R, SMALL_SIZE, type WheelGeometry } from "./geometry";
import type { WheelAngle } from "./layout";

/** House cusps (the four angles heavier, carried out through the zodiac), house numbers, angle labels. */
export function HouseRing({ chart, angles, geometry }: { chart: Chart; angles: readonly WheelAngle[]; geometry: WheelGeometry }) {
  const { line, point } = geometry;
  if (chart.houses.length !== 12) return null;
  return (
    <g>
      {chart.houses.map((cusp, i) => {
        const angular = i % 3 === 0;
        return (
          <line
            key={`cusp-${i}`}
            {...line(cusp, angular ? R.outer + 12 : R.zodiacInner, R.inner)}
            stroke={angular ? INK.accent : "currentColor"}
            strokeOpacity={angular ? 0.95 : 0.3}
            strokeWidth={angular ? 2 : 0.8}
          />
        );
      })}
      {chart.houses.map((cusp, i) => {
        const next = chart.houses[(i + 1) % 12] ?? cusp;
        const width = (((next - cusp) % 360) + 360) % 360;
        const [x, y] = point(cusp + width / 2, R.houseNumbers);
        return (
          <text
            key={`house-${i}`}
            x={f(x)}
            y={f(y)}
            fontSize={SMALL_SIZE - 1}
            textAnchor="middle"
            dominantBaseline="central"
            fill="currentColor"
            fillOpacity={0.6}
            {...HALO}
            strokeWidth={4}
          >
            {i + 1}
          </text>
        );
      })}
      {angles.map(({ label, longitude }) => {
        // Outside the wheel, just past the end of the axis, nudged off the line itself.
        const [x, y] = point(longitude, R.outer + 24);
        const [ox, oy] = point(longitude + 90, 1);
        const nx = (ox - C) * 13;
        const ny = (oy - C) * 13;
        return (
          <text
            key={label}
            x={f(x + nx)}
            y={f(y + ny)}
            fontSize={SMALL_SIZE}
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="central"
            fill={INK.accent}
            letterSpacing={0.5}
          >
            {label}
            {label === "ASC" || label === "MC" ? (
              <tspan x={f(x + nx)} dy={SMALL_SIZE} fontSize={SMALL_SIZE - 3} fontWeight={400} fill="currentColor" fillOpacity={0.8}>
                {formatDegreeMinutes(normalizeDegrees(longitude) % 30)}
              </tspan>
            ) : null}
          </text>
        );
      })}
    </g>
  );
}
