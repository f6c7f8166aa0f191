/**
 * The chart wheel's drawing space: a 600-unit square (plus a margin for the angle labels), the
 * radius of each ring, and the polar maths that puts a longitude on screen. The ascendant (or
 * 0° Aries without a birth time) sits at nine o'clock and the zodiac runs counter-clockwise.
 */

export const SIZE = 600;
/** Room around the wheel for the ASC / MC / DSC / IC labels. */
export const MARGIN = 46;
export const C = SIZE / 2;

/** Ring radii, outside in. */
export const R = {
  outer: 292,
  zodiacInner: 250,
  planet: 212,
  degree: 180,
  retro: 159,
  houseNumbers: 138,
  /** The aspect web's circle: as wide as the rings allow, so it stays legible on a phone. */
  inner: 122,
} as const;

/** Sizes in viewBox units: at 390 px wide one unit is about 0.5 px. */
export const GLYPH_SIZE = 31;
export const SIGN_SIZE = 27;
export const SMALL_SIZE = 17;

/** A background-coloured outline keeps labels legible where cusp or axis lines run beneath them. */
export const HALO = { stroke: "var(--background, #000)", strokeWidth: 5, strokeLinejoin: "round", paintOrder: "stroke" } as const;

/** Planets in the accent colour (BRAND), tense aspects and the retrograde mark in the alarm colour. */
export const INK = {
  accent: "var(--primary)",
  tense: "var(--chart-tense, var(--destructive, #e5484d))",
  harmonious: "var(--chart-harmonious, var(--primary))",
} as const;

/** Two decimals: enough for the eye, short markup. */
export const f = (x: number) => x.toFixed(2);

export interface WheelGeometry {
  /** Screen position of a longitude at radius r. */
  point: (longitude: number, r: number) => [number, number];
  /** A radial segment's endpoints at one longitude, as <line> attributes. */
  line: (longitude: number, r1: number, r2: number) => { x1: string; y1: string; x2: string; y2: string };
  /** A ring segment from one longitude to another between two radii, as a path. */
  arcPath: (from: number, to: number, rOut: number, rIn: number) => string;
}

export function wheelGeometry(reference: number): WheelGeometry {
  const point = (longitude: number, r: number): [number, number] => {
    const a = ((180 + longitude - reference) * Math.PI) / 180;
    return [C + r * Math.cos(a), C - r * Math.sin(a)];
  };
  const line = (longitude: number, r1: number, r2: number) => {
    const [x1, y1] = point(longitude, r1);
    const [x2, y2] = point(longitude, r2);
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
  return { point, line, arcPath };
}
