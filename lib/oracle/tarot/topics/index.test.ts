import { describe, expect, it } from "vitest";

import { DECK } from "../deck";
import { TOPIC_TEXTS } from "./index";
import { topicProblems } from "./validate";

describe("Solara's topic layers, the whole deck", () => {
  it("cover all 78 cards and pass every rule, with no sentence used twice anywhere in the deck", () => {
    expect(Object.keys(TOPIC_TEXTS).sort()).toEqual(DECK.map((c) => c.id).sort());
    const problems = topicProblems(TOPIC_TEXTS, DECK.map((c) => c.id));
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
