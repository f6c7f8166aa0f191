/**
 * What a question is about, for the writer: which of Solara's topic layers reads it (love, work,
 * money, self, the other person), whether another person is in it, and its shape (from the care
 * layer's classification). Sensitive questions are read through the layer that can speak to them
 * honestly: health, law, death and timing through the self (how to carry it), money through the
 * relationship with money, another person's private life through the reader's side of the bond.
 */
import type { CareClassification, QuestionShape } from "../care/types";
import type { TopicLayer } from "../tarot/topics/types";

export interface QuestionFacts {
  /** The buyer's words, as written (trimmed, whitespace collapsed). */
  text: string;
  shape: QuestionShape;
  choice: [string, string] | null;
  /** The layer the cards are read through. */
  layer: TopicLayer;
  /** A second layer the question also touches (e.g. work in a love-or-work choice). */
  alsoLayer: TopicLayer | null;
  /** Another person is part of the question. */
  mentionsOther: boolean;
  care: CareClassification;
}

const LAYER_WORDS: [TopicLayer, RegExp][] = [
  ["love", /\b(love|loves|loving|partner|relationship|boyfriend|girlfriend|husband|wife|fianc[eé]e?|ex|dating|date|marriage|marry|married|crush|soulmate|romance|romantic|spouse|heart|wedding|breakup|break up|divorce)\b/i],
  ["work", /\b(job|jobs|career|work|working|boss|business|promotion|project|quit|interview|company|clients?|colleagues?|startup|study|studies|degree|thesis|exam|exams|university|college|manager|team|role|offer|contract|freelance|art|writing|novel|band)\b/i],
  ["money", /\b(money|debts?|salary|finances?|financial|rent|afford|savings|income|budget|spending|pay|paid|raise|invest\w*|stocks?|crypto|coin|loan|mortgage|bills?)\b/i],
];

const OTHER_PERSON = /\b(he|she|him|her|his|hers|they|them|their|my (?:partner|boyfriend|girlfriend|husband|wife|ex|mother|mum|mom|father|dad|sister|brother|friend|boss|son|daughter|colleague|coworker|co-worker)|[A-Z][a-z]+ (?:and|&) I)\b/;

/** Facts about the question the writer needs, from its words and the care classification. */
export function questionFacts(question: string, care: CareClassification): QuestionFacts {
  const text = question.trim().replace(/\s+/g, " ");
  const found = LAYER_WORDS.filter(([, re]) => re.test(text)).map(([layer]) => layer);
  const mentionsOther = OTHER_PERSON.test(text);
  let layer: TopicLayer = found[0] ?? (mentionsOther ? "other" : "self");
  let alsoLayer: TopicLayer | null = found[1] ?? (mentionsOther && layer !== "love" ? "other" : null);
  const topics = new Set(care.topics);
  if (topics.has("third-party")) [layer, alsoLayer] = ["other", "self"];
  else if (topics.has("money")) [layer, alsoLayer] = ["money", "self"];
  else if (topics.has("health") || topics.has("legal") || topics.has("death") || topics.has("timing") || topics.has("crisis")) [layer, alsoLayer] = ["self", null];
  if (alsoLayer === layer) alsoLayer = null;
  return { text, shape: care.shape, choice: care.choice ?? null, layer, alsoLayer, mentionsOther, care };
}
