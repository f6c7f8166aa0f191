import { describe, expect, it } from "vitest";

import { craftCouple, presentCouple } from "@/lib/products/couple";

import { composeOffline, summaryOf, userPrompt } from "./index";
import type { MatchRequest } from "./requests";

const ON = new Date("2026-01-10T12:00:00Z");
const ADA = { name: "Ada Lovelace", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" };
const SAM = { name: "Sam Rivera", dob: "1988-11-02", tob: "22:10", pob: "Lisbon, Portugal" };

function request(p1: typeof ADA, p2: typeof ADA): MatchRequest {
  const couple = craftCouple(p1, p2, ON);
  return { kind: "match", seed: "order-1", ...couple, care: { version: 1, level: "plain", topics: [], matches: [], shape: "open", source: "lexicon" } };
}

describe("the match letter states the calibrated score honestly", () => {
  it("gives the score as a percentile of random couples, never a mark out of 100, with all five sub-scores", () => {
    const r = request(ADA, SAM);
    const { score, subScores } = r.synastry;
    const letter = composeOffline(r);
    expect(letter).toMatch(new RegExp(`\\*\\*Your score: ${score}, the ${score}(st|nd|rd|th) percentile\\.\\*\\* This pair scores above ${score}% of 2,000 random couples; 50 is a typical pair\\.`));
    const s = (k: keyof typeof subScores) => Math.round(subScores[k]);
    expect(letter).toContain(
      `Its five sub-scores, each 0 to 100: attraction ${s("attraction")}, emotional ease ${s("emotionalEase")}, communication ${s("communication")}, long-term stability ${s("stability")}, friction ${s("friction")}. For friction, higher means more friction, not less.`,
    );
    expect(letter).not.toContain("out of 100");
    expect(summaryOf(r)).toMatch(/: the \d+(st|nd|rd|th) percentile of random couples\./);
    expect(presentCouple(r.facts).facts?.rows.at(-1)).toEqual({ label: "Compatibility", value: expect.stringMatching(new RegExp(`^${score}, the ${score}(st|nd|rd|th) percentile of random couples$`)) });
    expect(userPrompt(r)).toContain("it is a percentile among random couples (50 is a typical pair), never a mark out of 100. State the five sub-scores");
  });

  it("a chart compared with itself gets no score: the letter, the summary, the facts and the prompt say why", () => {
    const r = request(ADA, { ...ADA, name: "Ada Again" });
    expect(r.synastry.selfComparison).toBe(true);
    expect(r.facts.score.selfComparison).toBe(true);
    const letter = composeOffline(r);
    expect(letter).toContain("**No score.** These are the same birth chart twice");
    expect(letter).not.toMatch(/percentile/);
    expect(summaryOf(r)).toContain("the same birth chart twice, so no compatibility score");
    expect(presentCouple(r.facts).preview).toBe("Ada Lovelace and Ada Again: not scored (the same birth chart twice), with a 7-day ritual plan");
    expect(userPrompt(r)).toContain("say plainly that this is not a compatibility reading and give no score");
  });
});
