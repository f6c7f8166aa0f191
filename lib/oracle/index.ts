/**
 * The oracle engine: astrology, birthplaces, numerology, tarot, synastry and the blueprint.
 * Pure TypeScript with no framework imports. The places atlas loads lazily from a data file on the
 * first search, so importing this module is cheap.
 */
export * from "./astro";
export * from "./blueprint";
export * from "./natal";
export * from "./numerology";
export * from "./places";
export * from "./synastry";
export * from "./tarot";
export { VOICES, type VoiceGuide } from "./writer/voices";
