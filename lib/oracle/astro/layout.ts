import { normalizeDegrees, signedDelta } from "./math";

export interface LabelPlacement<K> {
  key: K;
  /** True longitude. */
  longitude: number;
  /** Where to draw the label: at least `minGap` degrees from its neighbours. */
  display: number;
}

/**
 * Spreads labels around a circle so none sits closer than `minGap` degrees to another, moving each
 * as little as possible: crowded runs are fanned out evenly around their own centre, and runs that
 * then touch are merged and fanned again. The circle is cut at its widest empty gap.
 */
export function spreadLabels<K>(items: readonly { key: K; longitude: number }[], minGap: number): LabelPlacement<K>[] {
  const n = items.length;
  if (n === 0) return [];
  const gap = Math.min(minGap, 360 / n);
  const sorted = [...items].map((i) => ({ ...i, longitude: normalizeDegrees(i.longitude) })).sort((a, b) => a.longitude - b.longitude);

  // Cut at the widest gap so the run of labels is a line, not a loop.
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const next = sorted[(i + 1) % n] as (typeof sorted)[number];
    const space = normalizeDegrees(next.longitude - (sorted[i] as (typeof sorted)[number]).longitude) || (n === 1 ? 360 : 0);
    if (space > widest) {
      widest = space;
      cut = (i + 1) % n;
    }
  }
  const start = (sorted[cut] as (typeof sorted)[number]).longitude;
  const line = Array.from({ length: n }, (_, k) => {
    const item = sorted[(cut + k) % n] as (typeof sorted)[number];
    return { item, x: normalizeDegrees(item.longitude - start) };
  });

  interface Cluster {
    members: number[];
    centre: number;
  }
  const clusters: Cluster[] = line.map((p, i) => ({ members: [i], centre: p.x }));
  const first = (c: Cluster) => c.centre - ((c.members.length - 1) * gap) / 2;
  const last = (c: Cluster) => c.centre + ((c.members.length - 1) * gap) / 2;
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i + 1 < clusters.length; i++) {
      const a = clusters[i] as Cluster;
      const b = clusters[i + 1] as Cluster;
      if (first(b) - last(a) < gap - 1e-9) {
        const members = [...a.members, ...b.members];
        const centre = members.reduce((s, m) => s + (line[m]?.x ?? 0), 0) / members.length;
        clusters.splice(i, 2, { members, centre });
        merged = true;
        break;
      }
    }
  }

  const out: LabelPlacement<K>[] = [];
  for (const c of clusters) {
    c.members.forEach((m, k) => {
      const p = line[m] as (typeof line)[number];
      out.push({ key: p.item.key, longitude: p.item.longitude, display: normalizeDegrees(start + first(c) + k * gap) });
    });
  }
  return out;
}

/** Smallest angular distance between any two displayed labels. */
export function minimumSeparation(placements: readonly { display: number }[]): number {
  let min = 360;
  for (let i = 0; i < placements.length; i++) {
    for (let j = i + 1; j < placements.length; j++) {
      min = Math.min(min, Math.abs(signedDelta((placements[i] as { display: number }).display, (placements[j] as { display: number }).display)));
    }
  }
  return min;
}

/**
 * Spreads `items` within one open interval [0, length] of a line: at least `gap` apart, in their
 * order, each moved as little as possible (crowded runs fanned around their own centre, then
 * pushed inside the ends). Positions are offsets along the interval; returns them in input order.
 */
function spreadWithin(xs: readonly number[], gap: number, length: number): number[] {
  const n = xs.length;
  if (n === 0) return [];
  const g = n > 1 ? Math.min(gap, length / (n - 1)) : gap;
  interface Run {
    members: number[];
    start: number;
  }
  const span = (r: Run) => (r.members.length - 1) * g;
  // A run of m members sits where the mean of its members' wishes puts it, inside [0, length].
  const place = (members: number[]): Run => {
    const mean = members.reduce((s, m, k) => s + (xs[m] ?? 0) - k * g, 0) / members.length;
    const start = Math.min(Math.max(mean, 0), Math.max(0, length - (members.length - 1) * g));
    return { members, start };
  };
  const runs: Run[] = xs.map((_, i) => place([i]));
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i + 1 < runs.length; i++) {
      const a = runs[i] as Run;
      const b = runs[i + 1] as Run;
      if (b.start - (a.start + span(a)) < g - 1e-9) {
        runs.splice(i, 2, place([...a.members, ...b.members]));
        merged = true;
        break;
      }
    }
  }
  const out = new Array<number>(n).fill(0);
  for (const r of runs) r.members.forEach((m, k) => (out[m] = r.start + k * g));
  return out;
}

export interface SpreadAroundOptions {
  /** Fixed lines (the chart's angles) that no label may sit on, as longitudes. */
  obstacles: readonly number[];
  /** How far, in degrees, a label's centre must stay from an obstacle. */
  clearance: number;
}

/**
 * Like {@link spreadLabels}, and no label within `clearance` degrees of an obstacle (the ASC, DSC,
 * MC and IC lines): the obstacles cut the circle into arcs, each label stays in the arc its true
 * longitude falls in, and each arc is spread on its own between its two walls. When an arc is too
 * narrow to hold its labels `minGap` apart they share it evenly; when it is so narrow that they
 * would touch (less than 70 % of `minGap`), the obstacles are given up for plain spreading, since
 * labels on top of each other are worse than a label on a line.
 */
export function spreadLabelsAround<K>(items: readonly { key: K; longitude: number }[], minGap: number, options: SpreadAroundOptions): LabelPlacement<K>[] {
  const walls = [...new Set(options.obstacles.map(normalizeDegrees))].sort((a, b) => a - b);
  if (walls.length === 0 || items.length === 0) return spreadLabels(items, minGap);
  const arcs = walls.map((from, k) => {
    const to = walls[(k + 1) % walls.length] as number;
    const width = walls.length === 1 ? 360 : normalizeDegrees(to - from);
    return { from, width, members: [] as { key: K; longitude: number; x: number }[] };
  });
  for (const item of items) {
    const longitude = normalizeDegrees(item.longitude);
    // The arcs partition the circle: each label belongs to the one its longitude falls in.
    const arc = arcs.find((a) => normalizeDegrees(longitude - a.from) < a.width) ?? (arcs[0] as (typeof arcs)[number]);
    arc.members.push({ key: item.key, longitude, x: normalizeDegrees(longitude - arc.from) - options.clearance });
  }
  const out: LabelPlacement<K>[] = [];
  for (const arc of arcs) {
    const n = arc.members.length;
    if (n === 0) continue;
    const length = arc.width - 2 * options.clearance;
    if (length < 0 || (n > 1 && length / (n - 1) < 0.7 * minGap)) return spreadLabels(items, minGap);
    arc.members.sort((a, b) => a.x - b.x);
    const xs = spreadWithin(
      arc.members.map((m) => m.x),
      minGap,
      length,
    );
    arc.members.forEach((m, i) => out.push({ key: m.key, longitude: m.longitude, display: normalizeDegrees(arc.from + options.clearance + (xs[i] ?? 0)) }));
  }
  return out;
}

/** Smallest angular distance between any displayed label and any obstacle. */
export function minimumClearance(placements: readonly { display: number }[], obstacles: readonly number[]): number {
  let min = 360;
  for (const p of placements) for (const o of obstacles) min = Math.min(min, Math.abs(signedDelta(p.display, o)));
  return min;
}
