import "server-only";

import { generateText, type LanguageModel } from "ai";

import { checkLetter, professionalsFor } from "@/lib/oracle/care";
import type { LetterProblem } from "@/lib/oracle/care/types";
import { vocabularyOf, type FactSheet } from "@/lib/oracle/facts";
import { careOf, composeOffline, factIds, OFFLINE_COMPOSER, stripCitations, structureProblems, systemPrompt, userPrompt, type ReadingRequest } from "@/lib/oracle/writer";

/** One writing attempt and what the checks found in it (stored on the reading for the studio). */
export interface WritingAttempt {
  writer: string;
  at: string;
  problems: { code: string; detail: string; excerpt: string }[];
}

export type WriteOutcome =
  | { status: "ready"; body: string; writer: string; attempts: WritingAttempt[] }
  /** Nothing passed the checks: a person must read it. `body` is the best draft to start from. */
  | { status: "held"; body: string; writer: string; attempts: WritingAttempt[] };

export interface WriteOptions {
  /** A language model, or null to compose offline. */
  model?: LanguageModel | null;
  signal?: AbortSignal;
  /** A model call that fails: compose offline (true) or throw so the job retries (false). */
  fallbackOnError?: boolean;
  /** Per model call. */
  timeoutMs?: number;
  now?: () => Date;
  log?: Pick<Console, "warn">;
}

export const MODEL_TIMEOUT_MS = 90_000;
const MAX_MODEL_ATTEMPTS = 2;

function sheetsOf(request: ReadingRequest): FactSheet[] {
  switch (request.kind) {
    case "tarot":
      return [request.facts];
    case "match":
      return [request.facts];
    case "bundle":
      return [request.facts, request.tarotFacts];
    case "live-session":
      return [];
  }
}

/** The buyer's own words in the request: each may be quoted once, never echoed. */
function quotedWords(request: ReadingRequest): string[] {
  switch (request.kind) {
    case "tarot":
      return [request.facts.question.text];
    case "bundle":
      return [request.tarotFacts.question.text];
    case "live-session":
      return [request.intention.text, ...(request.notes ? [request.notes] : [])];
    case "match":
      return [];
  }
}

/** Every problem a letter has: the shape it must have, and what the care layer's check refuses. */
export function letterProblems(request: ReadingRequest, body: string): LetterProblem[] {
  const structural = structureProblems(request, body).map((detail): LetterProblem => ({ code: "missing-part", detail, excerpt: "" }));
  const care = checkLetter({ letter: body, vocabulary: vocabularyOf(sheetsOf(request)), care: careOf(request), quoted: quotedWords(request) });
  return [...structural, ...care];
}

const describe = (problems: readonly LetterProblem[]) => problems.map((p) => ({ code: p.code, detail: p.detail, excerpt: p.excerpt }));

/**
 * Writes a reading and checks it before anyone sees it. Without a model, the offline composer
 * writes it. With one, the model writes from the fact sheet; a reply that fails the checks is
 * sent back once with the problems listed; a reply that fails twice is held for a person (with
 * the composer's draft to start from), never swapped silently for a template. The same checks
 * apply to the composer: a composer letter that fails them is held too.
 */
export async function writeReading(request: ReadingRequest, options: WriteOptions = {}): Promise<WriteOutcome> {
  const now = options.now ?? (() => new Date());
  const attempts: WritingAttempt[] = [];
  const composed = () => {
    const body = composeOffline(request);
    const problems = letterProblems(request, body);
    attempts.push({ writer: OFFLINE_COMPOSER, at: now().toISOString(), problems: describe(problems) });
    return { body, ok: problems.length === 0 };
  };

  // A live-session confirmation states facts (times, steps): the composer writes it, never a model.
  if (!options.model || request.kind === "live-session") {
    const { body, ok } = composed();
    return { status: ok ? "ready" : "held", body, writer: OFFLINE_COMPOSER, attempts };
  }

  const model = options.model;
  const writer = typeof model === "string" ? model : model.modelId;
  const known = factIds(request);
  const system = systemPrompt(request, professionalsFor(careOf(request)));
  let prompt = userPrompt(request);
  for (let attempt = 1; attempt <= MAX_MODEL_ATTEMPTS; attempt++) {
    let text: string;
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? MODEL_TIMEOUT_MS), ...(options.signal ? [options.signal] : [])]);
      const result = await generateText({ model, system, prompt, maxOutputTokens: request.kind === "bundle" ? 4000 : 2800, abortSignal: signal });
      text = result.text.trim();
    } catch (error) {
      // The job's time ran out (lease or drain budget): stop here; the job runs again with time to write.
      if (!options.fallbackOnError || options.signal?.aborted) throw error;
      (options.log ?? console).warn(`[writer] model call failed (${error instanceof Error ? error.message : String(error)}); composing offline`);
      const { body, ok } = composed();
      return { status: ok ? "ready" : "held", body, writer: OFFLINE_COMPOSER, attempts };
    }
    const { text: body, unknown } = stripCitations(text, known);
    const problems: LetterProblem[] = [
      ...unknown.map((id): LetterProblem => ({ code: "unknown-citation", detail: `cites a fact the sheet does not have: [${id}]`, excerpt: `[${id}]` })),
      ...letterProblems(request, body),
    ];
    attempts.push({ writer, at: now().toISOString(), problems: describe(problems) });
    if (problems.length === 0) return { status: "ready", body, writer, attempts };
    prompt = `${userPrompt(request)}\n\nYour previous letter was refused by the checks for these reasons; write it again without them:\n${problems.map((p) => `- ${p.code}: ${p.detail}${p.excerpt ? ` (“${p.excerpt}”)` : ""}`).join("\n")}`;
  }
  // Twice refused: a person decides. The composer's letter is the draft they start from.
  const { body } = composed();
  return { status: "held", body, writer: OFFLINE_COMPOSER, attempts };
}
