import "server-only";

import { resolvePlace, type Place } from "@/lib/oracle/places";

import { toPlaceSuggestion, type PlaceSuggestion } from "./search-birthplaces";

/** Whether a typed birthplace is on the atlas, and if not, what the seeker may have meant. */
export type BirthplaceCheck =
  | { found: true; place: PlaceSuggestion }
  | { found: false; message: string; suggestions: PlaceSuggestion[] };

const MAX_SUGGESTIONS = 4;

/** The sentence shown under a birthplace field the atlas does not know, with up to three guesses. */
export function unknownPlaceMessage(suggestions: readonly { label: string }[]): string {
  const hint = suggestions.length
    ? ` Did you mean ${suggestions
        .slice(0, 3)
        .map((p) => p.label)
        .join(", ")}?`
    : " Try adding the country, e.g. “Paris, France”.";
  return `We couldn't find that place.${hint}`;
}

/**
 * Resolves a typed birthplace the way a blueprint will (lib/reports/create-solo-report.ts), so a
 * place accepted at signup always charts later. Unknown places come back with near misses.
 */
export function checkBirthplace(text: string, id?: number): BirthplaceCheck {
  const resolution = resolvePlace(text, { id });
  if (resolution.status === "found") return { found: true, place: toPlaceSuggestion(resolution.place) };
  const suggestions = resolution.suggestions.slice(0, MAX_SUGGESTIONS).map((p: Place) => toPlaceSuggestion(p));
  return { found: false, message: unknownPlaceMessage(suggestions), suggestions };
}
