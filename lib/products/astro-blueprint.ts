import { defineLiveSession } from "./live-session";

/** astro-blueprint: a live session (SPEC §2 Live-session checkout pages); the confirmation letter is its reading. */
export const astroBlueprint = defineLiveSession("astro-blueprint", {
  format: "60-minute live session",
  heroTitle: "Your sky, read with you, live",
  subtitle: "A 60-minute live session with Astra, walking through your natal chart and the season you are in.",
  invitation:
    "Bring your birth details and whatever you are carrying. We will look at the sky you were born under together, unhurried, and find the long cycles moving through your life right now, and what they ask of you this season.",
  includes: [
    "Your natal chart cast before we meet, from your birth date, time and place",
    "A 60-minute live session with Astra, one to one",
    "The transits shaping your next twelve months, and how to work with them",
    "Time for your own questions, as many as the hour holds",
    "Session notes by email afterwards",
  ],
  process: [
    { title: "Reserve", body: "Tell Astra your intention; payment secures your spot." },
    { title: "Schedule", body: "Scheduling links and a short birth-details form arrive by email." },
    { title: "Meet", body: "Sixty minutes, live, with your chart on the screen between you." },
  ],
  intentionPlaceholder: "e.g. I'm turning 29 and want to understand what my Saturn return is asking of me.",
  minutes: 60,
});
