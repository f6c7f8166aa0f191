import {
  type AstroTime,
  Body,
  C_AUDAY,
  DeltaT_JplHorizons,
  GeoMoon,
  GeoMoonState,
  GeoVector,
  MakeTime,
  RotateVector,
  type RotationMatrix,
  Rotation_EQJ_ECT,
  SetDeltaTFunction,
  e_tilt,
} from "astronomy-engine";

import { RAD, normalizeDegrees, signedDelta } from "./math";
import type { BodyName, PlanetName } from "./types";

// astronomy-engine's default ΔT (Espenak–Meeus) runs ~100 s ahead of the JPL/Swiss values near
// 2100, which alone moves the Moon by about a minute of arc.
SetDeltaTFunction(DeltaT_JplHorizons);

const BODY_OF: Record<PlanetName, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

/** Half-width, in days, of the central difference used for speeds. */
const SPEED_STEP_DAYS = 0.05;

export interface RawPosition {
  longitude: number;
  speed: number;
}

export function toAstroTime(utc: Date): AstroTime {
  return MakeTime(utc);
}

/** EQJ (J2000 mean equator) → true ecliptic and equinox of date. */
export function eclipticOfDate(time: AstroTime): RotationMatrix {
  return Rotation_EQJ_ECT(time);
}

function longitudeOf(rot: RotationMatrix, v: { x: number; y: number; z: number; t: AstroTime }): number {
  // RotateVector needs an astronomy-engine Vector; GeoVector and GeoMoon both return one.
  const e = RotateVector(rot, v as Parameters<typeof RotateVector>[1]);
  return normalizeDegrees(Math.atan2(e.y, e.x) * RAD);
}

function apparentMoon(time: AstroTime) {
  // GeoVector(Moon) is geometric. For the Moon the annual aberration and the Earth's own
  // displacement during the light time cancel, leaving just the Moon's motion during the
  // ~1.3 s the light takes: evaluate it that much earlier.
  const geometric = GeoMoon(time);
  const distance = Math.hypot(geometric.x, geometric.y, geometric.z);
  const earlier = GeoMoon(time.AddDays(-distance / C_AUDAY));
  earlier.t = time;
  return earlier;
}

/** Apparent longitude of a planet alone (no speed): one ephemeris evaluation. */
export function apparentLongitude(name: PlanetName, time: AstroTime, rot: RotationMatrix): number {
  if (name === "Moon") return longitudeOf(rot, apparentMoon(time));
  return longitudeOf(rot, GeoVector(BODY_OF[name], time, true));
}

/** Apparent longitude and speed of a planet (central difference over ±0.05 day). */
export function planetPosition(name: PlanetName, time: AstroTime, rot: RotationMatrix): RawPosition {
  const longitude = apparentLongitude(name, time, rot);
  const before = apparentLongitude(name, time.AddDays(-SPEED_STEP_DAYS), rot);
  const after = apparentLongitude(name, time.AddDays(SPEED_STEP_DAYS), rot);
  return { longitude, speed: signedDelta(after, before) / (2 * SPEED_STEP_DAYS) };
}

/** Nutation in longitude, degrees. */
export function nutationInLongitude(time: AstroTime): number {
  return e_tilt(time).dpsi / 3600;
}

/** True obliquity of the ecliptic, degrees. */
export function trueObliquity(time: AstroTime): number {
  return e_tilt(time).tobl;
}

/**
 * Mean lunar node (Meeus, Astronomical Algorithms 2nd ed., eq. 47.7, from Chapront et al.),
 * referred to the true equinox of date by adding the nutation in longitude.
 */
export function meanNode(time: AstroTime): RawPosition {
  const t = time.tt / 36525;
  const mean = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
  const speedPerCentury = -1934.1362891 + 2 * 0.0020754 * t + (3 * t * t) / 467441;
  return { longitude: normalizeDegrees(mean + nutationInLongitude(time)), speed: speedPerCentury / 36525 };
}

function osculatingNodeLongitude(time: AstroTime, rot: RotationMatrix): number {
  const s = GeoMoonState(time);
  const r = RotateVector(rot, { x: s.x, y: s.y, z: s.z, t: time } as Parameters<typeof RotateVector>[1]);
  const v = RotateVector(rot, { x: s.vx, y: s.vy, z: s.vz, t: time } as Parameters<typeof RotateVector>[1]);
  // The ascending node lies along ẑ × h, where h = r × v is the orbit's angular momentum.
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return normalizeDegrees(Math.atan2(hx, -hy) * RAD);
}

/** True (osculating) lunar node from the Moon's geocentric position and velocity, ecliptic of date. */
export function trueNode(time: AstroTime, rot: RotationMatrix): RawPosition {
  const longitude = osculatingNodeLongitude(time, rot);
  const before = osculatingNodeLongitude(time.AddDays(-SPEED_STEP_DAYS), rot);
  const after = osculatingNodeLongitude(time.AddDays(SPEED_STEP_DAYS), rot);
  return { longitude, speed: signedDelta(after, before) / (2 * SPEED_STEP_DAYS) };
}

export function allPositions(time: AstroTime, names: readonly BodyName[]): Record<BodyName, RawPosition> {
  const rot = eclipticOfDate(time);
  const out = {} as Record<BodyName, RawPosition>;
  for (const name of names) {
    if (name === "MeanNode") out[name] = meanNode(time);
    else if (name === "TrueNode") out[name] = trueNode(time, rot);
    else out[name] = planetPosition(name, time, rot);
  }
  return out;
}
