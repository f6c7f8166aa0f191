import type { ReactNode } from "react";

import type { Suit, TarotCard as Card, TarotElement } from "@/lib/oracle/tarot";

/**
 * Original card faces for the Quantum Veil deck, drawn as SVG: a numeral banner, a panel with a few
 * strong shapes (the suit sigils for the minors, an emblem for each major), the element's triangle
 * and the card's name. Everything is drawn in currentColor, so the deck takes its amber from
 * --tarot-ink (falling back to --primary) and its paper from --tarot-paper (falling back to --card).
 */

const W = 140;
const H = 240;
const PANEL = { x: 14, y: 32, w: 112, h: 164 };
const CX = PANEL.x + PANEL.w / 2;
const CY = PANEL.y + PANEL.h / 2;

type Draw = (x: number, y: number, s: number) => ReactNode;

const stroke = { fill: "none", stroke: "currentColor", strokeLinecap: "round", strokeLinejoin: "round" } as const;
const solid = { fill: "currentColor", stroke: "none" } as const;
const tint = { fill: "currentColor", fillOpacity: 0.18, stroke: "currentColor", strokeLinejoin: "round" } as const;

// --- Suit sigils, each about 2·s wide, centred on (x, y) ---------------------------------------

const SIGILS: Record<Suit, Draw> = {
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

/** A star polygon through `points` points on radius r, joining every `step`-th one. */
function star(points: number, r: number, step: number, cx = 0, cy = 0): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i * step) / points;
    return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  });
  return `M${pts.join(" L")} Z`;
}

/** A filled star with alternating outer and inner radii. */
function spikes(points: number, rOuter: number, rInner: number, cx: number, cy: number): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? rOuter : rInner;
    const a = -Math.PI / 2 + (Math.PI * i) / points;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join(" L")} Z`;
}

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

// --- Major arcana emblems, drawn around the panel centre ----------------------------------------

const x0 = CX;
const y0 = CY;
const lem = (cx: number, cy: number, w: number) =>
  `M${cx} ${cy} C ${cx + w * 0.4} ${cy - w * 0.45}, ${cx + w} ${cy - w * 0.45}, ${cx + w} ${cy} C ${cx + w} ${cy + w * 0.45}, ${cx + w * 0.4} ${cy + w * 0.45}, ${cx} ${cy} C ${cx - w * 0.4} ${cy - w * 0.45}, ${cx - w} ${cy - w * 0.45}, ${cx - w} ${cy} C ${cx - w} ${cy + w * 0.45}, ${cx - w * 0.4} ${cy + w * 0.45}, ${cx} ${cy} Z`;
const rays = (cx: number, cy: number, r1: number, r2: number, n: number, width = 1.4) => (
  <g>
    {Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n;
      return (
        <line
          key={i}
          x1={(cx + r1 * Math.cos(a)).toFixed(2)}
          y1={(cy + r1 * Math.sin(a)).toFixed(2)}
          x2={(cx + r2 * Math.cos(a)).toFixed(2)}
          y2={(cy + r2 * Math.sin(a)).toFixed(2)}
          {...stroke}
          strokeWidth={width}
        />
      );
    })}
  </g>
);

const MAJOR_EMBLEMS: readonly (() => ReactNode)[] = [
  // 0 The Fool: the sun overhead, the cliff edge, one step into air.
  () => (
    <g>
      <circle cx={x0 + 18} cy={y0 - 40} r={13} {...tint} strokeWidth={1.6} />
      <path d={`M${x0 - 48} ${y0 + 60} L ${x0 - 48} ${y0 + 20} L ${x0 + 8} ${y0 + 20} L ${x0 + 20} ${y0 + 60}`} {...tint} strokeWidth={1.6} />
      <circle cx={x0 + 24} cy={y0 + 6} r={4} {...solid} />
      <path d={`M${x0 + 14} ${y0 + 14} Q ${x0 + 30} ${y0 - 4} ${x0 + 44} ${y0 + 10}`} {...stroke} strokeWidth={1.4} strokeDasharray="2 3" />
    </g>
  ),
  // I The Magician: the lemniscate over a raised wand.
  () => (
    <g>
      <path d={lem(x0, y0 - 42, 20)} {...stroke} strokeWidth={2} />
      <line x1={x0} y1={y0 - 18} x2={x0} y2={y0 + 58} {...stroke} strokeWidth={3} />
      <circle cx={x0} cy={y0 - 18} r={4} {...solid} />
      <path d={`M${x0 - 34} ${y0 + 30} L ${x0 + 34} ${y0 + 30}`} {...stroke} strokeWidth={1.4} />
    </g>
  ),
  // II The High Priestess: two pillars and the crescent between them.
  () => (
    <g>
      <rect x={x0 - 44} y={y0 - 58} width={16} height={118} {...solid} fillOpacity={0.85} />
      <rect x={x0 + 28} y={y0 - 58} width={16} height={118} {...tint} strokeWidth={1.6} />
      <path d={`M${x0 + 6} ${y0 - 26} A 20 20 0 1 0 ${x0 + 6} ${y0 + 14} A 15 15 0 1 1 ${x0 + 6} ${y0 - 26} Z`} {...tint} strokeWidth={1.6} />
    </g>
  ),
  // III The Empress: Venus's circle and cross under a crown of twelve stars.
  () => (
    <g>
      {Array.from({ length: 12 }, (_, i) => {
        const a = Math.PI + (Math.PI * i) / 11;
        return <circle key={i} cx={x0 + 40 * Math.cos(a)} cy={y0 - 28 + 26 * Math.sin(a)} r={2} {...solid} />;
      })}
      <circle cx={x0} cy={y0 - 8} r={20} {...tint} strokeWidth={2} />
      <path d={`M${x0} ${y0 + 12} L ${x0} ${y0 + 52} M${x0 - 16} ${y0 + 32} L ${x0 + 16} ${y0 + 32}`} {...stroke} strokeWidth={2.6} />
    </g>
  ),
  // IV The Emperor: the square throne and the ram's horns.
  () => (
    <g>
      <rect x={x0 - 30} y={y0 - 10} width={60} height={60} {...tint} strokeWidth={2} />
      <path d={`M${x0 - 8} ${y0 - 22} C ${x0 - 14} ${y0 - 50}, ${x0 - 44} ${y0 - 44}, ${x0 - 34} ${y0 - 24} C ${x0 - 28} ${y0 - 16}, ${x0 - 18} ${y0 - 26}, ${x0 - 24} ${y0 - 30}`} {...stroke} strokeWidth={2} />
      <path d={`M${x0 + 8} ${y0 - 22} C ${x0 + 14} ${y0 - 50}, ${x0 + 44} ${y0 - 44}, ${x0 + 34} ${y0 - 24} C ${x0 + 28} ${y0 - 16}, ${x0 + 18} ${y0 - 26}, ${x0 + 24} ${y0 - 30}`} {...stroke} strokeWidth={2} />
      <path d={`M${x0} ${y0 + 2} L ${x0} ${y0 + 38} M${x0 - 12} ${y0 + 14} L ${x0 + 12} ${y0 + 14}`} {...stroke} strokeWidth={2} />
    </g>
  ),
  // V The Hierophant: the triple cross over two crossed keys.
  () => (
    <g>
      <path d={`M${x0} ${y0 - 60} L ${x0} ${y0 + 10} M${x0 - 10} ${y0 - 50} L ${x0 + 10} ${y0 - 50} M${x0 - 15} ${y0 - 38} L ${x0 + 15} ${y0 - 38} M${x0 - 20} ${y0 - 26} L ${x0 + 20} ${y0 - 26}`} {...stroke} strokeWidth={2.4} />
      <path d={`M${x0 - 30} ${y0 + 56} L ${x0 + 18} ${y0 + 14} M${x0 + 30} ${y0 + 56} L ${x0 - 18} ${y0 + 14}`} {...stroke} strokeWidth={2} />
      <circle cx={x0 - 22} cy={y0 + 10} r={6} {...tint} strokeWidth={1.6} />
      <circle cx={x0 + 22} cy={y0 + 10} r={6} {...tint} strokeWidth={1.6} />
    </g>
  ),
  // VI The Lovers: two circles that overlap under one sun.
  () => (
    <g>
      <circle cx={x0 - 14} cy={y0 + 14} r={24} {...tint} strokeWidth={1.8} />
      <circle cx={x0 + 14} cy={y0 + 14} r={24} {...tint} strokeWidth={1.8} />
      <circle cx={x0} cy={y0 - 40} r={8} {...solid} />
      {rays(x0, y0 - 40, 12, 19, 12, 1.2)}
    </g>
  ),
  // VII The Chariot: the canopy of stars and two wheels.
  () => (
    <g>
      <path d={`M${x0 - 34} ${y0 - 20} L ${x0 + 34} ${y0 - 20} L ${x0 + 28} ${y0 + 24} L ${x0 - 28} ${y0 + 24} Z`} {...tint} strokeWidth={1.8} />
      <path d={`M${x0 - 38} ${y0 - 44} L ${x0 + 38} ${y0 - 44}`} {...stroke} strokeWidth={2} />
      <path d={spikes(6, 9, 3.5, x0, y0 - 2)} {...solid} />
      <circle cx={x0 - 26} cy={y0 + 42} r={12} {...stroke} strokeWidth={2} />
      <circle cx={x0 + 26} cy={y0 + 42} r={12} {...stroke} strokeWidth={2} />
      <path d={`M${x0 - 34} ${y0 - 44} L ${x0 - 34} ${y0 - 20} M${x0 + 34} ${y0 - 44} L ${x0 + 34} ${y0 - 20}`} {...stroke} strokeWidth={1.6} />
    </g>
  ),
  // VIII Strength: the lemniscate above a maned sun held gently.
  () => (
    <g>
      <path d={lem(x0, y0 - 46, 16)} {...stroke} strokeWidth={1.8} />
      <circle cx={x0} cy={y0 + 10} r={18} {...tint} strokeWidth={2} />
      <path d={spikes(14, 34, 22, x0, y0 + 10)} {...stroke} strokeWidth={1.4} />
    </g>
  ),
  // IX The Hermit: the lantern with its six-pointed star, hung from a staff.
  () => (
    <g>
      <line x1={x0 + 26} y1={y0 - 60} x2={x0 + 26} y2={y0 + 62} {...stroke} strokeWidth={2.6} />
      <path d={`M${x0 + 26} ${y0 - 40} L ${x0 - 6} ${y0 - 40} L ${x0 - 6} ${y0 - 30}`} {...stroke} strokeWidth={1.6} />
      <rect x={x0 - 22} y={y0 - 30} width={32} height={40} rx={4} {...tint} strokeWidth={1.8} />
      <path d={spikes(6, 9, 5, x0 - 6, y0 - 10)} {...solid} />
    </g>
  ),
  // X Wheel of Fortune: a wheel of eight spokes.
  () => (
    <g>
      <circle cx={x0} cy={y0} r={44} {...tint} strokeWidth={2} />
      <circle cx={x0} cy={y0} r={30} {...stroke} strokeWidth={1.4} />
      {rays(x0, y0, 6, 44, 8, 1.8)}
      <circle cx={x0} cy={y0} r={6} {...solid} />
    </g>
  ),
  // XI Justice: the upright sword and the scales.
  () => (
    <g>
      <path d={`M${x0} ${y0 - 62} L ${x0 + 4} ${y0 - 52} L ${x0 + 4} ${y0 + 30} L ${x0 - 4} ${y0 + 30} L ${x0 - 4} ${y0 - 52} Z`} {...tint} strokeWidth={1.4} />
      <path d={`M${x0 - 14} ${y0 + 30} L ${x0 + 14} ${y0 + 30} M${x0} ${y0 + 30} L ${x0} ${y0 + 44}`} {...stroke} strokeWidth={2.4} />
      <path d={`M${x0 - 40} ${y0 - 28} L ${x0 + 40} ${y0 - 28} M${x0 - 40} ${y0 - 28} L ${x0 - 48} ${y0 - 4} M${x0 - 40} ${y0 - 28} L ${x0 - 32} ${y0 - 4} M${x0 + 40} ${y0 - 28} L ${x0 + 48} ${y0 - 4} M${x0 + 40} ${y0 - 28} L ${x0 + 32} ${y0 - 4}`} {...stroke} strokeWidth={1.6} />
      <path d={`M${x0 - 50} ${y0 - 4} Q ${x0 - 40} ${y0 + 8} ${x0 - 30} ${y0 - 4} Z M${x0 + 30} ${y0 - 4} Q ${x0 + 40} ${y0 + 8} ${x0 + 50} ${y0 - 4} Z`} {...tint} strokeWidth={1.6} />
    </g>
  ),
  // XII The Hanged Man: a figure reversed beneath the living beam.
  () => (
    <g>
      <path d={`M${x0 - 40} ${y0 - 54} L ${x0 + 40} ${y0 - 54}`} {...stroke} strokeWidth={3} />
      <path d={`M${x0} ${y0 - 54} L ${x0} ${y0 - 10} M${x0} ${y0 - 30} L ${x0 + 16} ${y0 - 30} L ${x0 + 16} ${y0 - 14}`} {...stroke} strokeWidth={2.4} />
      <path d={`M${x0 - 20} ${y0 - 10} L ${x0 + 20} ${y0 - 10} L ${x0} ${y0 + 26} Z`} {...tint} strokeWidth={1.8} />
      <circle cx={x0} cy={y0 + 38} r={10} {...tint} strokeWidth={1.8} />
      {rays(x0, y0 + 38, 14, 20, 10, 1)}
    </g>
  ),
  // XIII Death: the horizon, a rising sun between two towers, and the white rose.
  () => (
    <g>
      <path d={`M${x0 - 52} ${y0 + 10} L ${x0 + 52} ${y0 + 10}`} {...stroke} strokeWidth={1.6} />
      <path d={`M${x0 - 18} ${y0 + 10} A 18 18 0 0 1 ${x0 + 18} ${y0 + 10} Z`} {...tint} strokeWidth={1.6} />
      <rect x={x0 - 42} y={y0 - 16} width={12} height={26} {...solid} fillOpacity={0.8} />
      <rect x={x0 + 30} y={y0 - 16} width={12} height={26} {...solid} fillOpacity={0.8} />
      {Array.from({ length: 5 }, (_, i) => {
        const a = -Math.PI / 2 + (2 * Math.PI * i) / 5;
        return <circle key={i} cx={x0 + 11 * Math.cos(a)} cy={y0 + 42 + 11 * Math.sin(a)} r={8} {...tint} strokeWidth={1.4} />;
      })}
      <circle cx={x0} cy={y0 + 42} r={4} {...solid} />
    </g>
  ),
  // XIV Temperance: water poured from cup to cup, under the sun's triangle.
  () => (
    <g>
      <path d={`M${x0} ${y0 - 60} L ${x0 + 18} ${y0 - 30} L ${x0 - 18} ${y0 - 30} Z`} {...tint} strokeWidth={1.8} />
      {SIGILS.cups(x0 - 28, y0 - 4, 16)}
      {SIGILS.cups(x0 + 28, y0 + 40, 16)}
      <path d={`M${x0 - 20} ${y0 - 18} C ${x0 + 10} ${y0 - 10}, ${x0 + 30} ${y0 + 6}, ${x0 + 26} ${y0 + 24}`} {...stroke} strokeWidth={2} strokeDasharray="4 3" />
    </g>
  ),
  // XV The Devil: the inverted star and the loose chains.
  () => (
    <g>
      <g transform={`rotate(180 ${x0} ${y0 - 20})`}>
        <circle cx={x0} cy={y0 - 20} r={30} {...tint} strokeWidth={1.8} />
        <path d={star(5, 27, 2, x0, y0 - 20)} {...stroke} strokeWidth={1.6} />
      </g>
      {[-22, 22].map((dx) => (
        <g key={dx}>
          <circle cx={x0 + dx} cy={y0 + 26} r={5} {...stroke} strokeWidth={1.6} />
          <circle cx={x0 + dx} cy={y0 + 38} r={5} {...stroke} strokeWidth={1.6} />
          <circle cx={x0 + dx} cy={y0 + 50} r={5} {...stroke} strokeWidth={1.6} />
        </g>
      ))}
    </g>
  ),
  // XVI The Tower: the tower, its crown thrown off by lightning.
  () => (
    <g>
      <path d={`M${x0 - 18} ${y0 + 62} L ${x0 - 14} ${y0 - 30} L ${x0 + 14} ${y0 - 30} L ${x0 + 18} ${y0 + 62} Z`} {...tint} strokeWidth={1.8} />
      <rect x={x0 - 5} y={y0 - 4} width={10} height={14} {...solid} />
      <path d={`M${x0 + 4} ${y0 - 46} L ${x0 + 22} ${y0 - 56} L ${x0 + 30} ${y0 - 40} L ${x0 + 12} ${y0 - 32} Z`} {...tint} strokeWidth={1.6} />
      <path d={`M${x0 - 40} ${y0 - 66} L ${x0 - 20} ${y0 - 44} L ${x0 - 30} ${y0 - 40} L ${x0 - 6} ${y0 - 18}`} {...stroke} strokeWidth={2.6} />
    </g>
  ),
  // XVII The Star: one great star and seven small ones.
  () => (
    <g>
      <path d={spikes(8, 30, 10, x0, y0 - 12)} {...tint} strokeWidth={1.8} />
      {Array.from({ length: 7 }, (_, i) => {
        const a = Math.PI * 0.15 + (Math.PI * 0.7 * i) / 6;
        return <path key={i} d={spikes(4, 6, 2, x0 + 48 * Math.cos(a) * (i % 2 ? 0.8 : 1), y0 + 14 + 34 * Math.sin(a))} {...solid} />;
      })}
      <path d={`M${x0 - 46} ${y0 + 58} Q ${x0} ${y0 + 44} ${x0 + 46} ${y0 + 58}`} {...stroke} strokeWidth={1.4} />
    </g>
  ),
  // XVIII The Moon: the crescent over two towers and the path between.
  () => (
    <g>
      <path d={`M${x0 + 8} ${y0 - 62} A 24 24 0 1 0 ${x0 + 8} ${y0 - 14} A 18 18 0 1 1 ${x0 + 8} ${y0 - 62} Z`} {...tint} strokeWidth={1.8} />
      <rect x={x0 - 50} y={y0 - 2} width={14} height={40} {...solid} fillOpacity={0.75} />
      <rect x={x0 + 36} y={y0 - 2} width={14} height={40} {...solid} fillOpacity={0.75} />
      <path d={`M${x0} ${y0 + 62} C ${x0 - 14} ${y0 + 44}, ${x0 + 12} ${y0 + 26}, ${x0} ${y0 + 6}`} {...stroke} strokeWidth={1.6} strokeDasharray="3 3" />
    </g>
  ),
  // XIX The Sun: the full disc and its sixteen rays.
  () => (
    <g>
      <circle cx={x0} cy={y0 - 4} r={24} {...solid} fillOpacity={0.85} />
      {rays(x0, y0 - 4, 30, 50, 16, 2)}
      <path d={`M${x0 - 48} ${y0 + 62} L ${x0 + 48} ${y0 + 62}`} {...stroke} strokeWidth={1.4} />
    </g>
  ),
  // XX Judgement: the trumpet call and those who rise to it.
  () => (
    <g>
      <path d={`M${x0 - 40} ${y0 - 50} L ${x0 + 16} ${y0 - 26} L ${x0 + 22} ${y0 - 40} Z`} {...tint} strokeWidth={1.8} />
      <path d={`M${x0 + 26} ${y0 - 18} Q ${x0 + 36} ${y0 - 30} ${x0 + 32} ${y0 - 44} M${x0 + 34} ${y0 - 10} Q ${x0 + 48} ${y0 - 28} ${x0 + 42} ${y0 - 50}`} {...stroke} strokeWidth={1.4} />
      {[-30, 0, 30].map((dx) => (
        <g key={dx}>
          <circle cx={x0 + dx} cy={y0 + 16} r={6} {...solid} />
          <path d={`M${x0 + dx} ${y0 + 24} L ${x0 + dx} ${y0 + 44} M${x0 + dx - 10} ${y0 + 26} L ${x0 + dx} ${y0 + 30} L ${x0 + dx + 10} ${y0 + 26}`} {...stroke} strokeWidth={1.8} />
        </g>
      ))}
      <path d={`M${x0 - 48} ${y0 + 48} L ${x0 + 48} ${y0 + 48}`} {...stroke} strokeWidth={1.4} />
    </g>
  ),
  // XXI The World: the wreath, the dancer's point at its heart, and the four fixed signs.
  () => (
    <g>
      <ellipse cx={x0} cy={y0} rx={30} ry={46} {...tint} strokeWidth={2.2} />
      <ellipse cx={x0} cy={y0} rx={24} ry={40} {...stroke} strokeWidth={1} strokeDasharray="3 3" />
      <path d={spikes(4, 9, 3, x0, y0)} {...solid} />
      {[
        [-44, -56],
        [44, -56],
        [-44, 56],
        [44, 56],
      ].map(([dx, dy]) => (
        <circle key={`${dx}${dy}`} cx={x0 + (dx ?? 0)} cy={y0 + (dy ?? 0)} r={6} {...tint} strokeWidth={1.4} />
      ))}
    </g>
  ),
];

/** The four elements' alchemical triangles. */
function elementMark(element: TarotElement, x: number, y: number): ReactNode {
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

export interface TarotCardProps {
  card: Card;
  reversed?: boolean;
  /** Accessible name; defaults to the card's name (and "reversed"). */
  title?: string;
  /** Print the name along the bottom. Leave off for small thumbnails. Default true. */
  showName?: boolean;
  className?: string;
}

export function TarotCardFace({ card, reversed = false, title, showName = true, className }: TarotCardProps) {
  const label = title ?? `${card.name}${reversed ? ", reversed" : ""}`;
  const art = card.arcana === "major" ? MAJOR_EMBLEMS[card.number]?.() : card.rank && card.suit ? (card.number <= 10 ? pips(card.suit, card.number) : court(card.suit, card.rank)) : null;
  const keywords = reversed ? card.keywords.reversed : card.keywords.upright;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      className={className}
      style={{ width: "100%", height: "auto", color: "var(--tarot-ink, var(--primary))" }}
    >
      <title>{label}</title>
      <desc>{`${card.name}: ${keywords.join(", ")}. ${card.astrology}, ${card.element}.`}</desc>
      <g transform={reversed ? `rotate(180 ${W / 2} ${H / 2})` : undefined}>
        <rect x={1.5} y={1.5} width={W - 3} height={H - 3} rx={10} fill="var(--tarot-paper, var(--card, #17110d))" stroke="currentColor" strokeWidth={2} />
        <rect x={7} y={7} width={W - 14} height={H - 14} rx={6} {...stroke} strokeWidth={0.8} strokeOpacity={0.6} />
        <rect x={PANEL.x} y={PANEL.y} width={PANEL.w} height={PANEL.h} rx={5} fill="currentColor" fillOpacity={0.06} stroke="currentColor" strokeOpacity={0.45} strokeWidth={0.8} />
        <text x={W / 2} y={22} textAnchor="middle" fontSize={card.numeral.length > 3 ? 14 : 16} fontWeight={700} fill="currentColor" fontFamily="var(--font-display, Georgia, serif)" letterSpacing={1}>
          {card.numeral}
        </text>
        {card.suit ? <g opacity={0.9}>{SIGILS[card.suit](20, 19, 5)}</g> : null}
        {card.suit ? <g opacity={0.9}>{SIGILS[card.suit](W - 20, 19, 5)}</g> : null}
        {!card.suit ? elementMark(card.element, 20, 19) : null}
        {!card.suit ? elementMark(card.element, W - 20, 19) : null}
        <g>{art}</g>
        {showName ? (
          <text x={W / 2} y={H - 24} textAnchor="middle" fontSize={card.name.length > 16 ? 10 : 11.5} fill="currentColor" fontFamily="var(--font-display, Georgia, serif)" letterSpacing={0.6}>
            {card.name.toUpperCase()}
          </text>
        ) : (
          elementMark(card.element, W / 2, H - 27)
        )}
      </g>
    </svg>
  );
}
