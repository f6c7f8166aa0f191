import * as React from "react";

import type { PersonaHandle } from "@/lib/personas";

/**
 * Original abstract emblems (BRAND.md): Astra a constellation and orbit, Numa a sacred geometry of
 * numbers, Solara a sun-and-card motif. Each carries its own oracle's colours, whatever persona is
 * active, so the three stay recognisable side by side. This is the drawing behind the files in
 * public/personas (npm run avatars:build); pages show those files through PersonaEmblem.
 */
const COLORS: Record<PersonaHandle, { deep: string; mid: string; light: string }> = {
  astra: { deep: "#1b1538", mid: "#8b74ff", light: "#d9d0ff" },
  numa: { deep: "#0c2629", mid: "#2dd4bf", light: "#c8f5ee" },
  solara: { deep: "#2e1424", mid: "#fb923c", light: "#ffe2bf" },
};

export interface PersonaEmblemSvgProps extends React.ComponentProps<"svg"> {
  handle: PersonaHandle;
  title?: string;
  /** Stable id prefix for standalone files; inline uses get a unique one per instance. */
  idPrefix?: string;
}

export function PersonaEmblemSvg({ handle, title, idPrefix, ...props }: PersonaEmblemSvgProps) {
  const c = COLORS[handle];
  // Unique per instance: a duplicate id inside a hidden copy would blank every later emblem.
  const reactId = React.useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const id = idPrefix ?? `emblem-${handle}-${reactId}`;
  return (
    <svg viewBox="0 0 120 120" xmlns="http://www.w3.org/2000/svg" role={title ? "img" : undefined} aria-hidden={title ? undefined : true} {...props}>
      {title ? <title>{title}</title> : null}
      <defs>
        <radialGradient id={`${id}-bg`} cx="50%" cy="38%" r="70%">
          <stop offset="0%" stopColor={c.mid} stopOpacity="0.45" />
          <stop offset="55%" stopColor={c.deep} />
          <stop offset="100%" stopColor={c.deep} />
        </radialGradient>
        <linearGradient id={`${id}-line`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={c.light} />
          <stop offset="100%" stopColor={c.mid} />
        </linearGradient>
      </defs>
      <circle cx="60" cy="60" r="58" fill={`url(#${id}-bg)`} />
      <circle cx="60" cy="60" r="57" fill="none" stroke={c.light} strokeOpacity="0.25" />
      {handle === "astra" ? <AstraMotif c={c} id={id} /> : handle === "numa" ? <NumaMotif c={c} id={id} /> : <SolaraMotif c={c} id={id} />}
    </svg>
  );
}

type MotifProps = { c: (typeof COLORS)[PersonaHandle]; id: string };

function AstraMotif({ c, id }: MotifProps) {
  const stars: [number, number, number][] = [
    [34, 44, 2.6],
    [50, 34, 2],
    [66, 42, 3.2],
    [80, 30, 2.2],
    [74, 62, 2.4],
    [56, 70, 2],
  ];
  const path = stars.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join(" ");
  return (
    <g>
      <ellipse cx="60" cy="64" rx="44" ry="16" fill="none" stroke={`url(#${id}-line)`} strokeWidth="1.2" transform="rotate(-18 60 64)" opacity="0.9" />
      <ellipse cx="60" cy="64" rx="30" ry="10" fill="none" stroke={c.light} strokeOpacity="0.35" strokeWidth="0.8" transform="rotate(-18 60 64)" />
      <path d={path} fill="none" stroke={c.light} strokeOpacity="0.7" strokeWidth="0.9" />
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={c.light} />
      ))}
      <circle cx="99" cy="52" r="5" fill={c.mid} stroke={c.light} strokeWidth="0.8" />
      <path d="M60 86 l1.6 4.4 4.4 1.6 -4.4 1.6 -1.6 4.4 -1.6 -4.4 -4.4 -1.6 4.4 -1.6z" fill={c.light} opacity="0.85" />
    </g>
  );
}

function NumaMotif({ c, id }: MotifProps) {
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(60 + 30 * Math.cos(a)).toFixed(2)},${(60 + 30 * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
  const digits = Array.from({ length: 9 }, (_, i) => {
    const a = ((2 * Math.PI) / 9) * i - Math.PI / 2;
    return { d: i + 1, x: 60 + 44 * Math.cos(a), y: 60 + 44 * Math.sin(a) };
  });
  return (
    <g>
      <circle cx="60" cy="60" r="44" fill="none" stroke={c.light} strokeOpacity="0.18" />
      <polygon points={hex} fill="none" stroke={`url(#${id}-line)`} strokeWidth="1.3" />
      <polygon points="60,30 86,75 34,75" fill="none" stroke={c.light} strokeOpacity="0.7" strokeWidth="1" />
      <polygon points="60,90 34,45 86,45" fill="none" stroke={c.light} strokeOpacity="0.4" strokeWidth="0.8" />
      <circle cx="60" cy="60" r="13" fill={c.deep} stroke={c.mid} strokeWidth="1.2" />
      <text x="60" y="65.5" textAnchor="middle" fontSize="15" fontFamily="Georgia, serif" fill={c.light}>
        7
      </text>
      {digits.map(({ d, x, y }) => (
        <text key={d} x={x.toFixed(2)} y={(y + 3).toFixed(2)} textAnchor="middle" fontSize="8" fontFamily="Georgia, serif" fill={c.light} opacity="0.8">
          {d}
        </text>
      ))}
    </g>
  );
}

function SolaraMotif({ c, id }: MotifProps) {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = ((2 * Math.PI) / 12) * i;
    const r1 = 26;
    const r2 = i % 2 ? 34 : 40;
    return `M${(60 + r1 * Math.cos(a)).toFixed(2)} ${(50 + r1 * Math.sin(a)).toFixed(2)} L${(60 + r2 * Math.cos(a)).toFixed(2)} ${(50 + r2 * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
  return (
    <g>
      <path d={rays} stroke={`url(#${id}-line)`} strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="60" cy="50" r="20" fill={c.mid} opacity="0.9" />
      <g transform="rotate(-8 60 72)">
        <rect x="43" y="46" width="34" height="52" rx="4" fill={c.deep} stroke={c.light} strokeWidth="1.2" />
        <rect x="47" y="50" width="26" height="44" rx="2.5" fill="none" stroke={c.mid} strokeOpacity="0.7" strokeWidth="0.8" />
        <path d="M60 60 l2.4 7 7 2.4 -7 2.4 -2.4 7 -2.4 -7 -7 -2.4 7 -2.4z" fill={c.light} />
        <circle cx="60" cy="86" r="2" fill={c.mid} />
      </g>
    </g>
  );
}
