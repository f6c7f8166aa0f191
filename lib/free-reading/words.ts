/**
 * The free reading's words: two sentences per placement in the oracle's voice (Astra for the sky,
 * Numa for the number), from the phrase tables the blueprint uses. Pure, so it is unit-tested.
 */
import { signInfo, type Element, type SignName } from "@/lib/oracle/astro";
import type { CoreNumber } from "@/lib/oracle/numerology";
import { ASTRA_MOON, ASTRA_RISING, ASTRA_SUN, NUMA_LIFE_PATH } from "@/lib/oracle/voices";

const RENEWED_BY: Record<Element, string> = {
  fire: "enthusiasm and beginnings",
  earth: "making things real, one season at a time",
  air: "ideas, conversation and open windows",
  water: "feeling, closeness and quiet tides",
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function sunWords(sign: SignName): string {
  const { element } = signInfo(sign);
  return `The Sun was in ${sign} when you were born, ${ASTRA_SUN[sign]}. ${sign} is a ${element} sign, renewed by ${RENEWED_BY[element]}: a weather to work with, never a verdict.`;
}

export function moonWords(sign: SignName): string {
  return `The Moon in ${sign} ${ASTRA_MOON[sign]}. It speaks for what you need rather than what you show, so give it a little of that this week.`;
}

/** The Moon on a birth day whose hour is unknown: one sign all day, or two with the hour it changed. */
export function moonRangeWords(signs: readonly SignName[], ingressTime: string | null): string {
  const [first, second] = signs;
  if (!first) return "";
  if (!second) return `${moonWords(first).split(". ")[0]}. It stayed in ${first} the whole day you were born, so even without the hour your Moon is certain.`;
  const when = ingressTime ? `, entering ${second} at about ${ingressTime} local time` : "";
  return `The Moon changed sign the day you were born${when}, so it is in ${first} or ${second}. In ${first} it ${ASTRA_MOON[first]}; in ${second} it ${ASTRA_MOON[second]}.`;
}

export function risingWords(sign: SignName): string {
  return `${sign} rising ${ASTRA_RISING[sign]}. The rising sign is the doorway of your chart and turns every two hours or so, which is why your birth time matters.`;
}

export function lifePathWords(value: CoreNumber, working: string): string {
  return `Your Life Path is ${value}, ${NUMA_LIFE_PATH[value]}. ${capitalise(`the working: ${working}.`)}`;
}
