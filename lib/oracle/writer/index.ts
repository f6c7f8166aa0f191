/**
 * The writer: puts computed oracle data into a persona's words. Pure: the offline composer for
 * every product, the prompts a language model gets (lib/delivery calls the model), and the shape
 * every letter must have. The care layer's check (../care) decides what a letter may say.
 */
import { composeCouples, coupleSummary } from "./compose-couples";
import { composeLiveSession } from "./compose-live-session";
import { composeTarot } from "./compose-tarot";
import { firstName, type ReadingRequest } from "./requests";

export const OFFLINE_COMPOSER = "offline-composer";

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

/** The letter, written from the request's fact sheet alone. */
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

/** A few sentences for the portal (couples reports), or undefined. */
export function summaryOf(request: ReadingRequest): string | undefined {
  return request.kind === "match" || request.kind === "bundle" ? coupleSummary(request) : undefined;
}

export { markupToText, parseMarkup, type Block, type Inline } from "./markup";
export { factIds, stripCitations, systemPrompt, userPrompt } from "./prompt";
export { careOf, firstName, personaOf, type ReadingRequest } from "./requests";
export { structureProblems } from "./structure";
