import { describe, expect, it } from "vitest";

import { classifyQuestion } from "@/lib/oracle/care";
import { composeOffline } from "@/lib/oracle/writer";
import { tarot } from "@/lib/products/tarot";

import { splitLetter, tarotLetter } from "./letter";

const QUESTION = "Should I take the job offer in Lisbon or stay close to my family?";

/** A real letter, as the offline composer writes it for a real draw. */
function composedTarotLetter() {
  const paidAt = new Date("2026-05-10T09:00:00Z");
  const prepared = tarot.prepare({ orderId: "order-1", meta: { prompt: QUESTION, v: 1 }, draw: tarot.drawAtPayment(paidAt), paidAt, care: classifyQuestion(QUESTION) });
  const cards = tarot.present(prepared.data).cards ?? [];
  return { body: composeOffline(prepared.request), cards };
}

describe("splitLetter", () => {
  it("keeps the opening apart and gives each heading its own text", () => {
    const letter = splitLetter("Dear you.\n\n## One\n\nFirst **bold**.\n\n- a\n- b\n\n## Two\n\nSecond.\n");
    expect(letter.opening).toBe("Dear you.");
    expect(letter.sections).toEqual([
      { heading: "One", source: "First **bold**.\n\n- a\n- b" },
      { heading: "Two", source: "Second." },
    ]);
  });

  it("reads a letter with no headings as all opening", () => {
    expect(splitLetter("Only words.\nMore words.")).toEqual({ opening: "Only words.\nMore words.", sections: [] });
  });
});

describe("tarotLetter", () => {
  it("finds every card's passage in a composed letter and keeps the rest in order, the plan last", () => {
    const { body, cards } = composedTarotLetter();
    expect(cards).toHaveLength(3);
    const letter = tarotLetter(body, cards);
    expect(letter.opening).toContain(`You asked: “${QUESTION}”`);
    expect(letter.passages.map((p) => p.card.position)).toEqual(["Past", "Present", "Path"]);
    for (const { card, section } of letter.passages) {
      expect(section?.heading).toBe(`${card.position} · ${card.name}${card.reversed ? ", reversed" : ""}`);
      expect(section?.source).toContain(card.name);
    }
    expect(letter.rest.map((s) => s.heading.split(" ")[0])).toEqual(["How", "What", "Your"]);
    expect(letter.rest.at(-1)?.heading).toMatch(/^Your 30-day integration plan/);
  });

  it("tolerates a model's looser headings, and leaves a card without a passage when the letter has none", () => {
    const cards = [
      { position: "Past", name: "The Tower", reversed: true },
      { position: "Present", name: "Two of Cups", reversed: false },
      { position: "Path", name: "The Star", reversed: false },
    ];
    const body = "Hello.\n\n## PAST — The Tower (reversed)\n\nA.\n\n## Present · Two of Cups\n\nB.\n\n## Your 30-day integration plan\n\n- C";
    const letter = tarotLetter(body, cards);
    expect(letter.passages.map((p) => p.section?.source ?? null)).toEqual(["A.", "B.", null]);
    expect(letter.rest).toEqual([{ heading: "Your 30-day integration plan", source: "- C" }]);
  });
});
