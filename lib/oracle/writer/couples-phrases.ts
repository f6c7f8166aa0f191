/** Astra's words for how two charts meet: what each point stands for, how each aspect feels. */
import type { Element } from "../astro/zodiac";
import type { AspectName } from "../astro/types";
import type { SynastryPoint } from "../synastry";

export const POINT_MEANS: Record<SynastryPoint, string> = {
  Sun: "sense of self",
  Moon: "emotional needs",
  Mercury: "way of talking and thinking",
  Venus: "way of loving",
  Mars: "drive and desire",
  Jupiter: "generosity and faith",
  Saturn: "sense of duty and caution",
  Uranus: "need for freedom",
  Neptune: "dreams and ideals",
  Pluto: "depth and intensity",
  Ascendant: "way of meeting the world",
};

export const ASPECT_FEELS: Record<AspectName, string> = {
  conjunction: "sit in the same part of the sky: you feel this contact strongly, as a meeting point and sometimes as a place where you blur together",
  trine: "flow into each other with very little effort; this is where being together feels easy and kind",
  sextile: "open doors for each other; the ease is there whenever one of you reaches for it",
  square: "rub against each other. That friction is not a flaw: it is where the two of you will do your growing, if you name it when it shows up",
  opposition: "face each other across the sky: each of you sees in the other what you reach for least, which attracts, and sometimes polarises",
};

export const ASPECT_WORD: Record<AspectName, string> = {
  conjunction: "conjunct",
  sextile: "sextile",
  square: "square",
  trine: "trine",
  opposition: "opposite",
};

/** How a Venus in each element likes to be loved: the day-4 ritual. */
export const VENUS_LANGUAGE: Record<Element, string> = {
  fire: "something spontaneous and a little bold, like a plan made that morning or a compliment said out loud in front of others",
  earth: "something for the senses and made by hand, like a cooked meal, a slow walk or a practical kindness done without being asked",
  air: "words and ideas, like a handwritten note, a question asked with real curiosity or a conversation somewhere new",
  water: "closeness without hurry, like an evening with phones in another room, a memory shared or a hand held longer than usual",
};

/** A shared meal or evening that suits the Moons' element: the day-2 ritual. */
export const MOON_EVENING: Record<Element, string> = {
  fire: "somewhere lively, with a little adventure in it",
  earth: "at home, cooked slowly, with nothing else planned",
  air: "somewhere new, where the talk can wander",
  water: "somewhere quiet and soft-lit, where you can stay as long as you like",
};

/** "an air sign": articles that read right before an element. */
export function elementArticle(element: Element): string {
  return element === "air" || element === "earth" ? "an" : "a";
}

export const ASTRA_COUPLE_OPENINGS: readonly string[] = [
  "I cast both of your charts for the moments and places you were born, and laid one over the other. What follows is not a verdict; it is a weather map for two.",
  "I drew your two skies and held them up to the light together. Here is what I see where they overlap: not a prophecy, a map you can use.",
  "Two birth charts, laid one over the other, make a kind of shared sky. I have read yours slowly, and here is what it shows.",
];

/** What each house gathers, for placements and overlays ("your 5th house, pleasure and play"). */
export const HOUSE_AREA: Record<number, string> = {
  1: "self and first impressions",
  2: "resources, values and what feels secure",
  3: "talk, ideas and the daily round",
  4: "home, roots and family",
  5: "pleasure, romance, play and making things",
  6: "routines, daily work and the care of the body",
  7: "partnership and one-to-one commitment",
  8: "intimacy, what is shared and deep change",
  9: "belief, study, travel and meaning",
  10: "vocation, reputation and direction",
  11: "friends, community and hopes",
  12: "solitude, rest and what stays unseen",
};

/** How two points inside one chart work together (follows "your Venus and Mars "). */
export const INNER_ASPECT: Record<AspectName, string> = {
  conjunction: "work as one voice: strong, and not always easy to tell apart",
  sextile: "help each other whenever you reach for both",
  square: "push against each other, and that push is where much of your drive comes from",
  trine: "cooperate so easily that you may not notice the gift",
  opposition: "pull in opposite directions, asking you to hold both rather than choose",
};

/** "1st", "2nd", "3rd", "11th". */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${s}`;
}
