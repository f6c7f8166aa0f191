import type { LabelPlacement } from "@/lib/oracle/astro/layout";
import type { BodyName, Chart } from "@/lib/oracle/astro/types";
import { formatDegreeMinutes } from "@/lib/oracle/astro/zodiac";

import { SvgGlyph } from "../glyphs/astro-glyph";
import { BODY_PATHS, RETROGRADE_PATH } from "../glyphs/paths";
import { f, GLYPH_SIZE, HALO, INK, R, SMALL_SIZE, type WheelGeometry } from "./geometry";
import { bodyName } from "./describe";

/** Planets in the accent colour: a tick at the true position, a leader to the spread-out glyph, the degree beneath. */
export function PlanetRing({ chart, placements, geometry }: { chart: Chart; placements: readonly LabelPlacement<BodyName>[]; geometry: WheelGeometry }) {
  const { point, line } = geometry;
  return (
    <g>
      {placements.map(({ key, longitude, display }) => {
        const body = chart.bodies[key];
        const [gx, gy] = point(display, R.planet);
        const [dx, dy] = point(display, R.degree);
        const moved = Math.abs(((display - longitude + 540) % 360) - 180) > 0.5;
        const retrograde = body.retrograde && key !== "TrueNode";
        const [tx, ty] = point(longitude, R.inner);
        return (
          <g key={key} data-body={key} data-display={display.toFixed(2)}>
            <line {...line(longitude, R.zodiacInner, R.zodiacInner - 10)} stroke={INK.accent} strokeWidth={1.6} />
            <circle cx={f(tx)} cy={f(ty)} r={2.6} fill={INK.accent} />
            {moved ? (
              <line
                x1={f(point(longitude, R.zodiacInner - 10)[0])}
                y1={f(point(longitude, R.zodiacInner - 10)[1])}
                x2={f(point(display, R.planet + 17)[0])}
                y2={f(point(display, R.planet + 17)[1])}
                stroke={INK.accent}
                strokeOpacity={0.55}
                strokeWidth={0.8}
              />
            ) : null}
            <SvgGlyph d={BODY_PATHS[key] ?? ""} x={gx} y={gy} size={GLYPH_SIZE} color={INK.accent} strokeWidth={2}>
              <title>{`${bodyName(key)} ${formatDegreeMinutes(body.degreeInSign)} ${body.sign}${retrograde ? ", retrograde" : ""}`}</title>
              {/* A transparent square under the glyph, so its tooltip answers anywhere on it. */}
              <rect width={24} height={24} fill="transparent" />
            </SvgGlyph>
            <text x={f(dx)} y={f(dy)} fontSize={SMALL_SIZE} textAnchor="middle" dominantBaseline="central" fill="currentColor" fillOpacity={0.85} {...HALO} strokeWidth={4}>
              {`${Math.floor(body.degreeInSign)}°`}
            </text>
            {retrograde ? (
              <SvgGlyph d={RETROGRADE_PATH} x={point(display, R.retro)[0]} y={point(display, R.retro)[1]} size={SMALL_SIZE} color={INK.tense} strokeWidth={2.2}>
                <title>retrograde</title>
              </SvgGlyph>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}
