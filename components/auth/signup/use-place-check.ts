"use client";

import * as React from "react";

import { apiGet } from "@/lib/api-client";

import type { PlaceChoice } from "./step-blueprint";
import type { SignupForm } from "./wizard-fields";

type PlaceCheck = { found: true; place: PlaceChoice } | { found: false; message: string; suggestions: PlaceChoice[] };

/**
 * Step 2's birthplace check (GET /api/places/check). A typed birthplace must be one the atlas
 * knows, or the blueprint could never be charted: an unknown one keeps the seeker on step 2 with
 * near misses to pick (or the place left out). If the check itself cannot be made, the seeker goes
 * on: the server checks again at signup.
 */
export function usePlaceCheck(form: SignupForm) {
  const [suggestions, setSuggestions] = React.useState<PlaceChoice[]>([]);
  const [checking, setChecking] = React.useState(false);

  async function placeIsKnown(): Promise<boolean> {
    const typed = form.getValues("placeOfBirth")?.trim();
    if (!typed) return true;
    setChecking(true);
    try {
      const check = await apiGet<PlaceCheck>(`/api/places/check?q=${encodeURIComponent(typed)}`);
      if (check.found) {
        if (check.place.label !== typed) form.setValue("placeOfBirth", check.place.label);
        return true;
      }
      setSuggestions(check.suggestions);
      form.setError("placeOfBirth", { message: check.message }, { shouldFocus: true });
      return false;
    } catch {
      return true;
    } finally {
      setChecking(false);
    }
  }

  /** The seeker picked a near miss, or left the place out: either way the error is settled. */
  function settle(value: string) {
    form.setValue("placeOfBirth", value, { shouldValidate: value !== "" });
    form.clearErrors("placeOfBirth");
    setSuggestions([]);
  }

  const clearSuggestions = React.useCallback(() => setSuggestions([]), []);
  return { suggestions, checking, placeIsKnown, settle, clearSuggestions };
}
