import { describe, expect, it } from "vitest";

import { classifyQuestion } from "./classify";
import { crisisKindsOf, mergeModelClassification } from "./merge";

describe("mergeModelClassification", () => {
  it("adds the model's topics and keeps the lexicon's matches and shape", () => {
    const lexicon = classifyQuestion("Should I go back to university or keep working?");
    expect(lexicon.level).toBe("plain");
    const merged = mergeModelClassification(lexicon, { level: "sensitive", topics: ["money"], rationale: "Tuition is a big financial commitment." });
    expect(merged).toMatchObject({ level: "sensitive", topics: ["money"], source: "lexicon+model", shape: "choice", choice: lexicon.choice });
    expect(merged.matches).toEqual(lexicon.matches);
    expect(merged.model).toEqual({ level: "sensitive", topics: ["money"], rationale: "Tuition is a big financial commitment." });
  });

  it("never lowers the lexicon's level or removes its topics", () => {
    const lexicon = classifyQuestion("I don't want to be alive anymore. Is there any point in going on?");
    const merged = mergeModelClassification(lexicon, { level: "plain", topics: [], rationale: "A philosophical question." });
    expect(merged.level).toBe("crisis");
    expect(merged.topics).toEqual(["crisis"]);
    expect(merged.model?.level).toBe("plain");
  });

  it("raises to crisis when the model says crisis, with the crisis topic first", () => {
    const lexicon = classifyQuestion("Is my husband cheating on me?");
    const merged = mergeModelClassification(lexicon, { level: "crisis", topics: ["third-party"], rationale: "Mentions fear at home." });
    expect(merged.level).toBe("crisis");
    expect(merged.topics).toEqual(["crisis", "third-party"]);
    expect(crisisKindsOf(merged)).toEqual(["self-harm"]);
  });

  it("keeps a raised level even when the model names no topic", () => {
    const merged = mergeModelClassification(classifyQuestion("Will I find love?"), { level: "sensitive", topics: [], rationale: "Unclear." });
    expect(merged.level).toBe("sensitive");
    expect(merged.topics).toEqual([]);
  });
});

describe("crisisKindsOf", () => {
  it("is empty unless the level is crisis", () => {
    expect(crisisKindsOf(classifyQuestion("Will I win my custody case?"))).toEqual([]);
    expect(crisisKindsOf(classifyQuestion("i want to kms"))).toEqual(["self-harm"]);
    expect(crisisKindsOf(classifyQuestion("I'm scared of my partner. He threatens to hurt me."))).toEqual(["abuse"]);
  });
});
