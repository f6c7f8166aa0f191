"use client";

import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * A value only the browser can know (its clock, its zone list, whether it has hydrated): the
 * server's value during server rendering and hydration, the browser's right after, with no
 * hydration mismatch and no effect-then-setState flash. `read` must return the same value on
 * every call (cache arrays and objects), as useSyncExternalStore requires.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}

const yes = () => true;

/** False on the server and during hydration, true once the browser has taken over. */
export function useMounted(): boolean {
  return useClientValue(yes, false);
}
