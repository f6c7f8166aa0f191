import { env } from "@/lib/env";

/**
 * The words the shop may use about how a reading is made, true to the review mode: "hand-crafted"
 * only when every reading is read by a person before it is sent (READING_REVIEW=all). Pages that
 * are pre-rendered read this at build time, so the build must run with the production setting.
 */
export function everyReadingReviewed(): boolean {
  return env.READING_REVIEW === "all";
}

/** The last line of each reading's feature list. */
export function deliveryFeature(): string {
  return everyReadingReviewed()
    ? "Hand-crafted: written for you and read by a person before it is sent, by email within 24 hours"
    : "Written for your question and delivered by email within 24 hours";
}

/** How the letter is written, in one sentence (the shop's process and the reading page). */
export function howItIsWritten(persona: string): string {
  const review = everyReadingReviewed()
    ? "and a person reads every reading before it is sent"
    : env.READING_REVIEW === "flagged"
      ? "and a person reads it first whenever your question touches on health, law, money, another person's private life, death or timing"
      : "and it is checked before it is sent";
  return `Written with our software in ${persona}'s voice from what was drawn and computed for you, ${review}.`;
}
