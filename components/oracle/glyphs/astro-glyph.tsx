import type { AspectName, BodyName, SignName } from "@/lib/oracle/astro";
import { cn } from "@/lib/utils";

import { ASPECT_PATHS, BODY_PATHS, GLYPH_GRID, GLYPH_STROKE, RETROGRADE_PATH, SIGN_PATHS } from "./paths";

export type GlyphName = { sign: SignName } | { body: BodyName } | { aspect: AspectName } | { retrograde: true };

/** The path of a glyph, or null for a body without one (the glyph-less bodies are named in words). */
export function glyphPath(glyph: GlyphName): string | null {
  if ("sign" in glyph) return SIGN_PATHS[glyph.sign];
  if ("body" in glyph) return BODY_PATHS[glyph.body] ?? null;
  if ("aspect" in glyph) return ASPECT_PATHS[glyph.aspect];
  return RETROGRADE_PATH;
}

/**
 * An astrological glyph inline in HTML text, 1em square, in the text's colour. Decorative
 * (aria-hidden): the words beside it carry the meaning.
 */
export function AstroGlyph({ glyph, className }: { glyph: GlyphName; className?: string }) {
  const d = glyphPath(glyph);
  if (!d) return null;
  return (
    <svg
      viewBox={`0 0 ${GLYPH_GRID} ${GLYPH_GRID}`}
      aria-hidden="true"
      focusable="false"
      className={cn("inline-block size-[1em] shrink-0 align-[-0.125em]", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={GLYPH_STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-glyph
    >
      <path d={d} />
    </svg>
  );
}

interface WheelGlyphProps {
  d: string;
  /** Centre, in the parent SVG's units. */
  x: number;
  y: number;
  /** Drawn size, in the parent SVG's units. */
  size: number;
  color: string;
  /** A background-coloured outline beneath, so lines running under the glyph stay out of it. */
  halo?: boolean;
  strokeWidth?: number;
  children?: React.ReactNode;
}

/** A glyph placed inside another SVG (the chart wheel): centred on (x, y), `size` units square. */
export function SvgGlyph({ d, x, y, size, color, halo = true, strokeWidth = GLYPH_STROKE, children }: WheelGlyphProps) {
  const scale = size / GLYPH_GRID;
  const tx = (x - size / 2).toFixed(2);
  const ty = (y - size / 2).toFixed(2);
  return (
    <g transform={`translate(${tx} ${ty}) scale(${scale.toFixed(4)})`} fill="none" strokeLinecap="round" strokeLinejoin="round" data-glyph>
      {children}
      {halo ? <path d={d} stroke="var(--background, #000)" strokeWidth={strokeWidth + 3.2} /> : null}
      <path d={d} stroke={color} strokeWidth={strokeWidth} />
    </g>
  );
}
