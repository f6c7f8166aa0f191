/**
 * Solara's offline composer for the Past · Present · Path reading: built only from the cards drawn
 * (their meanings, keywords, elements, arcana, orientation) and the question, in her voice.
 */
import type { SpreadCard, TarotElement } from "../tarot";
import type { TarotRequest } from "./requests";
import {
  CLOSINGS,
  ELEMENT_ASK,
  ELEMENT_PRACTICE,
  OPENINGS,
  POSITION_LEAD,
  SUIT_DOMAIN,
  TOPIC_CARE,
  cardInSentence,
  cardLabel,
  decisionPhrase,
  instructionOf,
  isDecisionQuestion,
  topicsOf,
} from "./tarot-phrases";
import { pick } from "./voices";

const kw = (card: SpreadCard, i = 0) => card.keywords[i] ?? card.keywords[0] ?? card.card.name;
const cardName = (card: SpreadCard) => (card.card.arcana === "minor" || card.card.name === "Wheel of Fortune" ? `the ${card.card.name}` : card.card.name);
const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five"];

function cardParagraph(card: SpreadCard, topicWord: string): string {
  const lead = (POSITION_LEAD[card.position.key] ?? ((l: string) => `${card.position.title}: ${l}.`))(`**${cardInSentence(card)}**`);
  const kind =
    card.card.arcana === "major"
      ? `A major arcana card here means this is not a passing mood; it is one of the larger chapters of your life${topicWord}.`
      : card.card.rank && ["Page", "Knight", "Queen", "King"].includes(card.card.rank)
        ? `Court cards often point to a person, or to a way of being you are being asked to try on. As a card of ${card.card.suit ?? "the suits"}, it speaks to ${SUIT_DOMAIN[card.card.suit ?? ""] ?? "daily life"}.`
        : `As a card of ${card.card.suit}, it lives in the everyday: ${SUIT_DOMAIN[card.card.suit ?? ""] ?? "daily life"}.`;
  const turn = card.reversed
    ? `Reversed, its energy is blocked or turned inward: ${card.keywords.slice(0, 2).join(" and ")}.`
    : `Its words for you: ${card.keywords.slice(0, 3).join(", ")}.`;
  return `${lead} ${card.meaning}\n\n${turn} ${kind}`;
}

function dominantElement(cards: SpreadCard[]): { element: TarotElement; count: number } {
  const counts = new Map<TarotElement, number>();
  for (const c of cards) counts.set(c.card.element, (counts.get(c.card.element) ?? 0) + 1);
  let best: { element: TarotElement; count: number } = { element: cards[0]?.card.element ?? "fire", count: 0 };
  for (const [element, count] of counts) if (count > best.count) best = { element, count };
  return best;
}

/** The answer, in three short paragraphs: the question and the arc, the shape of the spread, the Path. */
function synthesis(request: TarotRequest, cards: [SpreadCard, SpreadCard, SpreadCard]): string[] {
  const [past, present, path] = cards;
  const q = request.question.trim().replace(/\s+/g, " ");
  const first: string[] = [];
  const decision = decisionPhrase(q);
  if (decision || isDecisionQuestion(q)) {
    first.push(
      `You asked ${decision ?? "me to help with a choice"}. The cards don't decide for you, and I won't pretend they do. What they show is ${
        path.reversed ? "a way forward that is not ready yet, or not ready in the form you imagine" : "a way forward that opens when you move toward it"
      }, and what it asks of you first.`,
    );
  } else {
    first.push("So, to your question.");
  }
  first.push(`The thread runs from ${kw(past)}, through ${kw(present)}, to ${kw(path)}.`);

  const shape: string[] = [];
  const majors = cards.filter((c) => c.card.arcana === "major");
  if (majors.length === 0) shape.push("No major arcana came up: this is in your hands, day by day, rather than written in some larger chapter. Good. It means small choices will move it.");
  else if (majors.length === 1) shape.push(`${majors[0]?.card.name} is the loudest card on the table; give its message the most weight.`);
  else shape.push(`With ${NUMBER_WORDS[majors.length] ?? majors.length} major arcana in three cards, this question touches something larger than it looks: a chapter, not an episode. Treat it with that respect.`);

  const reversed = cards.filter((c) => c.reversed);
  if (reversed.length === 0) shape.push("Every card came up upright. The energy is moving; your work is to use it, not to wait for more signs.");
  else if (reversed.length === 1) shape.push(`One card came up reversed, ${reversed[0]?.card.name}. That is where the energy is stuck, and where your attention will pay off most.`);
  else shape.push(`${reversed.length === 3 ? "All three" : "Two"} of your cards came up reversed. Something in you is holding back. That is not a no; it is a sign to clear the way before you push.`);

  const { element, count } = dominantElement(cards);
  if (count >= 2) shape.push(`${count === 3 ? "All three cards" : "Two of the three cards"} belong to ${element}: ${ELEMENT_ASK[element]}.`);

  const answer = path.reversed
    ? `The Path card, ${cardInSentence(path)}, is not a closed door; it is a door that asks you to do something first. In its words: “${instructionOf(path)}” That is my answer. Not a no: a not-yet, until you have done that.`
    : `The Path card, ${cardInSentence(path)}, is upright, and it is the clearest part of my answer. In its words: “${instructionOf(path)}” Not someday. In the next thirty days, in the ways below.`;
  return [first.join(" "), shape.join(" "), answer];
}

function practice(card: SpreadCard): string {
  const p = ELEMENT_PRACTICE[card.card.element];
  return (card.reversed ? p.reversed : p.upright).replace(/\{kw\}/g, kw(card));
}

function plan(cards: [SpreadCard, SpreadCard, SpreadCard]): string[] {
  const [past, present, path] = cards;
  // Two cards of one element would get the same practice twice: the Path gets accountability instead.
  const pathPractice = practice(path) === practice(present) ? "tell one person what you are doing and ask them to check in with you on day 21" : practice(path);
  return [
    `**Days 1–7 · Close the loop with ${cardName(past)}:** write one page on how ${kw(past)} shaped the question you asked me. Finish with two lines: one thing you are keeping from that chapter, and one thing you are done carrying.`,
    `**Days 8–14 · Work with ${cardName(present)}:** ${practice(present)}.`,
    `**Days 15–21 · Walk with ${cardName(path)}:** its instruction was “${instructionOf(path)}” Choose one concrete way to do that and do it before day 21. Then ${pathPractice}.`,
    `**Days 22–30 · Integrate:** on day 30, sit with these three cards again (the names are enough). Ask what changed, in you and around you, and write it down. If you want, reply to this letter and tell me.`,
  ];
}

export function composeTarot(request: TarotRequest): string {
  const cards = request.spread.cards;
  if (cards.length !== 3) throw new RangeError(`A Past · Present · Path reading needs three cards, got ${cards.length}`);
  const trio = cards as [SpreadCard, SpreadCard, SpreadCard];
  const question = request.question.trim().replace(/\s+/g, " ");
  const topics = topicsOf(question);
  const topicWord = topics.includes("love") ? ", in love as much as anywhere" : topics.includes("work") ? ", in your work as much as anywhere" : "";
  const care = topics.map((t) => TOPIC_CARE[t]).filter((c): c is string => Boolean(c));

  const parts: string[] = [];
  parts.push(`You asked: “${question}”`);
  parts.push(pick(OPENINGS, `${request.seed}:opening`));
  if (care.length) parts.push(care.join(" "));
  for (const card of trio) {
    parts.push(`## ${card.position.title} · ${cardLabel(card)}`);
    parts.push(cardParagraph(card, topicWord));
  }
  parts.push("## What the cards say to your question");
  parts.push(...synthesis(request, trio));
  parts.push("## Your 30-day integration plan");
  parts.push("Insight fades if it is not lived. Here is a month to make this reading real, one small practice at a time.");
  parts.push(plan(trio).map((line) => `- ${line}`).join("\n"));
  // The sign-off (name and signature line) is the email's, so the text ends with the plan.
  parts.push(pick(CLOSINGS, `${request.seed}:closing`));
  return parts.join("\n\n");
}
