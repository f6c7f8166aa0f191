import type { AspectName, BodyName, SignName } from "@/lib/oracle/astro";

/**
 * Astrological glyphs as original stroke drawings on a 24 × 24 grid (drawn with a round-capped
 * stroke of about 1.8 units, no fill), so they look the same on every device: the Unicode
 * symbols depend on the system's fonts (⚹ is an empty box on many phones).
 */

/** A full circle as a path (two arcs), so a glyph is one `d` string. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

export const SIGN_PATHS: Record<SignName, string> = {
  Aries: "M12 21V10M12 10C12 5.5 9.8 3.5 7.3 3.5S3 5.3 3 8s1.8 4 3.5 4M12 10c0-4.5 2.2-6.5 4.7-6.5S21 5.3 21 8s-1.8 4-3.5 4",
  Taurus: `${circle(12, 15, 5.5)}M4 3.5c1.2 3.8 4.3 6 8 6s6.8-2.2 8-6`,
  Gemini: "M4.5 4c5 1.5 10 1.5 15 0M4.5 20c5-1.5 10-1.5 15 0M9 5.2v13.6M15 5.2v13.6",
  Cancer: `${circle(7, 9.5, 2.6)}M7 6.9c4.3-2.9 10.4-2.3 13.5 1.6${circle(17, 14.5, 2.6)}M17 17.1c-4.3 2.9-10.4 2.3-13.5-1.6`,
  Leo: `${circle(7, 16, 3)}M10 16c0-4.5-3-6.2-3-9.5a4.5 4.5 0 0 1 9 0c0 3.8-3 6.5-3 10.5a2.5 2.5 0 0 0 5 .5`,
  Virgo: "M3.5 5.5c1 0 1.7.7 1.7 2V19M5.2 8.5a2.3 2.3 0 0 1 4.6 0V19M9.8 8.5a2.3 2.3 0 0 1 4.6 0v7.5c0 2.7 1.6 4.5 4.3 5M14.4 13.2c1.3-2.6 5.6-2.6 5.4.6-.2 2.4-2.8 4.3-5.8 5",
  Libra: "M4 20h16M4 16h5.2a4.5 4.5 0 1 1 5.6 0H20",
  Scorpio: "M3.5 5.5c1 0 1.7.7 1.7 2V19M5.2 8.5a2.3 2.3 0 0 1 4.6 0V19M9.8 8.5a2.3 2.3 0 0 1 4.6 0V17c0 1.6.9 2.5 2.5 2.5h3.6M18 16.8l2.7 2.7-2.7 2.7",
  Sagittarius: "M4 20L20 4M11.5 4H20v8.5M6.5 11.5l6 6",
  Capricorn: "M3 5.5c1.7 0 2.7 1.1 3.2 3L9 19l3.6-11.8c.5-1.5 1.4-2.4 2.7-2.4 2 0 2.7 1.7 2.7 3.8V15M18 15a2.9 2.9 0 1 1-.1 5.8c-1.8 0-3-1.6-5-1.6-1.3 0-2.3.7-3 1.8",
  Aquarius: "M3 10.5l3-3 3 3 3-3 3 3 3-3 3 3M3 17l3-3 3 3 3-3 3 3 3-3 3 3",
  Pisces: "M5 3.5c4 4.5 4 12.5 0 17M19 3.5c-4 4.5-4 12.5 0 17M6.5 12h11",
};

export const BODY_PATHS: Partial<Record<BodyName, string>> = {
  Sun: `${circle(12, 12, 8.5)}${circle(12, 12, 1.3)}`,
  Moon: "M9 3a9 9 0 0 1 0 18a12 12 0 0 0 0-18Z",
  Mercury: `M8 2.2a4 4 0 0 0 8 0${circle(12, 10.5, 4.2)}M12 14.7V22.5M8.8 19h6.4`,
  Venus: `${circle(12, 8.8, 5.6)}M12 14.4v8.1M8.6 18.8h6.8`,
  Mars: `${circle(9.5, 14.5, 6)}M13.8 10.2L20.5 3.5M14.8 3.5h5.7v5.7`,
  Jupiter: "M4.5 7.5a4 4 0 0 1 8 0c0 3.6-4 6.6-8 9.2h15.5M16 3.5v18",
  Saturn: "M8 2.5V17M4.8 6h6.4M8 12.3c1.5-2.5 3.4-3.6 5.4-3.6 2.5 0 4.1 1.8 4.1 4 0 2.6-2.6 4.1-2.6 6.5 0 1.4.9 2.3 2.4 2.3",
  Uranus: `M5.5 3v11M18.5 3v11M5.5 8.5h13M12 3v13.5${circle(12, 19.4, 2.6)}`,
  Neptune: "M4.5 4.5c0 5.2 3.2 8.3 7.5 8.3s7.5-3.1 7.5-8.3M12 3v19M8.3 18h7.4M3 6.5l1.5-2.5 1.5 2.5M18 6.5l1.5-2.5 1.5 2.5M10.5 5l1.5-2.2 1.5 2.2",
  Pluto: `${circle(12, 7, 3)}M5.8 6.8a6.2 6.2 0 0 0 12.4 0M12 13v9.3M8.5 18.6h7`,
  TrueNode: `M8.3 17.8C4 14.2 4 4.8 12 4.8s8 9.4 3.7 13${circle(6.4, 18.6, 2.1)}${circle(17.6, 18.6, 2.1)}`,
  MeanNode: `M8.3 17.8C4 14.2 4 4.8 12 4.8s8 9.4 3.7 13${circle(6.4, 18.6, 2.1)}${circle(17.6, 18.6, 2.1)}`,
};

export const ASPECT_PATHS: Record<AspectName, string> = {
  conjunction: `${circle(9.5, 14.5, 5)}M13.1 10.9L20 4`,
  sextile: "M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9",
  square: "M5 5h14v14H5Z",
  trine: "M12 4l8.5 15h-17Z",
  opposition: `${circle(6.5, 17.5, 3)}${circle(17.5, 6.5, 3)}M8.6 15.4l6.8-6.8`,
};

/** ℞, the retrograde mark. */
export const RETROGRADE_PATH = "M6 21V3.5h5.5a4.5 4.5 0 0 1 0 9H6M10.5 12.5L19 21M13.5 21l5-5";

/** The grid the paths are drawn on, and the stroke that draws them. */
export const GLYPH_GRID = 24;
export const GLYPH_STROKE = 1.8;
