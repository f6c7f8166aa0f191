"use client";

import { useClientValue } from "@/hooks/use-client-value";

const thisYear = () => new Date().getFullYear();

/**
 * The year as the visitor's clock has it. The footer is pre-rendered, so the build's year is the
 * server snapshot and the browser's replaces it after hydration: no stale year after New Year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return useClientValue(thisYear, buildYear);
}
