import { defineLiveSession } from "./live-session";

/** numerology-map: a live session (SPEC §2 Live-session checkout pages); the confirmation letter is its reading. */
export const numerologyMap = defineLiveSession("numerology-map", {
  format: "40-page PDF plus 45-minute session",
  heroTitle: "Your numbers, mapped and explained",
  subtitle: "A 40-page personal numerology map, then a 45-minute live session with Numa to walk you through it.",
  invitation:
    "Every date and every name carries a rhythm. I will calculate yours in full, show you the working on every page, and then sit with you for forty-five minutes so the numbers become a calendar you can actually live by.",
  includes: [
    "A 40-page personal numerology map: core numbers, cycles and pinnacles, with the working shown",
    "A 45-minute live session with Numa to walk through it",
    "Your personal year and months, laid out for the next twelve months",
    "Master numbers 11, 22 and 33 kept whole and explained",
    "Scheduling links and materials by email",
  ],
  process: [
    { title: "Reserve", body: "Share your intention; payment secures your map and your session." },
    { title: "Your map", body: "Numa prepares your 40-page PDF and emails it before you meet." },
    { title: "Meet", body: "Forty-five minutes, live, to read it together and plan your year." },
  ],
  intentionPlaceholder: "e.g. I keep seeing 7s, and I want to plan my year around my personal cycle.",
  minutes: 45,
});
