/** A place from the atlas, with everything a chart needs. */
export interface Place {
  /** GeoNames id: stable, safe to store. */
  id: number;
  name: string;
  /** First-level region (state, province, …) where the atlas knows its name. */
  region: string | null;
  /** GeoNames first-level code, e.g. "IL" for Illinois, "ENG" for England. */
  regionCode: string | null;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  timezone: string;
  population: number;
  /** "Springfield, Illinois, United States". */
  label: string;
}

/** A place as resolvePlace returns it (the name for an atlas place). */
export type ResolvedPlace = Place;

export interface PlaceMatch {
  place: Place;
  /** Higher is better: match quality plus a population term. */
  score: number;
  match: "exact" | "prefix" | "word";
}

export type PlaceResolution =
  | {
      status: "found";
      query: string;
      place: Place;
      /** "high" for an exact name that satisfies every hint; "medium" for a prefix or an ambiguous name. */
      confidence: "high" | "medium";
      /** Other plausible places, best first. */
      alternatives: Place[];
      /** Parts of the text that were neither a known country nor a known region. */
      ignoredHints: string[];
    }
  | {
      status: "not-found";
      query: string;
      reason: "empty" | "no-match" | "no-match-for-hints";
      message: string;
      /** Near misses (e.g. the same name in another country). */
      suggestions: Place[];
    };
