import "server-only";

import { searchPlaces, type Place } from "@/lib/oracle/places";

/** What the autocomplete needs of a place (never the whole atlas row). */
export interface PlaceSuggestion {
  id: number;
  label: string;
  name: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export function toPlaceSuggestion(place: Place): PlaceSuggestion {
  return {
    id: place.id,
    label: place.label,
    name: place.name,
    region: place.region,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.timezone,
  };
}

export function searchBirthplaces(query: string, limit: number): PlaceSuggestion[] {
  if (query.length < 2) return [];
  return searchPlaces(query, limit).map(({ place }) => toPlaceSuggestion(place));
}
