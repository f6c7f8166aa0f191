"use client";

import { currentZoneId, currentZoneIds } from "@/components/places/time-zones";

import { useClientValue } from "./use-client-value";

const NO_ZONES: readonly string[] = [];
let zones: readonly string[] | undefined;

function browserZoneList(): readonly string[] {
  if (zones) return zones;
  try {
    zones = typeof Intl.supportedValuesOf === "function" ? currentZoneIds(Intl.supportedValuesOf("timeZone")) : NO_ZONES;
  } catch {
    zones = NO_ZONES;
  }
  return zones;
}

/**
 * The zones the browser's own ICU data knows, for a zone field's suggestions. Read on the client
 * only (the server's Node may know a different list), so the server renders none.
 */
export function useTimeZoneList(): readonly string[] {
  return useClientValue(browserZoneList, NO_ZONES);
}

/** The browser's own zone ("Europe/Lisbon"), to offer as a form's default; "" where unknown. */
export function browserTimeZone(): string {
  try {
    return currentZoneId(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
  } catch {
    return "";
  }
}
