import type { ReactNode } from "react";

import { solid, spikes, star, stroke, tint } from "./ink";
import { rays, x0, y0 } from "./major-shapes";
import { SIGILS } from "./sigils";

/** The major arcana XI–XXI: Justice to The World. */
export const MAJORS_JUSTICE_TO_WORLD: readonly (() => ReactNode)[] = [
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
