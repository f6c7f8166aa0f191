import { normalizeDegrees } from "./math";

export const SIGN_NAMES = [
  "Aries",
  "Taurus",
  "Gemini",
  "Cancer",
  "Leo",
  "Virgo",
  "Libra",
  "Scorpio",
  "Sagittarius",
  "Capricorn",
  "Aquarius",
  "Pisces",
] as const;
export type SignName = (typeof SIGN_NAMES)[number];

export type Element = "fire" | "earth" | "air" | "water";
export type Modality = "cardinal" | "fixed" | "mutable";

export interface SignInfo {
  name: SignName;
  /** The glyph followed by U+FE0E so browsers draw text, not an emoji. */
  glyph: string;
  element: Element;
  modality: Modality;
  /** Traditional ruler first, modern co-ruler second where there is one. */
  rulers: readonly string[];
}

const ELEMENTS: readonly Element[] = ["fire", "earth", "air", "water"];
const MODALITIES: readonly Modality[] = ["cardinal", "fixed", "mutable"];
const GLYPHS = ["♈", "♉", "♊", "♋", "♌", "♍", "♎", "♏", "♐", "♑", "♒", "♓"];
const RULERS: readonly (readonly string[])[] = [
  ["Mars"],
  ["Venus"],
  ["Mercury"],
  ["Moon"],
  ["Sun"],
  ["Mercury"],
  ["Venus"],
  ["Mars", "Pluto"],
  ["Jupiter"],
  ["Saturn"],
  ["Saturn", "Uranus"],
  ["Jupiter", "Neptune"],
];

export const TEXT_VARIATION = "\uFE0E";

export const SIGNS: readonly SignInfo[] = SIGN_NAMES.map((name, i) => ({
  name,
  glyph: `${GLYPHS[i]}${TEXT_VARIATION}`,
  element: ELEMENTS[i % 4] as Element,
  modality: MODALITIES[i % 3] as Modality,
  rulers: RULERS[i] ?? [],
}));

export function signIndexOf(longitude: number): number {
  // Guard the 360 → 0 wrap that floating point can produce at 359.9999999….
  return Math.min(11, Math.floor(normalizeDegrees(longitude) / 30));
}

export function signOf(longitude: number): SignName {
  return SIGN_NAMES[signIndexOf(longitude)] as SignName;
}

export function signInfo(sign: SignName): SignInfo {
  return SIGNS[SIGN_NAMES.indexOf(sign)] as SignInfo;
}

export function degreeInSign(longitude: number): number {
  return normalizeDegrees(longitude) - signIndexOf(longitude) * 30;
}

/** 23.5° → "23°30′"; rounding to the minute never shows 60′. */
export function formatDegreeMinutes(degreeInSignValue: number): string {
  const totalMinutes = Math.floor(degreeInSignValue * 60 + 1e-9);
  const d = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${d}°${String(m).padStart(2, "0")}′`;
}

/** "14°05′ Taurus" style label for a longitude. */
export function formatLongitude(longitude: number): string {
  return `${formatDegreeMinutes(degreeInSign(longitude))} ${signOf(longitude)}`;
}
