export { computeChart, castChart, type ChartInput } from "./chart";
export { ASPECTS, aspectBetween, findAspects, maxOrb, type AspectDefinition, type AspectPoint } from "./aspects";
export { computeAngles, computeHouses, houseOf, isPlacidusDefined, type Angles, type HouseResult } from "./houses";
export { minimumClearance, minimumSeparation, spreadLabels, spreadLabelsAround, type LabelPlacement, type SpreadAroundOptions } from "./layout";
export { normalizeDegrees, signedDelta, separation } from "./math";
export {
  SIGNS,
  SIGN_NAMES,
  degreeInSign,
  formatDegreeMinutes,
  formatLongitude,
  signIndexOf,
  signInfo,
  signOf,
  type Element,
  type Modality,
  type SignInfo,
  type SignName,
} from "./zodiac";
export * from "./types";
