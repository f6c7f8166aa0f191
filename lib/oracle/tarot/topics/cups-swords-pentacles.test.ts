import { describe, expect, it } from "vitest";

import { CUPS_TOPICS } from "./cups";
import { PENTACLES_TOPICS } from "./pentacles";
import { SWORDS_TOPICS } from "./swords";
import { cardIdsOf, topicProblems } from "./validate";

describe("Solara's topic layers for Cups, Swords and Pentacles", () => {
  it("cover all 42 cards, both orientations, every layer, and keep every rule", () => {
    const problems = topicProblems({ ...CUPS_TOPICS, ...SWORDS_TOPICS, ...PENTACLES_TOPICS }, [
      ...cardIdsOf("cups"),
      ...cardIdsOf("swords"),
      ...cardIdsOf("pentacles"),
    ]);
    expect(problems.join("\n")).toBe("");
  });

  it("hold no card outside their own suits, so the merged table cannot shadow another writer's cards", () => {
    const ids = [...Object.keys(CUPS_TOPICS), ...Object.keys(SWORDS_TOPICS), ...Object.keys(PENTACLES_TOPICS)];
    const expected = [...cardIdsOf("cups"), ...cardIdsOf("swords"), ...cardIdsOf("pentacles")];
    expect(ids.sort()).toEqual([...expected].sort());
  });
});
