import { describe, expect, it } from "vitest";

import { DECK } from "../tarot/deck";
import { parseMarkup } from "../writer/markup";
import { checkLetter } from "./check";
import { classifyQuestion } from "./classify";
import { composeCrisisLetter } from "./crisis-letter";
import { crisisKindsOf } from "./merge";
import { crisisResources } from "./resources";
import type { FactVocabulary } from "./types";

const EMPTY: FactVocabulary = { cards: [], signs: [], placements: [], houses: [], numbers: {} };
const QUESTION = "I don't want to be alive anymore. Is there any point in going on?";
const base = { firstName: "Sam", productName: "a three-card tarot reading", amountLabel: "£29.00", country: "GB", kind: "self-harm" as const, refunded: true };

describe("composeCrisisLetter", () => {
  const letter = composeCrisisLetter(base);

  it("lists the country's lines first, then the lines every letter carries", () => {
    const lines = crisisResources("GB", "self-harm");
    for (const line of lines) expect(letter).toContain(line.reach);
    const order = lines.map((l) => letter.indexOf(`**${l.name}**`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(letter).toContain("116 123");
    expect(letter).toContain("findahelpline.com");
    expect(letter).toContain("call or text 988");
    expect(letter).toContain("call 999 (or 112)");
  });

  it("says what happened, the refund, that a person will look, and that a reading stays possible", () => {
    expect(letter.startsWith("Dear Sam,")).toBe(true);
    expect(letter).toContain("We have not sent you a reading");
    expect(letter).toContain("Every question is checked before a reading is written or sent");
    expect(letter).toContain("something very painful");
    expect(letter).toContain("refunded your payment of £29.00 in full");
    expect(letter).toContain("nothing you need to do");
    expect(letter).toContain("A person from our team will look at your order");
    expect(letter).toContain("reply to this email");
    expect(letter).toContain("still like a reading");
  });

  it("names no card, predicts nothing, and passes the check with a crisis classification and no facts", () => {
    for (const card of DECK) expect(letter).not.toContain(card.name);
    expect(letter).not.toMatch(/the cards (?:say|show)|you will|you'll be/i);
    const care = classifyQuestion(QUESTION);
    expect(care.level).toBe("crisis");
    expect(checkLetter({ letter, care, vocabulary: EMPTY, quoted: [QUESTION] })).toEqual([]);
    // And does not quote the buyer back to them.
    expect(letter).not.toContain("alive");
  });

  it("is well-formed markup: headings, paragraphs and one list of lines", () => {
    const blocks = parseMarkup(letter);
    expect(blocks.filter((b) => b.type === "heading").map((b) => (b.type === "heading" ? b.text : ""))).toEqual([
      "People you can talk to now",
      "Your payment",
      "What happens next",
    ]);
    expect(blocks.filter((b) => b.type === "list")).toHaveLength(1);
    expect(letter).not.toMatch(/undefined|null|NaN/);
  });

  it("leads with abuse lines and a safety note for abuse at home", () => {
    const care = classifyQuestion("My husband hits me when he drinks. Will he change?");
    const kinds = crisisKindsOf(care);
    expect(kinds).toEqual(["abuse"]);
    const abuse = composeCrisisLetter({ ...base, country: "US", kind: kinds });
    expect(abuse.indexOf("National Domestic Violence Hotline")).toBeLessThan(abuse.indexOf("988 Suicide & Crisis Lifeline"));
    expect(abuse).toContain("may not be safe at home");
    expect(abuse).toContain("delete this message");
    expect(abuse).toContain("call 911");
    expect(checkLetter({ letter: abuse, care, vocabulary: EMPTY, quoted: [] })).toEqual([]);
  });

  it("handles an unknown country, no name, a refund still to come, a live session and a free order", () => {
    const session = composeCrisisLetter({ ...base, firstName: null, country: null, refunded: false, format: "live-session", productName: "the Tarot Immersion session" });
    expect(session.startsWith("Hello,")).toBe(true);
    expect(session).toContain("We have not prepared anything for your session");
    expect(session).toContain("call your local emergency number");
    expect(session).toContain("will be refunded in full");
    expect(session).toContain("still like a session");
    const care = classifyQuestion(QUESTION);
    expect(checkLetter({ letter: session, care, vocabulary: EMPTY, quoted: [] })).toEqual([]);
    const free = composeCrisisLetter({ ...base, amountLabel: null, refunded: false });
    expect(free).not.toContain("## Your payment");
  });

  it("lists both kinds of lines, each once, when the words suggest both", () => {
    const care = classifyQuestion("My partner beats me and I want to die.");
    expect(crisisKindsOf(care)).toEqual(["abuse", "self-harm"]);
    const both = composeCrisisLetter({ ...base, kind: crisisKindsOf(care) });
    expect(both).toContain("National Domestic Abuse Helpline");
    expect(both.match(/\*\*Samaritans\*\*/g)).toHaveLength(1);
  });
});
