"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The year as the visitor's clock has it. The footer is pre-rendered, so the build's year is the
 * server snapshot and the browser's replaces it after hydration: no stale year after New Year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
}
