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
