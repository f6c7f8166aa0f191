/**
 * The seeker's remembered intention and last reading, kept in localStorage (SPEC §4). Every
 * change is broadcast as `tqv-memory-update`, and other tabs hear it through `storage` events.
 */
import { subscribeToStoredValue } from "@/lib/storage-events";

export const MEMORY_KEYS = { intention: "tqv-intention", lastReading: "tqv-last-reading" } as const;
export const MEMORY_EVENT = "tqv-memory-update";

export interface Memory {
  intention: string | null;
  lastReading: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): memory is simply empty
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: nothing to remember, but the event still refreshes this tab
  }
  window.dispatchEvent(new CustomEvent(MEMORY_EVENT));
}

let cached: Memory = { intention: null, lastReading: null };

export function getMemorySnapshot(): Memory {
  const intention = read(MEMORY_KEYS.intention);
  const lastReading = read(MEMORY_KEYS.lastReading);
  if (intention !== cached.intention || lastReading !== cached.lastReading) cached = { intention, lastReading };
  return cached;
}

const EMPTY: Memory = { intention: null, lastReading: null };
export const getServerMemorySnapshot = (): Memory => EMPTY;

export function subscribeToMemory(onChange: () => void): () => void {
  const ours = (event: StorageEvent) => event.key === null || event.key === MEMORY_KEYS.intention || event.key === MEMORY_KEYS.lastReading;
  return subscribeToStoredValue(MEMORY_EVENT, ours, onChange);
}

export const rememberIntention = (intention: string | null) => write(MEMORY_KEYS.intention, intention);
export const rememberLastReading = (at: Date = new Date()) => write(MEMORY_KEYS.lastReading, at.toISOString());

/** Logout: the seeker's intention and last reading belong to their account, not to this browser. */
export function forgetMemory() {
  try {
    window.localStorage.removeItem(MEMORY_KEYS.intention);
    window.localStorage.removeItem(MEMORY_KEYS.lastReading);
  } catch {
    // storage disabled: nothing was kept
  }
  window.dispatchEvent(new CustomEvent(MEMORY_EVENT));
}
