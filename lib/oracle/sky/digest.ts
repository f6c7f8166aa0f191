/**
 * What a personal daily digest names, for one local day: the seeker's own transits, chosen so a
 * slow planet (Jupiter–Pluto) is named only on the day it comes within orb and on the day it is
 * exact, never every day in between; the personal planets while within orb; the Moon's closest
 * contact; and the day's lunation, station, ingress or return. Ranked by significance.
 */
import { activeTransits, moonAt, SkyClock, skyEvents, SLOW_BODIES, type ActiveTransit, type NatalSky, type SkyEvent } from "./transits";

export type DigestItem = { kind: "event"; event: SkyEvent; significance: number } | { kind: "active"; transit: ActiveTransit; significance: number };

export interface DigestPlan {
  items: DigestItem[];
  moon: ReturnType<typeof moonAt>;
}

/** The local day [start, end), read at `noon`. */
export function digestPlan(natal: NatalSky, start: Date, end: Date, noon: Date, clock = new SkyClock()): DigestPlan {
  const events = skyEvents(natal, start, end, {}, clock);
  const items: DigestItem[] = [];
  const namedToday = new Set<string>();
  for (const e of events) {
    if (e.kind === "aspect" && e.body === "Moon" && !e.returnOf) continue; // the Moon's contacts come from the active list
    if (e.kind === "ingress" && e.body === "Moon") continue;
    if (e.kind === "aspect" || e.kind === "enters-orb") namedToday.add(`${e.body}-${e.aspect}-${e.point}`);
    items.push({ kind: "event", event: e, significance: e.significance });
  }
  const active = activeTransits(natal, noon, clock);
  let moonShown = false;
  for (const t of active) {
    // A slow transit is in orb for weeks: it is named only through its events above.
    if (SLOW_BODIES.has(t.body)) continue;
    if (namedToday.has(t.id)) continue;
    if (t.body === "Moon") {
      if (moonShown) continue;
      moonShown = true;
    }
    items.push({ kind: "active", transit: t, significance: t.significance });
  }
  items.sort((a, b) => b.significance - a.significance);
  return { items, moon: moonAt(natal, noon, clock) };
}
