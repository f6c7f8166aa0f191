import "server-only";

import { ApiError } from "@/lib/api/errors";
import { resolvePlace } from "@/lib/oracle/places";

interface BirthFields {
  dob: string;
  tob: string;
  pob: string;
}

const FIELD_LABEL = { person1: "Your Place of Birth", person2: "Partner's Place of Birth" } as const;

/** The message for a birthplace the atlas cannot find, with its near misses as suggestions. */
export function placeNotFoundMessage(label: string, typed: string, suggestions: readonly string[]): string {
  const base = `We could not find “${typed}” (${label}).`;
  return suggestions.length > 0
    ? `${base} Did you mean ${suggestions.map((s) => `“${s}”`).join(" or ")}? Pick one from the list, or type the nearest town.`
    : `${base} Type the nearest town or city and pick it from the list.`;
}

/**
 * Never sell a chart for a place we cannot find: every birthplace of a couples order is resolved
 * before payment. An unknown place answers 400 naming the field (`fieldErrors` by payload path),
 * with up to three suggestions in the message.
 */
export function assertBirthplacesFound(input: { person1: BirthFields; person2: BirthFields }): void {
  const fieldErrors: Record<string, string[]> = {};
  // A chart compared with itself is not a compatibility reading: refuse it before payment.
  const key = (p: BirthFields) => [p.dob.trim(), p.tob.trim(), p.pob.trim().toLowerCase()].join("|");
  if (key(input.person1) === key(input.person2)) {
    const message = "Your partner's birth details are the same as yours: a compatibility reading compares two different births.";
    throw new ApiError(400, message, { "person2.dob": [message] });
  }
  for (const who of ["person1", "person2"] as const) {
    const typed = input[who].pob.trim();
    const resolution = resolvePlace(typed);
    if (resolution.status === "found") continue;
    const suggestions = resolution.suggestions.slice(0, 3).map((p) => p.label);
    fieldErrors[`${who}.pob`] = [placeNotFoundMessage(FIELD_LABEL[who], typed, suggestions)];
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first) throw new ApiError(400, first, fieldErrors);
}
