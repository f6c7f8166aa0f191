import "server-only";

import type { LanguageModel } from "ai";

import { storedJson } from "@/lib/db/stored-json";
import { classifyQuestion, mergeModelClassification } from "@/lib/oracle/care";
import { CARE_TOPICS, type CareClassification, type CareLevel } from "@/lib/oracle/care/types";
import { careClassificationSchema } from "@/lib/oracle/facts";
import type { BuyerWords } from "@/lib/products/types";

import { classifyWithModel } from "./care-model";

/** Order.care and Reading.care: the care layer's classification, parsed on every read. */
export const careJson = storedJson({ column: "care classification", version: 1, schema: careClassificationSchema });

const LEVELS: readonly CareLevel[] = ["plain", "sensitive", "crisis"];

/** Several classifications as one: every topic and match, the most serious level, the first text's shape. */
export function combineClassifications(list: readonly CareClassification[]): CareClassification {
  const [first] = list;
  if (!first) return { version: 1, level: "plain", topics: [], matches: [], shape: "open", source: "lexicon" };
  const topics = CARE_TOPICS.filter((t) => list.some((c) => c.topics.includes(t)));
  const level = LEVELS[Math.max(...list.map((c) => LEVELS.indexOf(c.level)))] as CareLevel;
  return {
    ...first,
    level,
    topics,
    matches: list.flatMap((c) => c.matches),
    source: list.every((c) => c.source === "lexicon+model") ? "lexicon+model" : "lexicon",
  };
}

/** The lexicon's reading of all the buyer's words together (checkout stores it on the order). */
export function classifyWords(words: readonly BuyerWords[]): CareClassification {
  return combineClassifications(words.map((w) => classifyQuestion(w.text)));
}

export interface CareVerdict {
  care: CareClassification;
  /** A model was asked and did not answer: the lexicon alone decided (the reading is held for a person). */
  modelUnavailable: boolean;
}

/**
 * Before anything is drawn into words: the lexicon always, and the model classifier as well when
 * a model is configured (it can only add topics or raise the level). A model that fails leaves
 * the lexicon's answer standing and says so, so the caller can hold the order for a person.
 */
export async function classifyBuyerWords(words: readonly BuyerWords[], options: { model?: LanguageModel | null; signal?: AbortSignal } = {}): Promise<CareVerdict> {
  const lexicon = words.map((w) => classifyQuestion(w.text));
  if (!options.model || words.length === 0) return { care: combineClassifications(lexicon), modelUnavailable: false };
  const merged: CareClassification[] = [];
  let modelUnavailable = false;
  for (const [i, w] of words.entries()) {
    const base = lexicon[i] as CareClassification;
    const result = await classifyWithModel(options.model, w.text, { signal: options.signal });
    // The job's own time ran out (lease or drain budget): not the model's failure; the job stops and runs again.
    if (!result.ok && options.signal?.aborted) throw options.signal.reason instanceof Error ? options.signal.reason : new Error("aborted");
    if (result.ok) merged.push(mergeModelClassification(base, result));
    else {
      modelUnavailable = true;
      merged.push(base);
    }
  }
  return { care: combineClassifications(merged), modelUnavailable };
}
