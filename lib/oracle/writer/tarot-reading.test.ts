import { describe, expect, it } from "vitest";

import { classifyQuestion } from "../care";
import { questionFacts } from "../facts";
import { gerund, longestSharedRun, pathPhrase, questionSubject } from "./tarot-reading";

const subject = (q: string) => questionSubject(questionFacts(q, classifyQuestion(q)));

describe("restating the buyer's question inside a sentence", () => {
  it.each([
    ["Should I quit the band?", "whether to quit the band"],
    ["What do I need to understand about my relationship with money right now?", "what you need to understand about your relationship with money right now"],
    ["How can I rebuild trust with my sister?", "how you can rebuild trust with your sister"],
    ["What should I focus on at work?", "what you should focus on at work"],
    ["Who am I becoming?", "who you are becoming"],
    ["Why do I keep choosing friends who drain me?", "why you keep choosing friends who drain you"],
    ["Is it the right time to start my own pottery studio?", "whether now is the time to start your own pottery studio"],
  ])("%s → %s", (q, expected) => {
    expect(subject(q)).toBe(expected);
  });

  it("does not restate what it cannot turn into a clause, a sensitive question, or eight of the buyer's words in a row", () => {
    expect(subject("What does my restlessness want me to know?")).toBeNull();
    expect(subject("Should I stop taking my antidepressants?")).toBeNull();
    expect(subject("Should I say yes to the trip to Japan with my old school friends?")).toBeNull();
  });

  it("names each path of a choice as something to weigh", () => {
    expect(pathPhrase("take the job offer in Lisbon")).toBe("taking the job offer in Lisbon");
    expect(pathPhrase("stay with my partner in Porto")).toBe("staying with your partner in Porto");
    expect([gerund("quit"), gerund("move"), gerund("tie"), gerund("see")]).toEqual(["quitting", "moving", "tying", "seeing"]);
  });

  it("measures the longest run of shared words", () => {
    expect(longestSharedRun("whether to take the job in Lisbon", "Should I take the job in Lisbon?")).toBe(5);
  });
});

describe("paths of a choice", () => {
  it("turns a one-word path into a gerund too, and leaves a noun phrase alone", () => {
    expect(pathPhrase("stay")).toBe("staying");
    expect(pathPhrase("the job in Lisbon")).toBe("the job in Lisbon");
  });
});
