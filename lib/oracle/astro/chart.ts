import { allPositions, toAstroTime, trueObliquity } from "./ephemeris";
import { findAspects, type AspectPoint } from "./aspects";
import { computeAngles, computeHouses, houseOf } from "./houses";
import { normalizeDegrees } from "./math";
import { degreeInSign, signOf } from "./zodiac";
import { apparentSiderealDegrees } from "./sidereal";
import { BODY_NAMES, type BodyName, type BodyPosition, type Chart, type HouseSystem, HOUSE_SYSTEMS } from "./types";

export interface ChartInput {
  utc: Date;
  latitude: number;
  longitude: number;
  houseSystem?: HouseSystem;
}

/** Bodies that take part in aspects: the mean node would only duplicate the true node. */
const ASPECT_BODIES: readonly BodyName[] = BODY_NAMES.filter((b) => b !== "MeanNode");

function validate(input: ChartInput): void {
  if (!(input.utc instanceof Date) || Number.isNaN(input.utc.getTime())) {
    throw new RangeError("computeChart: utc must be a valid Date");
  }
  if (!Number.isFinite(input.latitude) || Math.abs(input.latitude) > 90) {
    throw new RangeError(`computeChart: latitude ${input.latitude} is outside −90…90`);
  }
  if (!Number.isFinite(input.longitude) || Math.abs(input.longitude) > 180) {
    throw new RangeError(`computeChart: longitude ${input.longitude} is outside −180…180`);
  }
  if (input.houseSystem !== undefined && !HOUSE_SYSTEMS.includes(input.houseSystem)) {
    throw new RangeError(`computeChart: unknown house system "${String(input.houseSystem)}"`);
  }
}

/**
 * Casts a chart. With `withHouses` false (birth time unknown) the ascendant, MC and houses are
 * left out, because at an unknown hour they could be anywhere.
 */
export function castChart(input: ChartInput, withHouses: boolean): Chart {
  validate(input);
  const time = toAstroTime(input.utc);
  const raw = allPositions(time, BODY_NAMES);
  const obliquity = trueObliquity(time);
  const armc = normalizeDegrees(apparentSiderealDegrees(time) + input.longitude);
  // tan(±90°) is infinite; a hair inside the pole keeps the ascendant formula finite.
  const latitude = Math.max(-89.9999, Math.min(89.9999, input.latitude));

  let ascendant: number | null = null;
  let midheaven: number | null = null;
  let houses: number[] = [];
  let houseSystem: HouseSystem | null = null;
  let houseFallback: Chart["houseFallback"] = null;
  if (withHouses) {
    const angles = computeAngles(armc, obliquity, latitude);
    const result = computeHouses(angles, input.houseSystem ?? "placidus");
    ascendant = angles.ascendant;
    midheaven = angles.midheaven;
    houses = result.cusps;
    houseSystem = result.system;
    houseFallback = result.fallback;
  }

  const bodies = {} as Record<BodyName, BodyPosition>;
  for (const name of BODY_NAMES) {
    const { longitude, speed } = raw[name];
    bodies[name] = {
      longitude,
      speed,
      sign: signOf(longitude),
      degreeInSign: degreeInSign(longitude),
      retrograde: speed < 0,
      house: houses.length === 12 ? houseOf(longitude, houses) : null,
    };
  }

  const points: AspectPoint[] = ASPECT_BODIES.map((name) => ({ name, ...raw[name] }));
  return {
    utc: new Date(input.utc.getTime()),
    latitude: input.latitude,
    longitude: input.longitude,
    bodies,
    ascendant,
    midheaven,
    houses,
    houseSystem,
    houseFallback,
    aspects: findAspects(points),
    armc,
    obliquity,
    julianDayUt: 2451545 + time.ut,
    deltaTSeconds: (time.tt - time.ut) * 86400,
  };
}

/** A full chart: bodies, angles, houses and aspects. */
export function computeChart(input: ChartInput): Chart {
  return castChart(input, true);
}
