import { DEG, RAD, forwardArc, normalizeDegrees, signedDelta } from "./math";
import type { HouseFallback, HouseSystem } from "./types";

export interface Angles {
  /** Right ascension of the meridian (local apparent sidereal time), degrees. */
  armc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  latitude: number;
  ascendant: number;
  midheaven: number;
}

/** Ecliptic longitude of the point of the ecliptic with right ascension `ra` (degrees). */
function longitudeFromRightAscension(ra: number, obliquity: number): number {
  const r = ra * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(obliquity * DEG)) * RAD);
}

/**
 * Ascendant and MC from the local apparent sidereal time (ARMC) and the true obliquity.
 * Inside the polar circles the textbook formula can return the descendant; as Swiss Ephemeris
 * does, the ascendant is kept in the eastern half, less than 180° ahead of the MC.
 */
export function computeAngles(armc: number, obliquity: number, latitude: number): Angles {
  const r = armc * DEG;
  const e = obliquity * DEG;
  const midheaven = longitudeFromRightAscension(armc, obliquity);
  let ascendant = normalizeDegrees(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(latitude * DEG) * Math.sin(e))) * RAD,
  );
  if (signedDelta(ascendant, midheaven) < 0) ascendant = normalizeDegrees(ascendant + 180);
  return { armc: normalizeDegrees(armc), obliquity, latitude, ascendant, midheaven };
}

/** Placidus has no solution where part of the ecliptic never rises or sets. */
export function isPlacidusDefined(latitude: number, obliquity: number): boolean {
  return Math.abs(latitude) < 90 - obliquity;
}

function withOpposites(c1: number, c2: number, c3: number, c10: number, c11: number, c12: number): number[] {
  const opp = (x: number) => normalizeDegrees(x + 180);
  return [c1, c2, c3, opp(c10), opp(c11), opp(c12), opp(c1), opp(c2), opp(c3), c10, c11, c12];
}

function porphyry(a: Angles): number[] {
  const { ascendant: asc, midheaven: mc } = a;
  const ic = normalizeDegrees(mc + 180);
  const upper = forwardArc(mc, asc) / 3; // MC → ASC, houses 10–12
  const lower = forwardArc(asc, ic) / 3; // ASC → IC, houses 1–3
  return withOpposites(
    asc,
    normalizeDegrees(asc + lower),
    normalizeDegrees(asc + 2 * lower),
    mc,
    normalizeDegrees(mc + upper),
    normalizeDegrees(mc + 2 * upper),
  );
}

function equal(a: Angles): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(a.ascendant + 30 * i));
}

function wholeSign(a: Angles): number[] {
  const first = Math.floor(a.ascendant / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(first + 30 * i));
}

/**
 * One Placidus cusp by semi-arc iteration. The cusp is the ecliptic point whose hour angle is a
 * fixed fraction of its own diurnal (cusps 11, 12) or nocturnal (cusps 2, 3) semi-arc.
 * `offset(ad)` gives the cusp's right ascension relative to the ARMC from the ascensional
 * difference `ad` of the current guess.
 */
function placidusCusp(a: Angles, start: number, offset: (ad: number) => number): number {
  const e = a.obliquity * DEG;
  const tanPhi = Math.tan(a.latitude * DEG);
  let lon = start;
  for (let i = 0; i < 100; i++) {
    const sinDec = Math.sin(e) * Math.sin(lon * DEG);
    const tanDec = sinDec / Math.sqrt(1 - sinDec * sinDec);
    const ad = Math.asin(Math.max(-1, Math.min(1, tanPhi * tanDec))) * RAD;
    const next = longitudeFromRightAscension(a.armc + offset(ad), a.obliquity);
    if (Math.abs(signedDelta(next, lon)) < 1e-10) return next;
    lon = next;
  }
  return lon;
}

function placidus(a: Angles): number[] {
  const p = porphyry(a);
  // Diurnal semi-arc = 90° + AD, nocturnal = 90° − AD; cusps 2 and 3 are measured back from the IC.
  const c11 = placidusCusp(a, p[10] as number, (ad) => (90 + ad) / 3);
  const c12 = placidusCusp(a, p[11] as number, (ad) => (2 * (90 + ad)) / 3);
  const c2 = placidusCusp(a, p[1] as number, (ad) => 180 - (2 * (90 - ad)) / 3);
  const c3 = placidusCusp(a, p[2] as number, (ad) => 180 - (90 - ad) / 3);
  return withOpposites(a.ascendant, c2, c3, a.midheaven, c11, c12);
}

export interface HouseResult {
  cusps: number[];
  system: HouseSystem;
  fallback: HouseFallback | null;
}

export function computeHouses(angles: Angles, system: HouseSystem): HouseResult {
  switch (system) {
    case "placidus":
      if (!isPlacidusDefined(angles.latitude, angles.obliquity)) {
        // Porphyry still runs here, but its houses shrink to slivers (1.7° in Tromsø some hours):
        // whole-sign houses stay meaningful at any latitude. Another system can still be asked for.
        return {
          cusps: wholeSign(angles),
          system: "whole-sign",
          fallback: {
            requested: "placidus",
            used: "whole-sign",
            reason: `Above the polar circle (beyond latitude ${(90 - angles.obliquity).toFixed(2)}°) Placidus houses are undefined, because part of the zodiac never rises or sets there, and quadrant houses can shrink to slivers; whole-sign houses are used instead. You can still choose Porphyry or equal houses.`,
          },
        };
      }
      return { cusps: placidus(angles), system, fallback: null };
    case "porphyry":
      return { cusps: porphyry(angles), system, fallback: null };
    case "equal":
      return { cusps: equal(angles), system, fallback: null };
    case "whole-sign":
      return { cusps: wholeSign(angles), system, fallback: null };
  }
}

/** House (1–12) containing a longitude, given cusps in order. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i] as number;
    const end = cusps[(i + 1) % 12] as number;
    if (forwardArc(start, longitude) < forwardArc(start, end)) return i + 1;
  }
  return 12;
}
