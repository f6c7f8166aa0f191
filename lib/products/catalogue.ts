import type { PersonaHandle } from "@/lib/personas";

import { CURRENCY, formatAmount, PRICES, PRODUCT_NAMES, type LiveSessionProductId, type ProductId } from "./ids";

/**
 * The shop's copy for every product (SPEC §3 Reading product, §2 Live-session checkout pages).
 * Prices are never written here: they come from PRICES in ./ids, so the card, the checkout page
 * and the amount charged cannot drift apart.
 */

export interface ProcessStep {
  title: string;
  body: string;
}

/** The three readings on /readings, keyed by the shop's short names. */
export const READING_KINDS = ["tarot", "match", "bundle"] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

export interface ReadingProduct {
  kind: ReadingKind;
  id: Extract<ProductId, "tarot" | "match-report" | "bundle-couples">;
  /** Whose voice leads the reading (the tarot is Solara's; the couples reports are Astra's with Numa). */
  persona: PersonaHandle;
  name: string;
  label: string;
  heroTitle: string;
  subtitle: string;
  /** A longer note in the oracle's voice, shown beside the order form. */
  description: string;
  amount: number;
  currency: string;
  priceLabel: string;
  priceSuffix: string;
  features: readonly string[];
  process: readonly ProcessStep[];
  /** Submit button text; the price is appended by the form. */
  cta: string;
  requiresAccount: boolean;
  bestValue?: true;
  highlight?: "Best Value";
}

const DELIVERY = "Hand-crafted and delivered by email within 24 hours";

type Priced = "name" | "amount" | "currency" | "priceLabel";

/** Adds the catalogue name and the server price (and its label) to a product's copy. */
function priced<T extends { id: ProductId }>(copy: T): T & Pick<ReadingProduct, Priced> {
  const amount = PRICES[copy.id];
  return { ...copy, name: PRODUCT_NAMES[copy.id], amount, currency: CURRENCY, priceLabel: formatAmount(amount, CURRENCY) };
}
const reading = (copy: Omit<ReadingProduct, Priced>): ReadingProduct => priced(copy);
const liveSession = (copy: Omit<LiveSessionProduct, Priced>): LiveSessionProduct => priced(copy);

export const READING_PRODUCTS: Record<ReadingKind, ReadingProduct> = {
  tarot: reading({
    kind: "tarot",
    id: "tarot",
    persona: "solara",
    label: "Solo Tarot",
    heroTitle: "The Three-Card Quantum Tarot Reading",
    subtitle: "One honest question, three cards: Past, Present and Path, read plainly, with a 30-day plan to live it.",
    description:
      "Bring me the question you keep circling. I lay three cards: what brought you here, what is true right now, and the path that opens when you stop bargaining with yourself. Then we turn it into thirty days of small, doable steps.",
    priceSuffix: "one-time",
    features: [
      "A 3-card Past / Present / Path spread, drawn for your question",
      "Every card read in its position, reversals honoured",
      "A 30-day integration plan: one small practice each week",
      "Journal prompts that keep the conversation going",
      DELIVERY,
    ],
    process: [
      { title: "Ask", body: "Write the question you are actually living with. Specific beats polite." },
      { title: "The draw", body: "Solara shuffles for your question and lays three cards: where it began, where it stands, where it can go." },
      { title: "The reading", body: "Each card is read in its place and against the others, in plain words, with no fear and no fluff." },
      { title: "Your inbox", body: "Within 24 hours: your spread, what it means for you and a 30-day plan you can start tonight." },
    ],
    cta: "Begin My Tarot Reading",
    requiresAccount: false,
  }),
  match: reading({
    kind: "match",
    id: "match-report",
    persona: "astra",
    label: "Compatibility",
    heroTitle: "The Couples Compatibility Report",
    subtitle: "Both charts and both sets of numbers, read side by side: where you flow, where you snag, and a 7-day ritual plan for two.",
    description:
      "Two people are two skies meeting. I cast both of your charts and read how they speak to each other, while Numa lays your numbers side by side. Nothing here is a verdict on your love; it is a map of your weather, and seven days of rituals to walk it together.",
    priceSuffix: "per couple",
    features: [
      "Both natal charts, cast from exact birth times and places",
      "Synastry: how your Suns, Moons, Venus and Mars talk to each other",
      "Both life paths and expression numbers, side by side, with the arithmetic shown",
      "Where you flow easily, and where you'll need patience",
      "A 7-day ritual plan to try together",
      DELIVERY,
    ],
    process: [
      { title: "Two sets of details", body: "Your birth date, time and place, and your partner's. Yours are filled in from your portal." },
      { title: "Charts and numbers", body: "Both natal charts and both numerology profiles are computed precisely before a word is written." },
      { title: "Synastry", body: "Astra reads the aspects between your charts; Numa compares your life paths and personal years." },
      { title: "Your inbox", body: "Within 24 hours: your report and a seven-day ritual plan to share." },
    ],
    cta: "Unlock Our Compatibility Report",
    requiresAccount: true,
  }),
  bundle: reading({
    kind: "bundle",
    id: "bundle-couples",
    persona: "astra",
    label: "Couples Bundle",
    heroTitle: "The Couples Journey Bundle",
    subtitle: "A shared-intention tarot journey, the full compatibility report and a 30-day couples roadmap, together.",
    description:
      "This is all three of us at once. Solara draws for the intention you share, I read how your skies meet, Numa finds the rhythm between your numbers, and we weave it into one roadmap: thirty days, week by week, for the two of you.",
    priceSuffix: "per couple",
    features: [
      "A shared-intention tarot journey, read by Solara for the two of you",
      "The full Couples Compatibility Report: both charts and both sets of numbers",
      "A 30-day couples roadmap, week by week",
      "The 7-day ritual plan to begin it",
      "All three oracles, one story",
      DELIVERY,
    ],
    process: [
      { title: "Your shared intention", body: "Write what you want to grow together. Solara draws for that intention." },
      { title: "Both of you", body: "Your birth details and your partner's, for two charts and two sets of numbers." },
      { title: "Three oracles, one story", body: "Solara's spread, Astra's synastry and Numa's rhythms, woven into a single reading." },
      { title: "Your inbox", body: "Within 24 hours: the tarot journey, the compatibility report and your 30-day couples roadmap." },
    ],
    cta: "Claim the Couples Bundle",
    requiresAccount: true,
    bestValue: true,
    highlight: "Best Value",
  }),
};

export function isReadingKind(value: unknown): value is ReadingKind {
  return typeof value === "string" && (READING_KINDS as readonly string[]).includes(value);
}

export interface LiveSessionProduct {
  id: LiveSessionProductId;
  persona: PersonaHandle;
  name: string;
  /** SPEC §2: what the session is, in a phrase. */
  format: string;
  heroTitle: string;
  subtitle: string;
  /** The oracle's own invitation, in the first person. */
  invitation: string;
  amount: number;
  currency: string;
  priceLabel: string;
  includes: readonly string[];
  process: readonly ProcessStep[];
  intentionPlaceholder: string;
}

export const LIVE_SESSIONS: Record<LiveSessionProductId, LiveSessionProduct> = {
  "astro-blueprint": liveSession({
    id: "astro-blueprint",
    persona: "astra",
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
  }),
  "numerology-map": liveSession({
    id: "numerology-map",
    persona: "numa",
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
  }),
  "tarot-immersion": liveSession({
    id: "tarot-immersion",
    persona: "solara",
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
  }),
};
