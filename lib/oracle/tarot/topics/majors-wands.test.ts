import { describe, expect, it } from "vitest";

import { MAJOR_TOPICS } from "./majors";
import { TOPIC_LAYERS } from "./types";
import { cardIdsOf, topicProblems } from "./validate";
import { WANDS_TOPICS } from "./wands";

const TABLE = { ...MAJOR_TOPICS, ...WANDS_TOPICS };
const IDS = [...cardIdsOf("major"), ...cardIdsOf("wands")];

describe("topic layers: the major arcana and the Wands", () => {
  it("cover exactly the 22 majors and the 14 Wands", () => {
    expect(Object.keys(MAJOR_TOPICS).sort()).toEqual(cardIdsOf("major").sort());
    expect(Object.keys(WANDS_TOPICS).sort()).toEqual(cardIdsOf("wands").sort());
  });

  it("pass every rule of the validator", () => {
    const problems = topicProblems(TABLE, IDS);
    expect(problems, `\n${problems.join("\n")}\n`).toEqual([]);
  });

  it("say something different when the card is reversed", () => {
    for (const id of IDS) {
      const card = TABLE[id];
      if (!card) continue;
      for (const field of [...TOPIC_LAYERS, "practice"] as const) {
        expect(card.reversed[field], `${id} ${field}`).not.toBe(card.upright[field]);
      }
    }
  });
});
