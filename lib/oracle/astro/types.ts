import type { SignName } from "./zodiac";

export const PLANET_NAMES = [
  "Sun",
  "Moon",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Uranus",
  "Neptune",
  "Pluto",
] as const;
export type PlanetName = (typeof PLANET_NAMES)[number];

export const BODY_NAMES = [...PLANET_NAMES, "MeanNode", "TrueNode"] as const;
export type BodyName = (typeof BODY_NAMES)[number];

export const HOUSE_SYSTEMS = ["placidus", "whole-sign", "equal", "porphyry"] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export interface BodyPosition {
  /** Degrees in [0, 360): geocentric apparent tropical longitude, true equinox and ecliptic of date. */
  longitude: number;
  /** Degrees per day (negative while retrograde). */
  speed: number;
  sign: SignName;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  retrograde: boolean;
  /** House 1–12, or null when the chart has no houses (unknown birth time). */
  house: number | null;
}

export type AspectName = "conjunction" | "sextile" | "square" | "trine" | "opposition";
export type AspectNature = "harmonious" | "tense" | "neutral";

export interface Aspect {
  a: BodyName;
  b: BodyName;
  type: AspectName;
  /** Exact angle of the aspect: 0, 60, 90, 120 or 180. */
  angle: number;
  nature: AspectNature;
  /** Distance from exact, in degrees. */
  orb: number;
  /** Largest orb allowed for this pair and aspect. */
  maxOrb: number;
  /** True while the orb is shrinking (the faster body moving towards exact). */
  applying: boolean;
  phase: "applying" | "separating";
}

export interface HouseFallback {
  requested: HouseSystem;
  used: HouseSystem;
  reason: string;
}

export interface Chart {
  /** The instant the chart is cast for. */
  utc: Date;
  latitude: number;
  longitude: number;
  bodies: Record<BodyName, BodyPosition>;
  /** Null when the chart has no houses (unknown birth time). */
  ascendant: number | null;
  midheaven: number | null;
  /** Twelve cusp longitudes, cusp 1 first; empty when the chart has no houses. */
  houses: number[];
  /** The house system actually used (after any polar fallback); null without houses. */
  houseSystem: HouseSystem | null;
  /** Set when the requested system could not be used (Placidus above the polar circles). */
  houseFallback: HouseFallback | null;
  aspects: Aspect[];
  /** Right ascension of the MC (local apparent sidereal time) and true obliquity, in degrees. */
  armc: number;
  obliquity: number;
  julianDayUt: number;
  deltaTSeconds: number;
}
