import { SIGNS } from "@/lib/oracle/astro/zodiac";

import { SvgGlyph } from "../glyphs/astro-glyph";
import { SIGN_PATHS } from "../glyphs/paths";
import { C, INK, R, SIGN_SIZE, type WheelGeometry } from "./geometry";

/** The zodiac ring: twelve signs (fire and air a touch brighter), their glyphs, the degree scale. */
export function ZodiacRing({ geometry }: { geometry: WheelGeometry }) {
  const { arcPath, point, line } = geometry;
  return (
    <g>
      {SIGNS.map((sign, i) => (
        <path
          key={sign.name}
          d={arcPath(i * 30, (i + 1) * 30, R.outer, R.zodiacInner)}
          fill="var(--primary)"
          fillOpacity={sign.element === "fire" || sign.element === "air" ? 0.1 : 0.04}
          stroke="currentColor"
          strokeOpacity={0.35}
          strokeWidth={0.8}
        />
      ))}
      {SIGNS.map((sign, i) => {
        const [x, y] = point(i * 30 + 15, (R.outer + R.zodiacInner) / 2);
        return <SvgGlyph key={sign.name} d={SIGN_PATHS[sign.name]} x={x} y={y} size={SIGN_SIZE} color={INK.accent} halo={false} strokeWidth={1.7} />;
      })}
      {/* Degree scale on the inside of the zodiac ring. */}
      <g stroke="currentColor" strokeOpacity={0.45}>
        {Array.from({ length: 72 }, (_, k) => {
          const lon = k * 5;
          const len = lon % 10 === 0 ? 7 : 4;
          return <line key={lon} {...line(lon, R.zodiacInner, R.zodiacInner - len)} strokeWidth={0.6} />;
        })}
      </g>
      <circle cx={C} cy={C} r={R.inner} fill="none" stroke="currentColor" strokeOpacity={0.35} strokeWidth={0.8} />
    </g>
  );
}
