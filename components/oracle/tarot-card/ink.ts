import type { ReactNode } from "react";

/**
 * The deck's drawing space and inks: a 140 × 240 card with a panel for the art; strokes, solids and
 * tints all in currentColor (the card's ink comes from CSS), and the star shapes several faces use.
 */

export const W = 140;
export const H = 240;
export const PANEL = { x: 14, y: 32, w: 112, h: 164 };
export const CX = PANEL.x + PANEL.w / 2;
export const CY = PANEL.y + PANEL.h / 2;

export type Draw = (x: number, y: number, s: number) => ReactNode;

export const stroke = { fill: "none", stroke: "currentColor", strokeLinecap: "round", strokeLinejoin: "round" } as const;
export const solid = { fill: "currentColor", stroke: "none" } as const;
export const tint = { fill: "currentColor", fillOpacity: 0.18, stroke: "currentColor", strokeLinejoin: "round" } as const;

/** A star polygon through `points` points on radius r, joining every `step`-th one. */
export function star(points: number, r: number, step: number, cx = 0, cy = 0): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i * step) / points;
    return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  });
  return `M${pts.join(" L")} Z`;
}

/** A filled star with alternating outer and inner radii. */
export function spikes(points: number, rOuter: number, rInner: number, cx: number, cy: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? rOuter : rInner;
    const a = -Math.PI / 2 + (Math.PI * i) / points;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join(" L")} Z`;
}
