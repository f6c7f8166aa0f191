import { defineLiveSession } from "./live-session";

/** tarot-immersion: a live session (SPEC §2 Live-session checkout pages); the confirmation letter is its reading. */
export const tarotImmersion = defineLiveSession("tarot-immersion", {
  format: "45-minute session plus 7 days of support",
  heroTitle: "Sit at the table with Solara",
  subtitle: "A 45-minute live tarot session on the question that matters, then 7 days of support while you act on it.",
  invitation:
    "Come with the question you haven't said out loud yet. We'll shuffle, lay the cards and talk plainly for forty-five minutes. Then I stay with you for a week, by email, while you do the brave part.",
  includes: [
    "A 45-minute live tarot session with Solara",
    "Spreads chosen for your question on the day",
    "7 days of support by email after the session",
    "A written summary of every spread we lay",
    "Scheduling links and materials by email",
  ],
  process: [
    { title: "Reserve", body: "Name your intention; payment secures your session." },
    { title: "Meet", body: "Forty-five minutes, live, with the cards on the table between you." },
    { title: "Seven days", body: "Solara stays with you by email while you act on what you saw." },
  ],
  intentionPlaceholder: "e.g. I need to decide whether to move cities this spring.",
  minutes: 45,
});
