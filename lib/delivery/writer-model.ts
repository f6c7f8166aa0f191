import "server-only";

import { createGateway, type LanguageModel } from "ai";

import { env } from "@/lib/env";

let cached: LanguageModel | null | undefined;

/**
 * The writer's model: env.AI_MODEL through the Vercel AI Gateway when AI_GATEWAY_API_KEY is set
 * (the key is passed explicitly: only lib/env reads the environment), else null, and the
 * offline composer writes every reading.
 */
export function defaultWriterModel(): LanguageModel | null {
  if (cached !== undefined) return cached;
  cached = env.AI_GATEWAY_API_KEY ? createGateway({ apiKey: env.AI_GATEWAY_API_KEY })(env.AI_MODEL) : null;
  return cached;
}
