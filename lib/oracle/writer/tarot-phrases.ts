/**
 * Solara's connective tissue for the offline composer: how she introduces a position, what an
 * element asks of you, what a suit governs. The card meanings themselves come from the deck.
 */
import type { DrawnCard, SpreadCard, TarotElement } from "../tarot";

export function cardLabel(card: DrawnCard): string {
  return card.reversed ? `${card.card.name}, reversed` : card.card.name;
}

/** "the Ten of Cups" inside a sentence; the majors already carry their article ("The Tower"). */
export function cardInSentence(card: DrawnCard): string {
  const name = card.card.arcana === "minor" || card.card.name === "Wheel of Fortune" ? `the ${card.card.name}` : card.card.name;
  return card.reversed ? `${name}, reversed` : name;
}

export const SUIT_DOMAIN: Record<string, string> = {
  wands: "drive, nerve and the things you want badly enough to act on",
  cups: "feeling, closeness and what your heart is actually doing",
  swords: "thought, words and the decisions you keep turning over",
  pentacles: "the practical side of life: body, work, home, time and money",
};

export const ELEMENT_ASK: Record<TarotElement, string> = {
  fire: "this wants action more than more thinking",
  water: "this lives in feeling; let it be felt before you decide anything",
  air: "this is a question of clarity: what you tell yourself, and what you say out loud",
  earth: "this is about the practical: the hours of your week, your body, what you can hold in your hands",
};

/**
 * A concrete practice per element, upright and reversed. {kw} is one of the card's keywords,
 * used only in neutral frames ("about {kw}"), because some upright keywords are hard ones
 * (stalemate, grief) that no one should be told to move toward.
 */
export const ELEMENT_PRACTICE: Record<TarotElement, { upright: string; reversed: string }> = {
  fire: {
    upright: "each morning, name the one action that would move this forward, and do it before lunch, however small",
    reversed: "find the one thing that drains your fire (a habit, a yes you regret, a late night) and cut it for the week",
  },
  water: {
    upright: "end each day by writing one honest line about how {kw} feels in you right now, without fixing it",
    reversed: "notice where you are swallowing a feeling to keep the peace, and say it once, kindly, to the person it concerns",
  },
  air: {
    upright: "write down the sentence you most need to say about {kw}, then say it to the person who needs to hear it",
    reversed: "catch the story you keep telling yourself about {kw}; write it down, and write the kinder, truer version under it",
  },
  earth: {
    upright: "block two hours in your calendar for what {kw} asks of you, and protect them as you would a meeting with someone you respect",
    reversed: "make one practical change this week (a tidier space, an earlier night, a cleared desk) so {kw} has somewhere to land",
  },
};

/** The card's instruction: the last sentence of its meaning, where Solara says what to do. */
export function instructionOf(card: DrawnCard): string {
  const sentences = card.meaning.split(/(?<=[.!?])\s+/).filter(Boolean);
  return sentences.at(-1) ?? card.meaning;
}

export const POSITION_LEAD: Record<string, (label: string) => string> = {
  past: (label) => `Behind you sits ${label}.`,
  present: (label) => `At the centre of things right now is ${label}.`,
  path: (label) => `Ahead of you, ${label} marks the way forward.`,
};

export const OPENINGS: readonly string[] = [
  "I shuffled with your question in my hands until the deck went quiet, then laid out three cards: what brought you here, where you stand, and the road that opens if you walk it.",
  "I held your words while I shuffled, and three cards came forward. Here they are in order, nothing softened and nothing dressed up.",
  "Your question sat on the table while I shuffled. Three cards answered it: one for what shaped this, one for where you are, one for where you can go.",
];

export const CLOSINGS: readonly string[] = [
  "You already know more than you think. The cards just said it out loud.",
  "Nothing here is fixed. The cards show the current; you choose how to swim.",
  "Take what rings true, leave the rest, and go do the first small thing.",
];

/** Topic hints from the question's words: they steer framing and the care notes. */
export type QuestionTopic = "love" | "work" | "money" | "health" | "legal" | "home" | "general";

const TOPIC_WORDS: [QuestionTopic, RegExp][] = [
  ["health", /\b(health|ill|illness|sick|diagnos\w*|pregnan\w*|doctor|surgery|cancer|symptom\w*|medication|therapy)\b/i],
  ["legal", /\b(lawsuit|court|custody|divorce settlement|legal|lawyer|visa|contract dispute)\b/i],
  ["money", /\b(money|debt|invest\w*|salary|finance\w*|rent|afford|savings|stocks?|crypto|loan|mortgage|income)\b/i],
  ["love", /\b(love|partner|relationship|boyfriend|girlfriend|husband|wife|ex|dating|date|marriage|marry|crush|soulmate|romance|spouse|he|she|they)\b/i],
  ["work", /\b(job|career|work|boss|business|promotion|project|quit|interview|company|clients?|colleagues?|startup|study|studies|degree)\b/i],
  ["home", /\b(move|moving|relocat\w*|city|home|house|apartment|country)\b/i],
];

export function topicsOf(question: string): QuestionTopic[] {
  const found = TOPIC_WORDS.filter(([, re]) => re.test(question)).map(([t]) => t);
  return found.length ? found : ["general"];
}

export const TOPIC_CARE: Partial<Record<QuestionTopic, string>> = {
  health:
    "One thing the cards cannot do is speak to your body's health: for that, please talk with a doctor you trust. What they can speak to is how you carry this, and that is what I've read.",
  money:
    "A note of honesty: the cards speak to how you relate to money and to the choice in front of you, not to figures or investments. For those, a qualified adviser is the right oracle.",
  legal:
    "The cards are not a lawyer, and I won't pretend they are; for the legal side, get proper advice. What follows speaks to you, not to the case.",
};

const REFLECT: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  "i’m": "you’re",
  "i've": "you've",
  "i’ve": "you’ve",
  "i'll": "you'll",
  "i’ll": "you’ll",
  am: "are",
  we: "you",
  us: "you",
  our: "your",
};

/** First person to second: "my job" → "your job". */
export function reflect(text: string): string {
  return text.replace(/[A-Za-z'’]+/g, (word) => REFLECT[word.toLowerCase()] ?? word);
}

/**
 * "Should I leave my job?" → "whether to leave your job"; "Will I find love?" → "whether you will
 * find love". Null when the question is not a yes/no choice about the asker.
 */
export function decisionPhrase(question: string): string | null {
  const q = question.trim().replace(/[?.!\s]+$/, "");
  const should = /^(?:should|shall)\s+i\s+(.+)$/i.exec(q);
  if (should?.[1]) return `whether to ${reflect(should[1])}`;
  const will = /^will\s+i\s+(.+)$/i.exec(q);
  if (will?.[1]) return `whether you will ${reflect(will[1])}`;
  const time = /^is\s+(?:it|now)\s+(?:the\s+)?(?:right\s+)?time\s+(?:for\s+me\s+)?to\s+(.+)$/i.exec(q);
  if (time?.[1]) return `whether now is the time to ${reflect(time[1])}`;
  return null;
}

export function isDecisionQuestion(question: string): boolean {
  return /^\s*(should|shall|do i|is it (time|right|wise)|would it be|will i|am i)\b/i.test(question) || /\bor\b.*\?$/i.test(question.trim());
}

export function positionKey(card: SpreadCard): string {
  return card.position.key;
}
