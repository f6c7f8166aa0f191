import type { ReactNode } from "react";

import type { TarotElement } from "@/lib/oracle/tarot";

import { stroke } from "./ink";

/** The four elements' alchemical triangles. */
export function elementMark(element: TarotElement, x: number, y: number): ReactNode {
  const up = element === "fire" || element === "air";
  const d = up ? `M${x} ${y - 6} L ${x + 6} ${y + 5} L ${x - 6} ${y + 5} Z` : `M${x} ${y + 6} L ${x + 6} ${y - 5} L ${x - 6} ${y - 5} Z`;
  const bar = element === "air" || element === "earth";
  return (
    <g>
      <path d={d} {...stroke} strokeWidth={1.2} />
      {bar ? <line x1={x - 5} y1={y + (up ? 1 : -1)} x2={x + 5} y2={y + (up ? 1 : -1)} {...stroke} strokeWidth={1.2} /> : null}
    </g>
  );
}
