import type { ReactNode } from "react";

import { solid, spikes, stroke, tint } from "./ink";
import { lem, rays, x0, y0 } from "./major-shapes";

/** The major arcana 0–X: The Fool to the Wheel of Fortune. */
export const MAJORS_FOOL_TO_WHEEL: readonly (() => ReactNode)[] = [
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
];
