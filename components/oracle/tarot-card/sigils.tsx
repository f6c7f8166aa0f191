import type { Suit } from "@/lib/oracle/tarot";

import { type Draw, solid, star, stroke, tint } from "./ink";

/** The four suits' sigils, each about 2·s wide, centred on (x, y): a flame-tipped wand, a cup, a sword, a pentacle. */

export const SIGILS: Record<Suit, Draw> = {
  wands: (x, y, s) => (
    <g transform={`translate(${x} ${y}) scale(${s / 10})`}>
      <line x1={0} y1={11} x2={0} y2={-7} {...stroke} strokeWidth={2.6} />
      <path d="M0 -7 C 5 -10 4 -15 0 -19 C -4 -15 -5 -10 0 -7 Z" {...tint} strokeWidth={1.4} />
      <path d="M0 2 L 4 -1 M0 6 L -4 3" {...stroke} strokeWidth={1.4} />
    </g>
  ),
  cups: (x, y, s) => (
    <g transform={`translate(${x} ${y}) scale(${s / 10})`}>
      <path d="M-9 -10 L 9 -10 Q 9 3 0 4 Q -9 3 -9 -10 Z" {...tint} strokeWidth={1.6} />
      <path d="M0 4 L 0 10 M-6 11 L 6 11" {...stroke} strokeWidth={1.8} />
    </g>
  ),
  swords: (x, y, s) => (
    <g transform={`translate(${x} ${y}) scale(${s / 10})`}>
      <path d="M0 -19 L 3 -13 L 3 6 L -3 6 L -3 -13 Z" {...tint} strokeWidth={1.4} />
      <path d="M-8 6 L 8 6 M0 6 L 0 12" {...stroke} strokeWidth={2} />
      <circle cx={0} cy={14} r={2} {...solid} />
    </g>
  ),
  pentacles: (x, y, s) => (
    <g transform={`translate(${x} ${y}) scale(${s / 10})`}>
      <circle cx={0} cy={0} r={11} {...tint} strokeWidth={1.6} />
      <path d={star(5, 9, 2)} {...stroke} strokeWidth={1.3} />
    </g>
  ),
};
