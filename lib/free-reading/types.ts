import type { SignName } from "@/lib/oracle/astro";

export interface FreeReadingPlacement {
  /** One sign, or the Moon's two possible signs when the birth hour is unknown. */
  signs: SignName[];
  words: string;
}

/** What the signed-out visitor sees; computed on request, never stored. */
export interface FreeReading {
  sun: FreeReadingPlacement;
  moon: FreeReadingPlacement & { certain: boolean };
  /** Null without both a time and a place. */
  rising: FreeReadingPlacement | null;
  lifePath: { value: number; title: string; words: string };
  /** The birthplace the sky was cast for (its atlas label), or null when none was given. */
  place: string | null;
  /** What was left out and why, for the page to say plainly. */
  notes: string[];
}
