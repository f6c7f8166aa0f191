/**
 * Small phrases about one drawn card, for the free series' morning card (compose-series.ts): its
 * name in a sentence, its instruction, a practice by element. Paid readings use tarot-reading.ts.
 */
import type { DrawnCard, TarotElement } from "../tarot";

export function cardLabel(card: DrawnCard): string {
  return card.reversed ? `${card.card.name}, reversed` : card.card.name;
}

export function cardInSentence(card: DrawnCard): string {
  const name = card.card.arcana === "minor" || card.card.name === "Wheel of Fortune" ? `the ${card.card.name}` : card.card.name;
  return card.reversed ? `${name}, reversed` : name;
}

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

export function instructionOf(card: DrawnCard): string {
  const sentences = card.meaning.split(/(?<=[.!?])\s+/).filter(Boolean);
  return sentences.at(-1) ?? card.meaning;
}
