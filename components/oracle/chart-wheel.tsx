import type { Chart } from "@/lib/oracle/astro/types";
import { formatDegreeMinutes, signOf } from "@/lib/oracle/astro/zodiac";

import { AspectWeb } from "./chart-wheel/aspect-web";
import { describeChart } from "./chart-wheel/describe";
import { C, HALO, INK, MARGIN, R, SIZE, SMALL_SIZE, wheelGeometry } from "./chart-wheel/geometry";
import { HouseRing } from "./chart-wheel/house-ring";
import { chartAngles, placeBodies, webAspects } from "./chart-wheel/layout";
import { PlanetRing } from "./chart-wheel/planet-ring";
import { ZodiacRing } from "./chart-wheel/zodiac-ring";

export { ChartTable, type ChartTableProps } from "./chart-wheel/chart-table";
export { bodyName, describeChart } from "./chart-wheel/describe";

/**
 * A natal chart wheel as plain SVG: server-renderable (no hooks, no client code), themed through
 * CSS variables (--primary for the accent, currentColor for ink), legible from 320 px wide. Every
 * glyph is drawn as a path (components/oracle/glyphs), never a font character. A chart without a
 * birth time is drawn with 0° Aries at nine o'clock and no houses. It imports only the light astro
 * modules (no ephemeris), so it costs little even inside a client bundle. The parts: the rings
 * (chart-wheel/*-ring.tsx, aspect-web.tsx), the drawing space (geometry.ts) and where things go
 * (layout.ts).
 */

export interface ChartWheelProps {
  chart: Chart;
  /** Accessible name, e.g. "Birth chart for Maya, 14 May 1990, 08:15, London". */
  title?: string;
  className?: string;
  /** Prefix for the ids of <title> and <desc>; give one per wheel when a page shows several. */
  idPrefix?: string;
  /** For an unknown birth time: the Moon's longitudes at the start and end of the birth day, drawn as an arc. */
  moonRange?: { start: number; end: number } | null;
}

export function ChartWheel({ chart, title, className, idPrefix, moonRange }: ChartWheelProps) {
  const prefix = idPrefix ?? `chart-${chart.utc.getTime().toString(36)}`;
  const geometry = wheelGeometry(chart.ascendant ?? 0);
  const angles = chartAngles(chart);

  return (
    <svg
      viewBox={`${-MARGIN} ${-MARGIN} ${SIZE + 2 * MARGIN} ${SIZE + 2 * MARGIN}`}
      role="img"
      aria-labelledby={`${prefix}-title ${prefix}-desc`}
      className={className}
      style={{ width: "100%", height: "auto", maxWidth: "100%", color: "var(--foreground, currentColor)", fontFamily: "var(--font-sans, sans-serif)" }}
    >
      <title id={`${prefix}-title`}>{title ?? "Birth chart wheel"}</title>
      <desc id={`${prefix}-desc`}>{describeChart(chart)}</desc>

      <ZodiacRing geometry={geometry} />
      <HouseRing chart={chart} angles={angles} geometry={geometry} />

      {moonRange ? (
        <path
          d={geometry.arcPath(moonRange.start, moonRange.start + ((((moonRange.end - moonRange.start) % 360) + 360) % 360), R.zodiacInner - 3, R.zodiacInner - 13)}
          fill={INK.accent}
          fillOpacity={0.45}
        >
          <title>{`The Moon's range on the birth day: ${formatDegreeMinutes(moonRange.start % 30)} ${signOf(moonRange.start)} to ${formatDegreeMinutes(moonRange.end % 30)} ${signOf(moonRange.end)}`}</title>
        </path>
      ) : null}
      {chart.houses.length !== 12 ? (
        <text x={C} y={C} fontSize={SMALL_SIZE - 2} textAnchor="middle" dominantBaseline="central" fill="currentColor" fillOpacity={0.65} {...HALO} strokeWidth={4}>
          birth time unknown
        </text>
      ) : null}

      <AspectWeb chart={chart} aspects={webAspects(chart)} geometry={geometry} />
      <PlanetRing chart={chart} placements={placeBodies(chart)} geometry={geometry} />
    </svg>
  );
}
