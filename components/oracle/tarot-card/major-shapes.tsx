import { CX, CY, stroke } from "./ink";

/** Shared pieces of the major arcana's emblems, drawn around the panel centre (x0, y0). */

export const x0 = CX;
export const y0 = CY;
export const lem = (cx: number, cy: number, w: number) =>
  `M${cx} ${cy} C ${cx + w * 0.4} ${cy - w * 0.45}, ${cx + w} ${cy - w * 0.45}, ${cx + w} ${cy} C ${cx + w} ${cy + w * 0.45}, ${cx + w * 0.4} ${cy + w * 0.45}, ${cx} ${cy} C ${cx - w * 0.4} ${cy - w * 0.45}, ${cx - w} ${cy - w * 0.45}, ${cx - w} ${cy} C ${cx - w} ${cy + w * 0.45}, ${cx - w * 0.4} ${cy + w * 0.45}, ${cx} ${cy} Z`;
export const rays = (cx: number, cy: number, r1: number, r2: number, n: number, width = 1.4) => (
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
