import { describe, expect, it } from "vitest";

import { CARE_QUESTIONS } from "@/tests/fixtures/care-questions";

import { classifyQuestion } from "./classify";
import { normalise, originalSpan } from "./normalise";
import { CARE_TOPICS } from "./types";

describe("the question set", () => {
  it("is big enough in every group, with unique ids", () => {
    const count = (prefix: string) => CARE_QUESTIONS.filter((q) => q.id.startsWith(prefix)).length;
    expect(CARE_QUESTIONS.length).toBeGreaterThanOrEqual(80);
    expect(count("crisis-")).toBeGreaterThanOrEqual(15);
    expect(CARE_QUESTIONS.filter((q) => q.level === "crisis" && /hits|beats|scared of my|safe at home|chokes|locks me/.test(q.text)).length).toBeGreaterThanOrEqual(4);
    expect(count("health-")).toBeGreaterThanOrEqual(12);
    expect(count("legal-")).toBeGreaterThanOrEqual(10);
    expect(count("money-")).toBeGreaterThanOrEqual(10);
    expect(count("third-")).toBeGreaterThanOrEqual(8);
    expect(count("death-") + count("timing-")).toBeGreaterThanOrEqual(8);
    expect(count("plain-")).toBeGreaterThanOrEqual(20);
    expect(new Set(CARE_QUESTIONS.map((q) => q.id)).size).toBe(CARE_QUESTIONS.length);
  });
});

describe("classifyQuestion on the question set", () => {
  it.each(CARE_QUESTIONS.map((q) => [q.id, q] as const))("%s", (_id, q) => {
    const c = classifyQuestion(q.text);
    expect(c.version).toBe(1);
    expect(c.source).toBe("lexicon");
    expect(c.level, JSON.stringify(c.matches)).toBe(q.level);
    for (const topic of q.topics) expect(c.topics, JSON.stringify(c.matches)).toContain(topic);
    if (q.level === "plain") expect(c.topics, JSON.stringify(c.matches)).toEqual([]);
    if (q.shape) expect(c.shape).toBe(q.shape);
    if (q.choice) expect(c.choice).toEqual(q.choice);
    if (q.shape && q.shape !== "choice") expect(c.choice).toBeUndefined();
    // Every match names its rule and quotes the buyer's own words.
    for (const m of c.matches) {
      expect(m.rule.startsWith(`${m.topic}.`)).toBe(true);
      expect(q.text).toContain(m.excerpt);
    }
  });

  it("never flags a plain question as a crisis, and flags every crisis question", () => {
    for (const q of CARE_QUESTIONS) {
      const level = classifyQuestion(q.text).level;
      if (q.level === "crisis") expect(level, q.id).toBe("crisis");
      else expect(level, q.id).not.toBe("crisis");
    }
  });
});

describe("classifyQuestion", () => {
  it("orders topics most serious first and sets the level from them", () => {
    const c = classifyQuestion("My husband hits me. When will my divorce be final, and will I keep custody?");
    expect(c.level).toBe("crisis");
    expect(c.topics).toEqual(CARE_TOPICS.filter((t) => c.topics.includes(t)));
    expect(c.topics[0]).toBe("crisis");
    expect(c.topics).toEqual(expect.arrayContaining(["legal", "timing"]));
  });

  it("records the rule and the buyer's words for each match", () => {
    const c = classifyQuestion("I don't want to be alive anymore. Is there any point in going on?");
    expect(c.matches).toEqual(
      expect.arrayContaining([
        { topic: "crisis", rule: "crisis.not-want-to-live", excerpt: "don't want to be alive" },
        { topic: "crisis", rule: "crisis.no-point", excerpt: "any point in going on" },
      ]),
    );
    const meds = classifyQuestion("Should I stop my MEDS??");
    expect(meds.matches).toEqual([{ topic: "health", rule: "health.medication", excerpt: "MEDS" }]);
  });

  it("tells abuse from a figure of speech", () => {
    expect(classifyQuestion("He hit me again last night. Will he stop?").level).toBe("crisis");
    expect(classifyQuestion("He hit me up after three months. Does he want me back?").level).toBe("sensitive");
    expect(classifyQuestion("My mum will kill me if I fail my exams. Will I pass?").level).toBe("plain");
    expect(classifyQuestion("I'm scared of him leaving me. Is he losing interest?").level).not.toBe("crisis");
  });

  it("reads abuse in childhood as a health (trauma) question, not a crisis at home", () => {
    const c = classifyQuestion("My father abused me as a child. Will I ever heal?");
    expect(c.level).toBe("sensitive");
    expect(c.matches.map((m) => m.rule)).toContain("health.mental");
  });

  it("prefers caution when a phrase may be a cry for help", () => {
    expect(classifyQuestion("I can't do this anymore.").level).toBe("crisis");
    expect(classifyQuestion("What's the point of it all?").level).toBe("crisis");
    expect(classifyQuestion("I feel hopeless about everything. What now?").level).toBe("sensitive");
    expect(classifyQuestion("I can't cope with work. What should I change?").level).toBe("sensitive");
  });

  it("reads leetspeak, accents and stretched letters", () => {
    expect(classifyQuestion("thinking about su1c1de").level).toBe("crisis");
    expect(classifyQuestion("I want to díe").level).toBe("crisis");
    expect(classifyQuestion("i just want to dieeeee").level).toBe("crisis");
    expect(classifyQuestion("Will the biopsie show cancr?").topics).toEqual(["health"]);
  });

  it("leaves ordinary words in ordinary questions alone", () => {
    for (const text of [
      "Should I become a doctor or a lawyer?",
      "Should I invest more time in my art?",
      "Will I get the job or not?",
      "Is my stroke of luck coming?",
      "I want to flip a coin. What should I pick?",
      "Will my band play at the tennis court festival?",
      "Should I ask Sue for advice?",
      "Will I win her heart?",
    ]) {
      expect(classifyQuestion(text).topics, text).toEqual([]);
    }
  });

  it("finds the shape and both paths of a choice", () => {
    expect(classifyQuestion("Will I get the job or not?")).toMatchObject({ shape: "yes-no" });
    expect(classifyQuestion("Should I move to Paris, Rome or Berlin?").shape).toBe("yes-no");
    expect(classifyQuestion("ok so should I quit my job or stay, given my kids?").choice).toEqual(["quit my job", "stay"]);
    expect(classifyQuestion("Dear Solara, whether I should move in with Sam or keep my flat?").choice).toEqual(["move in with Sam", "keep my flat"]);
    expect(classifyQuestion("London vs Paris for my studies?").choice).toEqual(["London", "Paris for my studies"]);
    expect(classifyQuestion("Tell me about my path.").shape).toBe("open");
  });
});

describe("normalise", () => {
  it("spells out txt-speak and contractions and maps back to the buyer's words", () => {
    const n = normalise("I dont wanna go… it’s 2 much!!");
    expect(n.text).toBe("i do not want to go it is 2 much!");
    const at = n.text.indexOf("want to");
    expect(originalSpan(n, at, at + "want to".length)).toBe("wanna");
  });

  it("keeps sentence punctuation once and drops quotes and dashes", () => {
    expect(normalise("“Should I — really — go??”").text).toBe("should i, really, go?");
    expect(normalise("Dead end job - should I leave?").text).toBe("dead end job, should i leave?");
    expect(normalise("self-harm...help").text).toBe("self harm. help");
  });
});
