import type { PersonaHandle } from "@/lib/personas";
import { AUTOMATION_PERSONA, type AutomationType } from "@/lib/validations/automation";

/**
 * The three free email series (SPEC §2 Offer pages): copy for the offer page and the emails, and
 * when each is sent in the subscriber's own time zone. Pure data, safe on client and server.
 */
export interface Series {
  type: AutomationType;
  slug: "astro-digest" | "number-brief" | "morning-card-pull";
  persona: PersonaHandle;
  name: string;
  /** When it arrives, in the reader's words. */
  cadence: string;
  eyebrow: string;
  headline: string;
  intro: string;
  bullets: readonly string[];
  ritual: { title: string; steps: readonly string[] };
  /** Placeholder of the optional intention field. */
  intentionPlaceholder: string;
  /** The subscribe button. */
  cta: string;
}

export const SERIES: Record<AutomationType, Series> = {
  "daily-transit-digest": {
    type: "daily-transit-digest",
    slug: "astro-digest",
    persona: AUTOMATION_PERSONA["daily-transit-digest"],
    name: "Daily Transit Digest",
    cadence: "every morning, before 7am where you are",
    eyebrow: "Free daily letter from Astra",
    headline: "The sky, before your day begins",
    intro:
      "Each morning before 7am in your time zone, Astra writes you a short letter about the real sky over your day: where the Moon is and how full, which planets are meeting, who changes sign. Then one small practice to carry with you.",
    bullets: [
      "Today's Moon sign and phase, and what it asks of your feelings",
      "The aspects that are exact today, in plain words, with no fear",
      "Ingresses and stations as they happen, so you are never surprised by the weather",
      "One practice for the day, tuned to the intention you give her",
    ],
    ritual: {
      title: "A morning ritual to pair with it",
      steps: [
        "Before you open anything else, read the digest with your first cup.",
        "Look out of the window for ten breaths. Find the sky, whatever it is doing.",
        "Write one line: what would it mean to move with today's weather instead of against it?",
      ],
    },
    intentionPlaceholder: "e.g. steadier mornings, a kinder pace",
    cta: "Send me the sky",
  },
  "weekly-number-briefing": {
    type: "weekly-number-briefing",
    slug: "number-brief",
    persona: AUTOMATION_PERSONA["weekly-number-briefing"],
    name: "Weekly Number Briefing",
    cadence: "every Sunday morning",
    eyebrow: "Free weekly letter from Numa",
    headline: "Your week, in numbers you can live by",
    intro:
      "Every Sunday morning Numa sends the week ahead as a rhythm: the universal numbers of each day and, if you have a portal with your birth date, your personal year, month and day numbers, with her working shown.",
    bullets: [
      "The number of each day of the coming week, and what it is good for",
      "Your personal year, month and days when we know your birth date",
      "The arithmetic, always: no mystery, just patterns",
      "One focus for the week, from a numerologist who explains herself",
    ],
    ritual: {
      title: "A Sunday ritual to pair with it",
      steps: [
        "Open your calendar beside the briefing.",
        "Mark the day whose number suits your biggest task of the week, and move the task there if you can.",
        "Write the week's focus number somewhere you will see it every morning.",
      ],
    },
    intentionPlaceholder: "e.g. finishing my thesis, saving for a move",
    cta: "Send me the numbers",
  },
  "morning-card-pull": {
    type: "morning-card-pull",
    slug: "morning-card-pull",
    persona: AUTOMATION_PERSONA["morning-card-pull"],
    name: "Morning Card Pull",
    cadence: "every morning",
    eyebrow: "Free daily card from Solara",
    headline: "One card, pulled for you, every morning",
    intro:
      "Every morning one card is drawn for you from the full 78-card deck, for you and that day alone, and Solara reads it. Its meaning, upright or reversed, and one thing to do with it before lunch.",
    bullets: [
      "A card drawn for you and the date: yours, not everyone's",
      "Reversals honoured, and read plainly",
      "One sentence to carry, one practice to try",
      "Tuned to your intention, if you share one",
    ],
    ritual: {
      title: "A one-minute ritual to pair with it",
      steps: [
        "Read the card's name first, before the meaning. Notice your first feeling.",
        "Read Solara's words, then close your eyes for three breaths.",
        "Tonight, ask: where did this card show up today?",
      ],
    },
    intentionPlaceholder: "e.g. braver conversations, trusting my gut",
    cta: "Pull my cards",
  },
};

export const SERIES_LIST: readonly Series[] = Object.values(SERIES);
