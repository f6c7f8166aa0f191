/**
 * Combining the lexicon's classification with a model's. The model can only add: a topic the
 * lexicon missed, a higher level. It can never take away what the lexicon found, so a model
 * that answers "plain" to "I don't want to be alive any more" changes nothing.
 */
import { levelOf, orderTopics } from "./classify";
import type { CrisisKind } from "./resources";
import type { CareClassification, CareLevel, CareTopic } from "./types";

/** What a model classifier says about a buyer's words. */
export interface ModelCareVerdict {
  level: CareLevel;
  topics: readonly CareTopic[];
  rationale: string;
}

const RANK: Readonly<Record<CareLevel, number>> = { plain: 0, sensitive: 1, crisis: 2 };

export function higherLevel(a: CareLevel, b: CareLevel): CareLevel {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * The combined classification (source "lexicon+model"). A model that says "crisis" adds the
 * crisis topic; a model that says "sensitive" without naming a topic raises the level only, and
 * then no guide is called for by topic: the caller should hold such an order for a person.
 */
export function mergeModelClassification(lexicon: CareClassification, model: ModelCareVerdict): CareClassification {
  const topics = orderTopics([...lexicon.topics, ...model.topics, ...(model.level === "crisis" ? (["crisis"] as const) : [])]);
  const level = [lexicon.level, model.level, levelOf(topics)].reduce(higherLevel);
  return {
    ...lexicon,
    level,
    topics,
    source: "lexicon+model",
    model: { level: model.level, topics: orderTopics(model.topics), rationale: model.rationale },
  };
}

/**
 * Which crisis lines a crisis letter leads with: abuse lines when the words were about abuse or
 * violence at home, self-harm lines otherwise (and both when both). A crisis the model raised
 * without a matched rule gets the self-harm lines.
 */
export function crisisKindsOf(care: Pick<CareClassification, "level" | "matches">): CrisisKind[] {
  if (care.level !== "crisis") return [];
  const crisis = care.matches.filter((m) => m.topic === "crisis");
  const abuse = crisis.some((m) => m.rule.startsWith("crisis.abuse-"));
  const selfHarm = crisis.some((m) => !m.rule.startsWith("crisis.abuse-"));
  const kinds: CrisisKind[] = [];
  if (selfHarm || !abuse) kinds.push("self-harm");
  if (abuse) kinds.unshift("abuse");
  return kinds;
}
