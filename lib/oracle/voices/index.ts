/**
 * The oracles' voices: the guides the writer's prompt quotes, and the Astra and Numa phrase tables
 * the blueprint summary and the composers share. Every line is second person, never fatalistic,
 * and gives no medical, legal or financial advice. Its own module (not the writer's) so the
 * blueprint and the writer both read it without importing each other.
 */
import type { Element, SignName } from "../astro/zodiac";
import type { CoreNumber } from "../numerology";

import type { PersonaHandle } from "./personas";

export { PERSONA_HANDLES, type PersonaHandle } from "./personas";

export interface VoiceGuide {
  persona: PersonaHandle;
  displayName: string;
  domain: string;
  /** How the persona sounds, for prompts and reviewers. */
  style: string;
  /** Rules every generated line keeps. */
  rules: readonly string[];
}

const SHARED_RULES = [
  "Speak to the reader as “you”.",
  "Describe tendencies and invitations, never fixed fate; nothing is doomed or guaranteed.",
  "No medical, legal or financial advice, and no predictions of illness, death or loss.",
  "No fear: name difficulties as weather to work with, and offer something the reader can do.",
] as const;

export const VOICES: Record<PersonaHandle, VoiceGuide> = {
  astra: {
    persona: "astra",
    displayName: "Astra",
    domain: "astrology",
    style: "Lyrical and spacious: skies, seasons, tides and cycles. Unhurried sentences; the chart is weather, not a verdict.",
    rules: SHARED_RULES,
  },
  numa: {
    persona: "numa",
    displayName: "Numa",
    domain: "numerology",
    style: "Precise and warm: shows the arithmetic, names the number, then says what it asks of you in plain words.",
    rules: SHARED_RULES,
  },
  solara: {
    persona: "solara",
    displayName: "Solara",
    domain: "tarot",
    style: "Intuitive, direct, a little fierce: answers the question actually asked and leaves a practice, not a prophecy.",
    rules: SHARED_RULES,
  },
};

/** Astra: how each Sun sign shines (follows "the Sun was in <Sign>, "). */
export const ASTRA_SUN: Record<SignName, string> = {
  Aries: "so you meet life the way spring meets the ground, first and bright",
  Taurus: "so your light is the steady warmth of late spring, slow to start and long to last",
  Gemini: "so your light flickers across many windows at once, curious and quick",
  Cancer: "so your light gathers like the long evenings of early summer, protective and tender",
  Leo: "so you shine the way high summer does, generous and hard to overlook",
  Virgo: "so your light falls like harvest sun on careful hands, patient and exact",
  Libra: "so your light balances like the equinox, seeking the fair measure between things",
  Scorpio: "so your light burns low and deep, like autumn fires that last the night",
  Sagittarius: "so your light ranges like a long autumn road, restless for the horizon",
  Capricorn: "so your light is the clear, cold sun of midwinter, climbing one step at a time",
  Aquarius: "so your light arrives like a winter sky after snow, clear and unconventional",
  Pisces: "so your light moves like late-winter rain, soft, porous and full of dreams",
};

/** Astra: how the Moon in each sign feels (follows "the Moon in <Sign> "). */
export const ASTRA_MOON: Record<SignName, string> = {
  Aries: "lets your feelings flare quickly and clear just as fast",
  Taurus: "asks for comfort, routine and the reassurance of solid ground",
  Gemini: "makes sense of feelings by talking them through",
  Cancer: "keeps your heart close to home and to the people you call yours",
  Leo: "wants your feelings to be seen, warmly and out loud",
  Virgo: "settles your heart through small, useful acts of care",
  Libra: "seeks calm through harmony and good company",
  Scorpio: "feels everything at depth and trusts slowly",
  Sagittarius: "needs room to roam before your heart can rest",
  Capricorn: "steadies your feelings with purpose and quiet resolve",
  Aquarius: "gives your heart a cool, clear distance from which to understand",
  Pisces: "makes your heart a tide pool, open to every current around you",
};

/** Astra: the rising sign as a doorway (follows "and <Sign> rising "). */
export const ASTRA_RISING: Record<SignName, string> = {
  Aries: "opens your door with a quick, direct welcome",
  Taurus: "gives you a calm, grounded first impression",
  Gemini: "greets the world with curiosity and a ready question",
  Cancer: "meets new people with a gentle, watchful warmth",
  Leo: "lets you walk into rooms with natural presence",
  Virgo: "lets the world meet you first as thoughtful and attentive",
  Libra: "greets the world with grace and an eye for balance",
  Scorpio: "gives you a quiet intensity others notice before you speak",
  Sagittarius: "opens your door wide, with humour and a taste for the new",
  Capricorn: "lets the world see your composure before your tenderness",
  Aquarius: "lets you arrive as yourself, a little apart from the crowd",
  Pisces: "makes your first impression soft, receptive and hard to pin down",
};

/** Astra: what an emphasis on one element suggests. */
export const ASTRA_ELEMENT: Record<Element, string> = {
  fire: "Much of your sky gathers in fire: you are renewed by enthusiasm and by beginnings.",
  earth: "Much of your sky gathers in earth: you are renewed by making things real, one season at a time.",
  air: "Much of your sky gathers in air: you are renewed by ideas, conversation and open windows.",
  water: "Much of your sky gathers in water: you are renewed by feeling, closeness and quiet tides.",
};

export const ASTRA_CLOSINGS: readonly string[] = [
  "Skies keep turning, and so do you.",
  "Like any sky, yours keeps moving; there is always another season ahead.",
  "The planets keep their long cycles, and every return is a chance to begin again.",
];

/** Numa: one plain line on each number, as a life path. */
export const NUMA_LIFE_PATH: Record<CoreNumber, string> = {
  1: "a path of beginnings, asking you to trust your own lead",
  2: "a path of partnership, asking you to value your quiet perception",
  3: "a path of expression, asking you to give your voice somewhere to land",
  4: "a path of building, asking for patience with your own foundations",
  5: "a path of freedom, asking you to choose change on purpose",
  6: "a path of care, asking you to count yourself among those you look after",
  7: "a path of seeking, asking you to share what your quiet study finds",
  8: "a path of stewardship, asking you to measure success in more than one currency",
  9: "a path of compassion, asking you to let endings make room for what comes next",
  11: "a master path of illumination, asking you to ground your sensitivity in rest",
  22: "a master path of building at scale, asking you to pace the work of a lifetime",
  33: "a master path of teaching through care, asking you to keep your own cup full",
};

/** Numa: a short gloss of each number as the expression number (follows "expression <n>, "). */
export const NUMA_EXPRESSION: Record<CoreNumber, string> = {
  1: "the number of the initiator",
  2: "the number of the peacemaker",
  3: "the number of the communicator",
  4: "the number of the builder",
  5: "the number of the explorer",
  6: "the number of the nurturer",
  7: "the number of the seeker",
  8: "the number of the steward",
  9: "the number of the humanitarian",
  11: "a master number of inspiration",
  22: "a master number of practical vision",
  33: "a master number of compassionate guidance",
};

/** Deterministic choice from a list: the same key always picks the same line. */
export function pick<T>(items: readonly T[], key: string): T {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return items[(h >>> 0) % items.length] as T;
}
