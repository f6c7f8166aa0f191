import { spreadLabels } from "@/lib/oracle/astro/layout";
import { normalizeDegrees } from "@/lib/oracle/astro/math";
import { type BodyName, type Chart, PLANET_NAMES } from "@/lib/oracle/astro/types";
import { SIGNS, formatDegreeMinutes, signOf } from "@/lib/oracle/astro/zodiac";

/**
 * A natal chart wheel as plain SVG: server-renderable (no hooks, no client code), themed through
 * CSS variables (--primary for the accent, currentColor for ink), legible from 360 px wide.
 * The ascendant sits at nine o'clock and the zodiac runs counter-clockwise; a chart without a birth
 * time is drawn with 0° Aries there and no houses. It imports only the light astro modules (no
 * ephemeris), so it costs little even inside a client bundle.
 */

const BODY_GLYPHS: Partial<Record<BodyName, string>> = {
  Sun: "☉",
  Moon: "☽",
  Mercury: "☿",
  Venus: "♀",
  Mars: "♂",
  Jupiter: "♃",
  Saturn: "♄",
  Uranus: "♅",
  Neptune: "♆",
  Pluto: "♇",
  TrueNode: "☊",
};
const BODY_LABEL: Partial<Record<BodyName, string>> = { TrueNode: "North Node", MeanNode: "Mean Node" };
const TEXT = "\uFE0E";
const SYMBOL_FONT = "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols', 'Noto Sans Symbols 2', 'Apple Symbols', sans-serif";

const WHEEL_BODIES: readonly BodyName[] = [...PLANET_NAMES, "TrueNode"];

const SIZE = 600;
/** Room around the wheel for the ASC / MC / DSC / IC labels. */
const MARGIN = 46;
const C = SIZE / 2;
const R_OUTER = 292;
const R_ZODIAC_INNER = 250;
const R_PLANET = 212;
const R_DEGREE = 180;
const R_RETRO = 159;
const R_HOUSE_NUMBERS = 112;
const R_INNER = 96;
/** Sizes in viewBox units: at 360 px wide one unit is about 0.52 px. */
const GLYPH_SIZE = 31;
const SIGN_SIZE = 27;
const SMALL_SIZE = 17;
/** A background-coloured outline keeps labels legible where cusp or axis lines run beneath them. */
const HALO = { stroke: "var(--background, #000)", strokeWidth: 5, strokeLinejoin: "round", paintOrder: "stroke" } as const;

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

/** The reader-facing name of a chart body ("North Node" for TrueNode). */
export function bodyName(body: BodyName): string {
  return BODY_LABEL[body] ?? body;
}

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

export function ChartWheel({ chart, title, className, idPrefix, moonRange }: ChartWheelProps) {
  const prefix = idPrefix ?? `chart-${chart.utc.getTime().toString(36)}`;
  const reference = chart.ascendant ?? 0;
  // Screen angle for a longitude: the reference point at 180° (left), increasing counter-clockwise.
  const point = (longitude: number, r: number): [number, number] => {
    const a = ((180 + longitude - reference) * Math.PI) / 180;
    return [C + r * Math.cos(a), C - r * Math.sin(a)];
  };
  const f = (x: number) => x.toFixed(2);
  const line = (lon: number, r1: number, r2: number) => {
    const [x1, y1] = point(lon, r1);
    const [x2, y2] = point(lon, r2);
    return { x1: f(x1), y1: f(y1), x2: f(x2), y2: f(y2) };
  };
  const arcPath = (from: number, to: number, rOut: number, rIn: number) => {
    const [ax, ay] = point(from, rOut);
    const [bx, by] = point(to, rOut);
    const [cx, cy] = point(to, rIn);
    const [dx, dy] = point(from, rIn);
    // Increasing longitude runs counter-clockwise on screen: sweep flag 0 on the outer arc.
    return `M${f(ax)} ${f(ay)}A${rOut} ${rOut} 0 0 0 ${f(bx)} ${f(by)}L${f(cx)} ${f(cy)}A${rIn} ${rIn} 0 0 1 ${f(dx)} ${f(dy)}Z`;
  };

  const placements = spreadLabels(
    WHEEL_BODIES.map((key) => ({ key, longitude: chart.bodies[key].longitude })),
    10.5,
  );
  const angles =
    chart.ascendant !== null && chart.midheaven !== null
      ? [
          { label: "ASC", lon: chart.ascendant },
          { label: "DSC", lon: chart.ascendant + 180 },
          { label: "MC", lon: chart.midheaven },
          { label: "IC", lon: chart.midheaven + 180 },
        ]
      : [];
  const aspects = chart.aspects.filter((a) => a.type !== "conjunction" && a.a !== "TrueNode" && a.b !== "TrueNode");

  return (
    <svg
      viewBox={`${-MARGIN} ${-MARGIN} ${SIZE + 2 * MARGIN} ${SIZE + 2 * MARGIN}`}
      role="img"
      aria-labelledby={`${prefix}-title ${prefix}-desc`}
      className={className}
      style={{ width: "100%", height: "auto", maxWidth: "100%", color: "var(--foreground, currentColor)" }}
      fontFamily={SYMBOL_FONT}
    >
      <title id={`${prefix}-title`}>{title ?? "Birth chart wheel"}</title>
      <desc id={`${prefix}-desc`}>{describeChart(chart)}</desc>

      {/* Zodiac ring: twelve signs, fire and air a touch brighter than earth and water. */}
      <g>
        {SIGNS.map((sign, i) => (
          <path
            key={sign.name}
            d={arcPath(i * 30, (i + 1) * 30, R_OUTER, R_ZODIAC_INNER)}
            fill="var(--primary)"
            fillOpacity={sign.element === "fire" || sign.element === "air" ? 0.1 : 0.04}
            stroke="currentColor"
            strokeOpacity={0.35}
            strokeWidth={0.8}
          />
        ))}
        {SIGNS.map((sign, i) => {
          const [x, y] = point(i * 30 + 15, (R_OUTER + R_ZODIAC_INNER) / 2);
          return (
            <text
              key={sign.name}
              x={f(x)}
              y={f(y)}
              fontSize={SIGN_SIZE}
              textAnchor="middle"
              dominantBaseline="central"
              fill="var(--primary)"
              aria-hidden="true"
            >
              {sign.glyph}
            </text>
          );
        })}
      </g>

      {/* Degree scale on the inside of the zodiac ring. */}
      <g stroke="currentColor" strokeOpacity={0.45}>
        {Array.from({ length: 72 }, (_, k) => {
          const lon = k * 5;
          const len = lon % 10 === 0 ? 7 : 4;
          return <line key={lon} {...line(lon, R_ZODIAC_INNER, R_ZODIAC_INNER - len)} strokeWidth={0.6} />;
        })}
      </g>

      <circle cx={C} cy={C} r={R_INNER} fill="none" stroke="currentColor" strokeOpacity={0.35} strokeWidth={0.8} />

      {/* House cusps, the four angles drawn heavier and carried out through the zodiac ring. */}
      {chart.houses.length === 12 ? (
        <g>
          {chart.houses.map((cusp, i) => {
            const angular = i % 3 === 0;
            return (
              <line
                key={`cusp-${i}`}
                {...line(cusp, angular ? R_OUTER + 12 : R_ZODIAC_INNER, R_INNER)}
                stroke={angular ? "var(--primary)" : "currentColor"}
                strokeOpacity={angular ? 0.95 : 0.3}
                strokeWidth={angular ? 2 : 0.8}
              />
            );
          })}
          {chart.houses.map((cusp, i) => {
            const next = chart.houses[(i + 1) % 12] ?? cusp;
            const width = (((next - cusp) % 360) + 360) % 360;
            const [x, y] = point(cusp + width / 2, R_HOUSE_NUMBERS);
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
                fontFamily="var(--font-sans, sans-serif)"
              >
                {i + 1}
              </text>
            );
          })}
          {angles.map(({ label, lon }) => {
            // Outside the wheel, just past the end of the axis, nudged off the line itself.
            const [x, y] = point(lon, R_OUTER + 24);
            const [ox, oy] = point(lon + 90, 1);
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
                fill="var(--primary)"
                fontFamily="var(--font-sans, sans-serif)"
                letterSpacing={0.5}
              >
                {label}
                {label === "ASC" || label === "MC" ? (
                  <tspan x={f(x + nx)} dy={SMALL_SIZE} fontSize={SMALL_SIZE - 3} fontWeight={400} fill="currentColor" fillOpacity={0.8}>
                    {formatDegreeMinutes(normalizeDegrees(lon) % 30)}
                  </tspan>
                ) : null}
              </text>
            );
          })}
        </g>
      ) : null}

      {moonRange ? (
        <path
          d={arcPath(moonRange.start, moonRange.start + ((((moonRange.end - moonRange.start) % 360) + 360) % 360), R_ZODIAC_INNER - 3, R_ZODIAC_INNER - 13)}
          fill="var(--primary)"
          fillOpacity={0.45}
        >
          <title>{`The Moon's range on the birth day: ${formatDegreeMinutes(moonRange.start % 30)} ${signOf(moonRange.start)} to ${formatDegreeMinutes(moonRange.end % 30)} ${signOf(moonRange.end)}`}</title>
        </path>
      ) : null}
      {chart.houses.length !== 12 ? (
        <text
          x={C}
          y={C}
          fontSize={SMALL_SIZE - 2}
          textAnchor="middle"
          dominantBaseline="central"
          fill="currentColor"
          fillOpacity={0.65}
          fontFamily="var(--font-sans, sans-serif)"
          {...HALO}
          strokeWidth={4}
        >
          birth time unknown
        </text>
      ) : null}

      {/* Aspect lines between true positions on the inner circle: tense solid, harmonious dashed. */}
      <g>
        {aspects.map((a) => {
          const [x1, y1] = point(chart.bodies[a.a].longitude, R_INNER);
          const [x2, y2] = point(chart.bodies[a.b].longitude, R_INNER);
          const tense = a.nature === "tense";
          const strength = 1 - a.orb / a.maxOrb;
          return (
            <line
              key={`${a.a}-${a.b}`}
              x1={f(x1)}
              y1={f(y1)}
              x2={f(x2)}
              y2={f(y2)}
              stroke={tense ? "var(--chart-tense, var(--destructive, #e5484d))" : "var(--chart-harmonious, var(--primary))"}
              strokeWidth={tense ? 1.2 : 1}
              strokeDasharray={tense ? undefined : "5 3"}
              strokeOpacity={0.35 + 0.55 * strength}
            >
              <title>{`${a.a} ${a.type} ${a.b}, orb ${a.orb.toFixed(1)}°`}</title>
            </line>
          );
        })}
      </g>

      {/* Planets: a tick at the true position, a leader to the spread-out glyph, degree beneath. */}
      <g>
        {placements.map(({ key, longitude, display }) => {
          const body = chart.bodies[key];
          const [gx, gy] = point(display, R_PLANET);
          const [dx, dy] = point(display, R_DEGREE);
          const moved = Math.abs(((display - longitude + 540) % 360) - 180) > 0.5;
          return (
            <g key={key}>
              <line {...line(longitude, R_ZODIAC_INNER, R_ZODIAC_INNER - 10)} stroke="var(--primary)" strokeWidth={1.6} />
              <circle cx={f(point(longitude, R_INNER)[0])} cy={f(point(longitude, R_INNER)[1])} r={2.2} fill="var(--primary)" />
              {moved ? (
                <line
                  x1={f(point(longitude, R_ZODIAC_INNER - 10)[0])}
                  y1={f(point(longitude, R_ZODIAC_INNER - 10)[1])}
                  x2={f(point(display, R_PLANET + 17)[0])}
                  y2={f(point(display, R_PLANET + 17)[1])}
                  stroke="currentColor"
                  strokeOpacity={0.45}
                  strokeWidth={0.7}
                />
              ) : null}
              <text x={f(gx)} y={f(gy)} fontSize={GLYPH_SIZE} textAnchor="middle" dominantBaseline="central" fill="currentColor" {...HALO}>
                <title>{`${bodyName(key)} ${formatDegreeMinutes(body.degreeInSign)} ${body.sign}${body.retrograde && key !== "TrueNode" ? ", retrograde" : ""}`}</title>
                {`${BODY_GLYPHS[key] ?? key}${TEXT}`}
              </text>
              <text
                x={f(dx)}
                y={f(dy)}
                fontSize={SMALL_SIZE}
                textAnchor="middle"
                dominantBaseline="central"
                fill="currentColor"
                fillOpacity={0.8}
                {...HALO}
                strokeWidth={4}
                fontFamily="var(--font-sans, sans-serif)"
              >
                {`${Math.floor(body.degreeInSign)}°`}
              </text>
              {body.retrograde && key !== "TrueNode" ? (
                <text
                  x={f(point(display, R_RETRO)[0])}
                  y={f(point(display, R_RETRO)[1])}
                  fontSize={SMALL_SIZE - 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fill="var(--chart-tense, var(--destructive, #e5484d))"
                  {...HALO}
                  strokeWidth={4}
                >
                  <title>retrograde</title>℞
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

export interface ChartTableProps {
  chart: Chart;
  caption?: string;
  className?: string;
}

/** The same chart as a data table, to sit beside the wheel for screen readers and for reading off degrees. */
export function ChartTable({ chart, caption, className }: ChartTableProps) {
  const rows = WHEEL_BODIES.map((b) => ({
    name: bodyName(b),
    glyph: BODY_GLYPHS[b] ?? "",
    sign: chart.bodies[b].sign,
    degree: formatDegreeMinutes(chart.bodies[b].degreeInSign),
    house: chart.bodies[b].house,
    retrograde: chart.bodies[b].retrograde && b !== "TrueNode",
  }));
  const angles =
    chart.ascendant !== null && chart.midheaven !== null
      ? [
          { name: "Ascendant", lon: chart.ascendant },
          { name: "Midheaven", lon: chart.midheaven },
        ]
      : [];
  return (
    <table className={className}>
      <caption>{caption ?? (chart.houseSystem ? `Positions (${chart.houseSystem} houses)` : "Positions (birth time unknown, no houses)")}</caption>
      <thead>
        <tr>
          <th scope="col">Point</th>
          <th scope="col">Sign</th>
          <th scope="col">Degree</th>
          <th scope="col">House</th>
          <th scope="col">Motion</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">
              <span aria-hidden="true" style={{ fontFamily: SYMBOL_FONT }}>
                {`${r.glyph}${TEXT} `}
              </span>
              {r.name}
            </th>
            <td>{r.sign}</td>
            <td>{r.degree}</td>
            <td>{r.house ?? "—"}</td>
            <td>{r.retrograde ? "Retrograde" : "Direct"}</td>
          </tr>
        ))}
        {angles.map((a) => (
          <tr key={a.name}>
            <th scope="row">{a.name}</th>
            <td>{signOf(a.lon)}</td>
            <td>{formatDegreeMinutes(a.lon % 30)}</td>
            <td>—</td>
            <td>—</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
