import { describe, expect, it } from "vitest";

import { CARE_QUESTIONS } from "@/tests/fixtures/care-questions";

import { classifyQuestion } from "./classify";
import { CARE_GUIDES, careGuidesFor, namesGuide, professionalsFor } from "./professionals";
import { CARE_TOPICS } from "./types";

const who = (question: string) => professionalsFor(classifyQuestion(question));

describe("professionalsFor", () => {
  it("picks the finer guide where the rule says more than the topic", () => {
    expect(who("Should I stop taking my antidepressants?")).toEqual(["the doctor who prescribed it"]);
    expect(who("My biopsy results come back Friday. Will it be cancer?")).toEqual(["the doctor who ordered the test", "your doctor"]);
    expect(who("My depression has been bad lately. Should I try therapy?")).toEqual(["your doctor or a therapist"]);
    expect(who("Will I win my custody case?")).toEqual(["a family lawyer (a family-law solicitor in the UK)"]);
    expect(who("Should I sue my landlord?")).toEqual(["a lawyer (a solicitor in the UK)"]);
    expect(who("Should I put my retirement savings into this coin?")).toEqual(["a fee-only financial adviser"]);
    expect(who("Should I take out a loan to pay off my credit cards?")).toEqual(["a free debt-advice service"]);
    expect(who("I keep losing money on sports betting. Will my luck turn?")).toEqual(["a gambling support service"]);
    expect(who("Is my husband cheating on me?")).toEqual(["the person themselves, and a counsellor"]);
    expect(who("How long does my father have left?")).toEqual(["the medical team caring for them"]);
    expect(who("My mum passed away last month. Is she at peace?")).toEqual(["a bereavement counsellor"]);
    expect(who("When will I meet my soulmate?")).toEqual(["no one: nobody can put a date on it"]);
  });

  it("sends a question about someone else's health to their doctors, not the buyer's", () => {
    expect(who("Will my mother's cancer come back?")).toEqual(["the doctors caring for them", "the person themselves, and a counsellor"]);
  });

  it("has a guide for every topic, and one for every sensitive question in the set", () => {
    for (const topic of CARE_TOPICS) expect(CARE_GUIDES[topic], topic).toBeDefined();
    for (const q of CARE_QUESTIONS.filter((q) => q.level === "sensitive")) {
      expect(careGuidesFor(classifyQuestion(q.text)).length, q.id).toBeGreaterThan(0);
    }
  });

  it("falls back to the topic's guide for a topic the model added", () => {
    expect(careGuidesFor({ topics: ["legal"], matches: [] }).map((g) => g.id)).toEqual(["legal"]);
  });
});

describe("namesGuide", () => {
  const medication = CARE_GUIDES["health.medication"]!;
  it("accepts the words that name the professional, at a word start", () => {
    expect(namesGuide("Talk to the **doctor** who prescribed it.", medication)).toBe(true);
    expect(namesGuide("Your GP can help.", medication)).toBe(true);
    expect(namesGuide("A doctorate is not a doctor's visit.", medication)).toBe(true);
    expect(namesGuide("Speak to someone you trust.", medication)).toBe(false);
    expect(namesGuide("A counsellor can help.", CARE_GUIDES["death.grief"]!)).toBe(false);
    expect(namesGuide("A bereavement counsellor can help.", CARE_GUIDES["death.grief"]!)).toBe(true);
  });
});
