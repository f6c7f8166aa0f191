export { getAtlas, placeById, setAtlasPath } from "./atlas";
export { COUNTRIES, countryByCode, countryName, type Country } from "./countries";
export { normalizeName } from "./normalize";
export { resolvePlace } from "./resolve";
export { searchPlaces, type SearchOptions } from "./search";
export type { Place, PlaceMatch, PlaceResolution, ResolvedPlace } from "./types";
export {
  firstTransition,
  formatOffset,
  isKnownTimeZone,
  localMeanTimeOffsetSeconds,
  localTimeToUtc,
  parseDate,
  parseTime,
  zoneOffsetSeconds,
  type Disambiguation,
  type LocalDateTime,
  type LocalTimeResolution,
  type UtcOption,
  type ZoneTimeOptions,
} from "./zone-time";
