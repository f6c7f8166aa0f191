/**
 * The transit engine: the sky of a window of time against one natal chart.
 *
 * Each transiting body is sampled on a regular grid (the Moon every 6 hours, the inner planets
 * daily, Mars every two days, Jupiter–Pluto every four) and read between samples with a cubic
 * (four-point Lagrange) interpolant, whose error at these steps is below a second of arc. Stations
 * (speed zero) split each body's track into monotonic stretches, so every target longitude is
 * crossed at most once per stretch and a retrograde re-pass is found as its own root, by bisection
 * on the interpolant: the exact times are those of the chart engine itself to a few seconds.
 * Stations and lunations are polished on real ephemeris evaluations (secant on the speed, Newton
 * on the elongation). A 30-day calendar costs about 300 longitude evaluations.
 */
import { apparentLongitude, eclipticOfDate, toAstroTime } from "../astro/ephemeris";
import { houseOf } from "../astro/houses";
import { normalizeDegrees, signedDelta } from "../astro/math";
import { PLANET_NAMES, type AspectName, type Chart, type PlanetName } from "../astro/types";
import { SIGN_NAMES, signOf, type SignName } from "../astro/zodiac";

const DAY = 86_400_000;

export type TransitBody = PlanetName;
export const NATAL_POINTS = [...PLANET_NAMES, "TrueNode", "Ascendant", "Midheaven"] as const;
export type NatalPoint = (typeof NATAL_POINTS)[number];

export const SLOW_BODIES: ReadonlySet<TransitBody> = new Set(["Jupiter", "Saturn", "Uranus", "Neptune", "Pluto"]);
export const PERSONAL_BODIES: ReadonlySet<TransitBody> = new Set(["Sun", "Mercury", "Venus", "Mars"]);
/** Natal points that count as personal for the ranking: the lights, the personal planets, the angles. */
const PERSONAL_POINTS: ReadonlySet<NatalPoint> = new Set(["Sun", "Moon", "Mercury", "Venus", "Mars", "Ascendant", "Midheaven"]);

export const TRANSIT_ASPECTS: readonly { type: AspectName; angle: number }[] = [
  { type: "conjunction", angle: 0 },
  { type: "sextile", angle: 60 },
  { type: "square", angle: 90 },
  { type: "trine", angle: 120 },
  { type: "opposition", angle: 180 },
];

/** Orb by transiting body: the Moon 1°, the personal planets 2°, Jupiter–Pluto 1°. */
export function transitOrb(body: TransitBody): number {
  return PERSONAL_BODIES.has(body) ? 2 : 1;
}

/**
 * Sampling step in days: fine enough that the cubic interpolant is good to about 1″ (the Moon's
 * fourth derivative is ~0.04°/day⁴: at half a day the interpolation error is ~0.2″, 0.4 s of time).
 */
const STEP_DAYS: Record<TransitBody, number> = {
  Moon: 0.5,
  Sun: 2,
  Mercury: 0.5,
  Venus: 1,
  Mars: 2,
  Jupiter: 4,
  Saturn: 4,
  Uranus: 4,
  Neptune: 4,
  Pluto: 4,
};

/** The natal chart the transits are measured against. */
export interface NatalSky {
  chart: Chart;
  /** False for an unknown birth time: no angles, no houses, and the natal Moon left out (it may be anywhere within about 13°). */
  timeKnown: boolean;
}

export interface NatalTarget {
  point: NatalPoint;
  longitude: number;
}

/** The natal points a transit can touch: planets, the true node, and the angles when the time is known. */
export function natalTargets(natal: NatalSky): NatalTarget[] {
  const { chart, timeKnown } = natal;
  const out: NatalTarget[] = [];
  for (const p of PLANET_NAMES) {
    if (p === "Moon" && !timeKnown) continue;
    out.push({ point: p, longitude: chart.bodies[p].longitude });
  }
  out.push({ point: "TrueNode", longitude: chart.bodies.TrueNode.longitude });
  if (timeKnown && chart.ascendant !== null && chart.midheaven !== null) {
    out.push({ point: "Ascendant", longitude: chart.ascendant }, { point: "Midheaven", longitude: chart.midheaven });
  }
  return out;
}

function natalHouse(natal: NatalSky, longitude: number): number | null {
  return natal.timeKnown && natal.chart.houses.length === 12 ? houseOf(longitude, natal.chart.houses) : null;
}

// ---------------------------------------------------------------------------------------------
// Sampling and interpolation

/** Ephemeris evaluations, with the ecliptic-of-date rotation shared by every body at one instant. */
export class SkyClock {
  private readonly rotations = new Map<number, ReturnType<typeof eclipticOfDate>>();
  private readonly times = new Map<number, ReturnType<typeof toAstroTime>>();
  /** How many longitudes were computed (for the benchmark and the tests). */
  evaluations = 0;

  longitude(body: TransitBody, ms: number): number {
    let time = this.times.get(ms);
    let rot = this.rotations.get(ms);
    if (!time || !rot) {
      time = toAstroTime(new Date(ms));
      rot = eclipticOfDate(time);
      if (this.times.size > 5000) {
        this.times.clear();
        this.rotations.clear();
      }
      this.times.set(ms, time);
      this.rotations.set(ms, rot);
    }
    this.evaluations++;
    return apparentLongitude(body, time, rot);
  }

  /** Speed in degrees a day, central difference over ±0.05 day (as the chart engine does). */
  speed(body: TransitBody, ms: number): number {
    const h = 0.05 * DAY;
    return signedDelta(this.longitude(body, ms + h), this.longitude(body, ms - h)) / 0.1;
  }
}

interface Track {
  body: TransitBody;
  start: number;
  stepMs: number;
  /** Unwrapped longitudes (continuous, not reduced to 0–360). */
  u: number[];
}

function sampleTrack(clock: SkyClock, body: TransitBody, from: number, to: number): Track {
  const stepMs = STEP_DAYS[body] * DAY;
  // Align to the grid so tracks over overlapping windows share rotation matrices, and pad two
  // samples each side so the interpolant never extrapolates.
  const start = Math.floor(from / stepMs) * stepMs - 2 * stepMs;
  const n = Math.ceil((to - start) / stepMs) + 3;
  const u: number[] = [];
  let prev = 0;
  for (let i = 0; i < n; i++) {
    const lon = clock.longitude(body, start + i * stepMs);
    const v = i === 0 ? lon : prev + signedDelta(lon, normalizeDegrees(prev));
    u.push(v);
    prev = v;
  }
  return { body, start, stepMs, u };
}

/** Four-point Lagrange interpolation (value and derivative per day) at ms. */
function interp(track: Track, ms: number): { value: number; rate: number } {
  const x = (ms - track.start) / track.stepMs;
  const i = Math.min(Math.max(Math.floor(x) - 1, 0), track.u.length - 4);
  const s = x - i; // in [1, 2) normally: nodes at 0, 1, 2, 3
  const y0 = track.u[i] as number;
  const y1 = track.u[i + 1] as number;
  const y2 = track.u[i + 2] as number;
  const y3 = track.u[i + 3] as number;
  const l0 = -((s - 1) * (s - 2) * (s - 3)) / 6;
  const l1 = (s * (s - 2) * (s - 3)) / 2;
  const l2 = -(s * (s - 1) * (s - 3)) / 2;
  const l3 = (s * (s - 1) * (s - 2)) / 6;
  const d0 = -((s - 2) * (s - 3) + (s - 1) * (s - 3) + (s - 1) * (s - 2)) / 6;
  const d1 = ((s - 2) * (s - 3) + s * (s - 3) + s * (s - 2)) / 2;
  const d2 = -((s - 1) * (s - 3) + s * (s - 3) + s * (s - 1)) / 2;
  const d3 = ((s - 1) * (s - 2) + s * (s - 2) + s * (s - 1)) / 6;
  const stepDays = track.stepMs / DAY;
  return {
    value: y0 * l0 + y1 * l1 + y2 * l2 + y3 * l3,
    rate: (y0 * d0 + y1 * d1 + y2 * d2 + y3 * d3) / stepDays,
  };
}

/** Bisection for f(t) = 0 on [a, b] where f(a) and f(b) differ in sign; to about a second. */
function bisect(f: (ms: number) => number, a: number, b: number): number {
  let fa = f(a);
  for (let k = 0; k < 60 && b - a > 500; k++) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else b = m;
  }
  return (a + b) / 2;
}

/** Stations of a track (speed zero) in [from, to], polished on the real speed. */
function trackStations(clock: SkyClock, track: Track, from: number, to: number): { at: number; direction: "retrograde" | "direct" }[] {
  const out: { at: number; direction: "retrograde" | "direct" }[] = [];
  if (track.body === "Sun" || track.body === "Moon") return out;
  const first = Math.max(1, Math.floor((from - track.start) / track.stepMs));
  const last = Math.min(track.u.length - 3, Math.ceil((to - track.start) / track.stepMs));
  let prevRate = interp(track, track.start + first * track.stepMs).rate;
  for (let i = first; i < last; i++) {
    const b = track.start + (i + 1) * track.stepMs;
    const rate = interp(track, b).rate;
    if (prevRate !== 0 && Math.sign(rate) !== Math.sign(prevRate)) {
      const a = b - track.stepMs;
      let t = bisect((ms) => interp(track, ms).rate, a, b);
      // Secant on the real speed: the interpolant's derivative is good to ~1e-4 °/day, the real
      // one to ~1e-8, and a station's time is that error divided by the (small) acceleration.
      let t0 = t - 0.02 * DAY;
      let v0 = clock.speed(track.body, t0);
      let v1 = clock.speed(track.body, t);
      for (let k = 0; k < 6 && v1 !== v0; k++) {
        const t2 = t - (v1 * (t - t0)) / (v1 - v0);
        t0 = t;
        v0 = v1;
        t = Math.min(Math.max(t2, a - track.stepMs), b + track.stepMs);
        if (Math.abs(t - t0) < 1000) break;
        v1 = clock.speed(track.body, t);
      }
      if (t >= from && t < to) out.push({ at: t, direction: prevRate > 0 ? "retrograde" : "direct" });
    }
    prevRate = rate;
  }
  return out;
}

interface Crossing {
  at: number;
  /** Moving forward (direct) or backward (retrograde) through the target. */
  direct: boolean;
}

/**
 * Every time the body passes `target` in [from, to): one crossing per monotonic stretch between
 * stations, so a retrograde loop over a point gives three.
 */
function crossings(track: Track, stations: readonly number[], target: number, from: number, to: number): Crossing[] {
  const bounds = [from, ...stations.filter((s) => s > from && s < to), to];
  const out: Crossing[] = [];
  for (let j = 0; j + 1 < bounds.length; j++) {
    const a = bounds[j] as number;
    const b = bounds[j + 1] as number;
    const ua = interp(track, a).value;
    const ub = interp(track, b).value;
    const lo = Math.min(ua, ub);
    const hi = Math.max(ua, ub);
    // Every target + 360 n in [lo, hi): at most one for all but the Moon over long stretches.
    let k = Math.ceil((lo - target) / 360);
    for (let v = target + 360 * k; v < hi; k++, v = target + 360 * k) {
      if (v === lo && ua === lo && j > 0) continue; // counted at the end of the previous stretch
      const at = bisect((ms) => interp(track, ms).value - v, a, b);
      if (at >= from && at < to) out.push({ at, direct: ub > ua });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Events

interface EventBase {
  /** Stable id: kind, bodies and the minute, for links and de-duplication. */
  id: string;
  at: Date;
  /** Higher first (see `significanceOf`). */
  significance: number;
}

export interface AspectEvent extends EventBase {
  kind: "aspect";
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  angle: number;
  /** The transiting body's longitude at the exact moment. */
  longitude: number;
  /** Natal house the transiting body is in, or null without a birth time. */
  house: number | null;
  /** True when this pass is made moving backwards. */
  retrograde: boolean;
  /** A solar or lunar return: the Sun (Moon) back on its own natal place. */
  returnOf: "solar" | "lunar" | null;
}

/** A slow transit (Jupiter–Pluto) coming within orb of a natal point. */
export interface OrbEvent extends EventBase {
  kind: "enters-orb";
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  angle: number;
  orb: number;
  house: number | null;
}

export interface IngressEvent extends EventBase {
  kind: "ingress";
  body: TransitBody;
  sign: SignName;
  retrograde: boolean;
  house: number | null;
}

export interface StationEvent extends EventBase {
  kind: "station";
  body: TransitBody;
  direction: "retrograde" | "direct";
  longitude: number;
  house: number | null;
  /** Natal points within 1° of the station point. */
  contacts: NatalPoint[];
}

export interface LunationEvent extends EventBase {
  kind: "lunation";
  phase: "new" | "full";
  /** The Moon's longitude (for a new Moon also the Sun's). */
  longitude: number;
  sign: SignName;
  house: number | null;
  /** Natal points the lunation falls on (conjunction or opposition within 3°). */
  contacts: { point: NatalPoint; aspect: "conjunction" | "opposition"; orb: number }[];
}

export type SkyEvent = AspectEvent | OrbEvent | IngressEvent | StationEvent | LunationEvent;

const ASPECT_WEIGHT: Record<AspectName, number> = { conjunction: 30, opposition: 25, square: 20, trine: 15, sextile: 10 };
const BODY_WEIGHT: Record<TransitBody, number> = {
  Pluto: 9,
  Neptune: 8,
  Uranus: 8,
  Saturn: 7,
  Jupiter: 5,
  Mars: 6,
  Sun: 5,
  Venus: 4,
  Mercury: 3,
  Moon: 0,
};
function pointWeight(point: NatalPoint): number {
  if (point === "Sun" || point === "Moon" || point === "Ascendant" || point === "Midheaven") return 20;
  if (point === "Mercury" || point === "Venus" || point === "Mars") return 12;
  return 0;
}

/**
 * Significance rank: outer planets (Jupiter–Pluto) to personal points and angles first, then
 * lunations on natal points, then the outer planets' other contacts and stations, then the
 * personal planets, then the Moon. Within a tier: the aspect, the natal point and the body.
 */
export function aspectSignificance(body: TransitBody, point: NatalPoint, aspect: AspectName): number {
  const within = ASPECT_WEIGHT[aspect] + pointWeight(point) + BODY_WEIGHT[body];
  if (SLOW_BODIES.has(body)) return (PERSONAL_POINTS.has(point) ? 500 : 300) + within;
  if (body === "Sun" && point === "Sun" && aspect === "conjunction") return 480; // the solar return
  if (PERSONAL_BODIES.has(body)) return 200 + within;
  if (point === "Moon" && aspect === "conjunction") return 160; // the lunar return
  return 100 + within;
}

function lunationSignificance(contacts: LunationEvent["contacts"]): number {
  if (!contacts.length) return 180;
  return 400 + Math.max(...contacts.map((c) => pointWeight(c.point) + (c.aspect === "conjunction" ? 30 : 25) - c.orb * 5));
}

function minuteKey(ms: number): string {
  return new Date(Math.round(ms / 60000) * 60000).toISOString().slice(0, 16).replace(/[-:T]/g, "");
}

export interface CalendarOptions {
  /** Include the Moon's sign changes (about 13 a month); default false. */
  moonIngresses?: boolean;
  /** Which transiting bodies to follow; default all ten. */
  bodies?: readonly TransitBody[];
}

/**
 * Every exact transit, orb entry (slow planets), ingress, station and lunation in [from, to), in time order.
 */
export function skyEvents(natal: NatalSky, from: Date, to: Date, options: CalendarOptions = {}, clock = new SkyClock()): SkyEvent[] {
  const a = from.getTime();
  const b = to.getTime();
  if (!(b > a)) return [];
  const targets = natalTargets(natal);
  const bodies = options.bodies ?? PLANET_NAMES;
  const events: SkyEvent[] = [];
  const tracks = new Map<TransitBody, Track>();
  const trackOf = (body: TransitBody): Track => {
    let t = tracks.get(body);
    if (!t) {
      t = sampleTrack(clock, body, a, b);
      tracks.set(body, t);
    }
    return t;
  };

  for (const body of bodies) {
    const track = trackOf(body);
    // Stations are also looked for a step outside the window: a stretch boundary just outside it still matters.
    const stationList = trackStations(clock, track, a - track.stepMs, b + track.stepMs);
    const stationTimes = stationList.map((s) => s.at);
    for (const s of stationList) {
      if (s.at < a || s.at >= b) continue;
      const longitude = clock.longitude(body, s.at);
      events.push({
        kind: "station",
        id: `station-${body}-${s.direction}-${minuteKey(s.at)}`,
        at: new Date(s.at),
        body,
        direction: s.direction,
        longitude,
        house: natalHouse(natal, longitude),
        contacts: targets.filter((t) => Math.abs(signedDelta(longitude, t.longitude)) <= 1).map((t) => t.point),
        significance: (SLOW_BODIES.has(body) ? 320 : 220) + BODY_WEIGHT[body],
      });
    }

    for (const target of targets) {
      for (const def of TRANSIT_ASPECTS) {
        const angles = def.angle === 0 || def.angle === 180 ? [def.angle] : [def.angle, -def.angle];
        for (const angle of angles) {
          const lon = normalizeDegrees(target.longitude + angle);
          for (const c of crossings(track, stationTimes, lon, a, b)) {
            const returnOf = def.angle === 0 && body === target.point && (body === "Sun" || body === "Moon") ? (body === "Sun" ? "solar" : "lunar") : null;
            events.push({
              kind: "aspect",
              id: `${body}-${def.type}-${target.point}-${minuteKey(c.at)}`,
              at: new Date(c.at),
              body,
              point: target.point,
              aspect: def.type,
              angle: def.angle,
              longitude: lon,
              house: natalHouse(natal, lon),
              retrograde: !c.direct,
              returnOf,
              significance: aspectSignificance(body, target.point, def.type),
            });
          }
          if (SLOW_BODIES.has(body)) {
            const orb = transitOrb(body);
            // Entering orb: crossing lon − orb moving forward, or lon + orb moving backward.
            for (const edge of [-orb, orb]) {
              for (const c of crossings(track, stationTimes, normalizeDegrees(lon + edge), a, b)) {
                if (c.direct !== edge < 0) continue;
                events.push({
                  kind: "enters-orb",
                  id: `orb-${body}-${def.type}-${target.point}-${minuteKey(c.at)}`,
                  at: new Date(c.at),
                  body,
                  point: target.point,
                  aspect: def.type,
                  angle: def.angle,
                  orb,
                  house: natalHouse(natal, lon),
                  significance: aspectSignificance(body, target.point, def.type) - 5,
                });
              }
            }
          }
        }
      }
    }

    if (body !== "Moon" || options.moonIngresses) {
      for (let s = 0; s < 12; s++) {
        for (const c of crossings(track, stationTimes, s * 30, a, b)) {
          const sign = SIGN_NAMES[c.direct ? s : (s + 11) % 12] as SignName;
          events.push({
            kind: "ingress",
            id: `ingress-${body}-${sign}-${minuteKey(c.at)}`,
            at: new Date(c.at),
            body,
            sign,
            retrograde: !c.direct,
            house: natalHouse(natal, c.direct ? s * 30 + 0.01 : s * 30 - 0.01),
            significance: body === "Moon" ? 20 : (SLOW_BODIES.has(body) ? 260 : 150) + BODY_WEIGHT[body],
          });
        }
      }
    }
  }

  for (const l of lunations(from, to, clock, trackOf("Moon"), trackOf("Sun"))) {
    const contacts: LunationEvent["contacts"] = [];
    for (const t of targets) {
      const d = Math.abs(signedDelta(l.longitude, t.longitude));
      if (d <= 3) contacts.push({ point: t.point, aspect: "conjunction", orb: d });
      else if (180 - d <= 3) contacts.push({ point: t.point, aspect: "opposition", orb: 180 - d });
    }
    events.push({
      kind: "lunation",
      id: `${l.phase}-moon-${minuteKey(l.at.getTime())}`,
      at: l.at,
      phase: l.phase,
      longitude: l.longitude,
      sign: signOf(l.longitude),
      house: natalHouse(natal, l.longitude),
      contacts,
      significance: lunationSignificance(contacts),
    });
  }

  return events.sort((x, y) => x.at.getTime() - y.at.getTime() || y.significance - x.significance);
}

/** New and full Moons in [from, to): the Moon's apparent longitude minus the Sun's at 0° and 180°. */
export function lunations(from: Date, to: Date, clock = new SkyClock(), moonTrack?: Track, sunTrack?: Track): { phase: "new" | "full"; at: Date; longitude: number }[] {
  const a = from.getTime();
  const b = to.getTime();
  const moon = moonTrack ?? sampleTrack(clock, "Moon", a, b);
  const sun = sunTrack ?? sampleTrack(clock, "Sun", a, b);
  const elong = (ms: number) => interp(moon, ms).value - interp(sun, ms).value;
  const out: { phase: "new" | "full"; at: Date; longitude: number }[] = [];
  // The elongation only grows; step through it a quarter day at a time.
  const step = DAY / 4;
  let prev = elong(a);
  for (let t = a; t < b; t += step) {
    const next = elong(Math.min(t + step, b));
    for (let k = Math.ceil(prev / 180); 180 * k < next; k++) {
      const v = 180 * k;
      let at = bisect((ms) => elong(ms) - v, t, Math.min(t + step, b));
      for (let i = 0; i < 2; i++) {
        const miss = signedDelta(normalizeDegrees(v), normalizeDegrees(clock.longitude("Moon", at) - clock.longitude("Sun", at)));
        const rate = interp(moon, at).rate - interp(sun, at).rate;
        at += (miss / rate) * DAY;
        if (Math.abs(miss) < 1e-6) break;
      }
      if (at >= a && at < b) {
        out.push({ phase: ((k % 2) + 2) % 2 === 0 ? "new" : "full", at: new Date(at), longitude: normalizeDegrees(clock.longitude("Moon", at)) });
      }
    }
    prev = next;
  }
  return out;
}

/** Stations of one body in [from, to). */
export function stations(body: TransitBody, from: Date, to: Date, clock = new SkyClock()): { at: Date; direction: "retrograde" | "direct"; longitude: number }[] {
  const track = sampleTrack(clock, body, from.getTime(), to.getTime());
  return trackStations(clock, track, from.getTime(), to.getTime()).map((s) => ({
    at: new Date(s.at),
    direction: s.direction,
    longitude: clock.longitude(body, s.at),
  }));
}

/** Every exact pass of `body` over the longitude `target` in [from, to), each with its direction. */
export function exactPasses(body: TransitBody, target: number, from: Date, to: Date, clock = new SkyClock()): { at: Date; retrograde: boolean }[] {
  const a = from.getTime();
  const b = to.getTime();
  const track = sampleTrack(clock, body, a, b);
  const st = trackStations(clock, track, a - track.stepMs, b + track.stepMs).map((s) => s.at);
  return crossings(track, st, normalizeDegrees(target), a, b).map((c) => ({ at: new Date(c.at), retrograde: !c.direct }));
}

// ---------------------------------------------------------------------------------------------
// A moment: what is in orb now

export interface ActiveTransit {
  id: string;
  body: TransitBody;
  point: NatalPoint;
  aspect: AspectName;
  angle: number;
  /** Degrees from exact now. */
  orb: number;
  applying: boolean;
  /** The transiting body's natal house now, or null without a birth time. */
  house: number | null;
  retrograde: boolean;
  /** The nearest exact pass (before or after now) within the search span, or null. */
  exact: Date | null;
  significance: number;
}

/** How far either side of now the nearest exact pass is looked for, in days. */
const EXACT_SPAN_DAYS: Record<TransitBody, number> = {
  Moon: 1,
  Sun: 3,
  Mercury: 30,
  Venus: 45,
  Mars: 75,
  Jupiter: 200,
  Saturn: 200,
  Uranus: 200,
  Neptune: 200,
  Pluto: 200,
};

/** Every transit within its orb at `at`, most significant first, each with its nearest exact time. */
export function activeTransits(natal: NatalSky, at: Date, clock = new SkyClock()): ActiveTransit[] {
  const now = at.getTime();
  const targets = natalTargets(natal);
  const out: ActiveTransit[] = [];
  for (const body of PLANET_NAMES) {
    const lon = clock.longitude(body, now);
    const speed = clock.speed(body, now);
    const orbLimit = transitOrb(body);
    let track: Track | null = null;
    let stationTimes: number[] = [];
    for (const target of targets) {
      for (const def of TRANSIT_ASPECTS) {
        const angles = def.angle === 0 || def.angle === 180 ? [def.angle] : [def.angle, -def.angle];
        for (const angle of angles) {
          const aim = normalizeDegrees(target.longitude + angle);
          const miss = signedDelta(aim, lon); // positive: the aim is ahead
          if (Math.abs(miss) > orbLimit) continue;
          if (!track) {
            const span = EXACT_SPAN_DAYS[body] * DAY;
            track = sampleTrack(clock, body, now - span, now + span);
            stationTimes = trackStations(clock, track, now - span - track.stepMs, now + span + track.stepMs).map((s) => s.at);
          }
          const span = EXACT_SPAN_DAYS[body] * DAY;
          const passes = crossings(track, stationTimes, aim, now - span, now + span);
          const nearest = passes.reduce<Crossing | null>((best, c) => (!best || Math.abs(c.at - now) < Math.abs(best.at - now) ? c : best), null);
          out.push({
            id: `${body}-${def.type}-${target.point}`,
            body,
            point: target.point,
            aspect: def.type,
            angle: def.angle,
            orb: Math.abs(miss),
            applying: Math.sign(miss) === Math.sign(speed),
            house: natalHouse(natal, lon),
            retrograde: speed < 0,
            exact: nearest ? new Date(nearest.at) : null,
            significance: aspectSignificance(body, target.point, def.type) - Math.abs(miss) * 3,
          });
        }
      }
    }
  }
  return out.sort((x, y) => y.significance - x.significance);
}

/** The Moon at a moment: sign, natal house, and when it next changes sign. */
export function moonAt(natal: NatalSky, at: Date, clock = new SkyClock()): { longitude: number; sign: SignName; house: number | null; nextIngress: { at: Date; sign: SignName } } {
  const ms = at.getTime();
  const longitude = clock.longitude("Moon", ms);
  const sign = signOf(longitude);
  const nextBoundary = (Math.floor(longitude / 30) + 1) * 30;
  const track = sampleTrack(clock, "Moon", ms, ms + 3 * DAY);
  const next = crossings(track, [], normalizeDegrees(nextBoundary), ms, ms + 3 * DAY)[0];
  return {
    longitude,
    sign,
    house: natalHouse(natal, longitude),
    nextIngress: { at: new Date(next ? next.at : ms + 2.5 * DAY), sign: signOf(normalizeDegrees(nextBoundary + 0.01)) },
  };
}
