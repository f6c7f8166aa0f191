import { REFUND_WINDOW_DAYS } from "@/config/site";
import { personaOrDefault } from "@/lib/personas";

import type { ReadingPageDto } from "./types";

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "May 10, 2026" (the app's long date), in UTC so the server and every reader agree. */
export function formatReadingDate(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** "09:00 UTC on May 10, 2026", as the letter itself says it. */
export function formatReadingInstant(iso: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(new Date(iso));
  return `${time} UTC on ${formatReadingDate(iso)}`;
}

/**
 * How the reading was made, in plain words and only what is true of this one: how its cards
 * were drawn (a cryptographic shuffle at payment, or, for readings from before that, a shuffle
 * seeded by the order), what the letter was written from, and that a person read it only when a
 * person approved it in the studio.
 */
export function madeHow(reading: Pick<ReadingPageDto, "page" | "persona" | "cards" | "made">): string[] {
  const persona = personaOrDefault(reading.persona).displayName;
  const { draw, paidAt, sentAt, reviewed } = reading.made;
  const count = NUMBER_WORDS[reading.cards.length] ?? String(reading.cards.length);
  const lines: string[] = [];

  if (reading.cards.length && draw) {
    const when = draw.drawnAt ?? paidAt;
    lines.push(
      draw.method === "crypto"
        ? `Your ${count} cards were drawn by a cryptographic random shuffle when your payment went through${when ? `, at ${formatReadingInstant(when)}` : ""}. Nobody chose them.`
        : `Your ${count} cards were drawn by a shuffle seeded with your order's number when it was placed. Nobody chose them.`,
    );
  }
  const from =
    reading.page === "tarot" ? "from those cards and your question" : reading.cards.length ? "from your two charts, your numbers and those cards" : "from your two charts and your numbers, computed from the birth details you gave";
  lines.push(
    `${persona}'s letter was written with our software, in ${persona}'s voice, ${from}${reviewed ? ", and read and approved by a person on our team before it was sent" : ""}.${sentAt ? ` It was sent on ${formatReadingDate(sentAt)}.` : ""}`,
  );
  lines.push(`If it doesn't feel right for you, reply to its email within ${REFUND_WINDOW_DAYS} days for a full refund. Readings are for reflection, not medical, legal or financial advice.`);
  return lines;
}
