import type { ReactNode } from "react";

import type { Suit } from "@/lib/oracle/tarot";

import { CX, CY, PANEL, solid, spikes, stroke, tint } from "./ink";
import { SIGILS } from "./sigils";

/** The minor arcana's faces: pips for Ace to Ten, a court emblem over a large sigil for the court cards. */

/** Pip positions in the panel for 1–10, as fractions of the panel (column, row). */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.5, 0.25],
    [0.5, 0.75],
  ],
  3: [
    [0.5, 0.2],
    [0.5, 0.5],
    [0.5, 0.8],
  ],
  4: [
    [0.3, 0.27],
    [0.7, 0.27],
    [0.3, 0.73],
    [0.7, 0.73],
  ],
  5: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.5, 0.5],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
  6: [
    [0.3, 0.2],
    [0.7, 0.2],
    [0.3, 0.5],
    [0.7, 0.5],
    [0.3, 0.8],
    [0.7, 0.8],
  ],
  7: [
    [0.3, 0.18],
    [0.7, 0.18],
    [0.5, 0.34],
    [0.3, 0.5],
    [0.7, 0.5],
    [0.3, 0.82],
    [0.7, 0.82],
  ],
  8: [
    [0.3, 0.16],
    [0.7, 0.16],
    [0.3, 0.39],
    [0.7, 0.39],
    [0.3, 0.61],
    [0.7, 0.61],
    [0.3, 0.84],
    [0.7, 0.84],
  ],
  9: [
    [0.3, 0.16],
    [0.7, 0.16],
    [0.3, 0.39],
    [0.7, 0.39],
    [0.5, 0.5],
    [0.3, 0.61],
    [0.7, 0.61],
    [0.3, 0.84],
    [0.7, 0.84],
  ],
  10: [
    [0.3, 0.13],
    [0.7, 0.13],
    [0.5, 0.27],
    [0.3, 0.39],
    [0.7, 0.39],
    [0.3, 0.61],
    [0.7, 0.61],
    [0.5, 0.73],
    [0.3, 0.87],
    [0.7, 0.87],
  ],
};

function pips(suit: Suit, n: number): ReactNode {
  // Swords and wands are tall: shrink them a little more once the pips stack four rows deep.
  const tall = suit === "swords" || suit === "wands";
  const size = n === 1 ? 28 : n <= 3 ? (tall ? 12.5 : 15) : n <= 6 ? 13 : tall ? 8.5 : n >= 9 ? 10 : 11;
  return (PIPS[n] ?? []).map(([u, v], i) => (
    <g key={i}>{SIGILS[suit](PANEL.x + u * PANEL.w, PANEL.y + v * PANEL.h, size)}</g>
  ));
}

/** Court emblems above a large sigil: Page a star, Knight a charging chevron, Queen and King crowns. */
function court(suit: Suit, rank: string): ReactNode {
  const top = CY - 34;
  let emblem: ReactNode;
  if (rank === "Page") emblem = <path d={spikes(4, 11, 3.5, CX, top)} {...tint} strokeWidth={1.4} />;
  else if (rank === "Knight")
    emblem = <path d={`M${CX - 20} ${top + 6} L ${CX} ${top - 8} L ${CX + 20} ${top + 6} M${CX - 20} ${top + 15} L ${CX} ${top + 1} L ${CX + 20} ${top + 15}`} {...stroke} strokeWidth={2.4} />;
  else {
    const points = rank === "Queen" ? 3 : 5;
    const width = rank === "Queen" ? 30 : 40;
    const left = CX - width / 2;
    const step = width / (points - 1);
    let d = `M${left} ${top + 10}`;
    for (let i = 0; i < points; i++) {
      d += ` L ${left + i * step} ${top - 8}`;
      if (i < points - 1) d += ` L ${left + (i + 0.5) * step} ${top + 2}`;
    }
    d += ` L ${left + width} ${top + 10} Z`;
    emblem = (
      <g>
        <path d={d} {...tint} strokeWidth={1.6} />
        {Array.from({ length: points }, (_, i) => (
          <circle key={i} cx={left + i * step} cy={top - 10} r={2} {...solid} />
        ))}
      </g>
    );
  }
  return (
    <g>
      {emblem}
      {SIGILS[suit](CX, CY + 22, 26)}
      <line x1={CX - 36} y1={CY + 62} x2={CX + 36} y2={CY + 62} {...stroke} strokeOpacity={0.5} strokeWidth={1} />
    </g>
  );
}

/** The art of a minor card: its pips (1–10) or its court emblem. */
export function minorArt(suit: Suit, number: number, rank: string): ReactNode {
  return number <= 10 ? pips(suit, number) : court(suit, rank);
}
