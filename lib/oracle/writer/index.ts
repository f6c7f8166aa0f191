/**
 * The writer: puts computed oracle data into a persona's words. With a language model (the
 * Vercel AI SDK; the app passes the AI Gateway model when AI_GATEWAY_API_KEY is set, tests pass
 * MockLanguageModelV3) it asks the model and checks the text is grounded; without one, or when
 * the model's text misses something it must say, the offline composer writes the reading.
 */
import { generateText, type LanguageModel } from "ai";

import { composeCouples, coupleSummary } from "./compose-couples";
import { composeLiveSession } from "./compose-live-session";
import { composeTarot } from "./compose-tarot";
import { groundingProblems } from "./grounding";
import { systemPrompt, userPrompt } from "./prompt";
import { firstName, personaOf, type PersonaHandle, type ReadingRequest } from "./requests";

export const OFFLINE_COMPOSER = "offline-composer";

export interface WrittenReading {
  persona: PersonaHandle;
  subject: string;
  /** The letter, in the markup of markup.ts. */
  body: string;
  /** The model id, or "offline-composer". */
  writer: string;
  /** A few sentences for the portal (couples reports). */
  summary?: string;
  /** Why the composer wrote it although a model was available. */
  fallbackReason?: string;
}

export interface WriteOptions {
  /** A language model, or null/undefined to compose offline. */
  model?: LanguageModel | null;
  signal?: AbortSignal;
  /** When the model call fails: compose offline (true) or throw so the job retries (false). */
  fallbackOnError?: boolean;
  log?: Pick<Console, "warn">;
}

export function subjectOf(request: ReadingRequest): string {
  switch (request.kind) {
    case "tarot":
      return "Your three cards, read by Solara";
    case "match":
      return `${firstName(request.person1.name)} & ${firstName(request.person2.name)}: your compatibility report from Astra`;
    case "bundle":
      return `${firstName(request.person1.name)} & ${firstName(request.person2.name)}: your couples reading, charts and cards`;
    case "live-session":
      return `Your ${request.productName} is reserved`;
  }
}

export function composeOffline(request: ReadingRequest): string {
  switch (request.kind) {
    case "tarot":
      return composeTarot(request);
    case "match":
    case "bundle":
      return composeCouples(request);
    case "live-session":
      return composeLiveSession(request);
  }
}

function modelId(model: LanguageModel): string {
  return typeof model === "string" ? model : model.modelId;
}

export async function writeReading(request: ReadingRequest, options: WriteOptions = {}): Promise<WrittenReading> {
  const base = {
    persona: personaOf(request),
    subject: subjectOf(request),
    summary: request.kind === "match" || request.kind === "bundle" ? coupleSummary(request) : undefined,
  };
  const { model, log = console } = options;
  // A confirmation letter states facts (times, steps): the composer writes it, never a model.
  if (!model || request.kind === "live-session") return { ...base, body: composeOffline(request), writer: OFFLINE_COMPOSER };

  let text: string;
  try {
    const result = await generateText({
      model,
      system: systemPrompt(request),
      prompt: userPrompt(request),
      maxOutputTokens: request.kind === "bundle" ? 4000 : 2500,
      abortSignal: options.signal,
    });
    text = result.text.trim();
  } catch (error) {
    if (!options.fallbackOnError) throw error;
    const reason = `model call failed: ${error instanceof Error ? error.message : String(error)}`;
    log.warn(`[writer] ${reason}; composing offline`);
    return { ...base, body: composeOffline(request), writer: OFFLINE_COMPOSER, fallbackReason: reason };
  }
  const problems = groundingProblems(request, text);
  if (problems.length) {
    const reason = `model text not grounded: ${problems.join("; ")}`;
    log.warn(`[writer] ${reason}; composing offline`);
    return { ...base, body: composeOffline(request), writer: OFFLINE_COMPOSER, fallbackReason: reason };
  }
  return { ...base, body: text, writer: modelId(model) };
}

export { groundingProblems } from "./grounding";
export { markupToText, parseMarkup, type Block, type Inline } from "./markup";
export type { ReadingRequest } from "./requests";
