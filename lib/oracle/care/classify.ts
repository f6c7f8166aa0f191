/**
 * Classifies a buyer's own words (a tarot question, a couple's intention, a live-session note)
 * before anything is drawn or written: which care topics they touch, how serious that is, and
 * the question's shape. Deterministic and offline; the model classifier (lib/delivery/care-model)
 * can only add to what this finds.
 */
import { RULES } from "./lexicon";
import { normalise, originalSpan, type Normalised } from "./normalise";
import { CARE_TOPICS, type CareClassification, type CareLevel, type CareMatch, type CareTopic, type QuestionShape } from "./types";

export function levelOf(topics: readonly CareTopic[]): CareLevel {
  if (topics.includes("crisis")) return "crisis";
  return topics.length ? "sensitive" : "plain";
}

/** The topics in CARE_TOPICS order (most serious first), each once. */
export function orderTopics(topics: Iterable<CareTopic>): CareTopic[] {
  const set = new Set(topics);
  return CARE_TOPICS.filter((t) => set.has(t));
}

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.lastIndexOf(". "), before.lastIndexOf("? "), before.lastIndexOf("! "), before.lastIndexOf("; ")) + 1;
  const rest = text.slice(index);
  const endMatch = /[.?!;](?: |$)/.exec(rest);
  const end = endMatch ? index + endMatch.index + 1 : text.length;
  return text.slice(start, end);
}

function findMatches(n: Normalised): CareMatch[] {
  const matches: CareMatch[] = [];
  const seen = new Set<string>();
  for (const rule of RULES) {
    for (const m of n.text.matchAll(rule.pattern)) {
      const index = m.index ?? 0;
      if (rule.unless?.test(sentenceAt(n.text, index))) continue;
      // A match may start at a sentence break the pattern needed ("? when will…").
      const lead = /^[.?!:;]? ?/.exec(m[0])?.[0].length ?? 0;
      const excerpt = originalSpan(n, index + lead, index + m[0].length);
      const key = `${rule.id}\u0000${excerpt.toLowerCase()}`;
      if (!excerpt || seen.has(key)) continue;
      seen.add(key);
      matches.push({ topic: rule.topic, rule: rule.id, excerpt });
    }
  }
  return matches;
}

// ---- shape ------------------------------------------------------------------------------------

interface Sentence {
  start: number;
  end: number;
  text: string;
}

function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^.?!]+[.?!]*/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!body) continue;
    const start = (m.index ?? 0) + lead;
    out.push({ start, end: start + body.length, text: body });
  }
  return out;
}

/** Openers a buyer may put before the question itself ("ok so", "dear Solara,", "please"). */
const OPENER = /^(?:(?:ok|okay|so|well|hi|hello|hey|dear \w+|solara|please|and|but|honestly|basically|um|hmm)[,:]? )*/;
const YES_NO = /^(?:will|would|should|shall|is|are|am|was|were|do|does|did|can|could|may|might|must|has|have|had)\b/;

/** Words after "or" that turn "X or Y?" back into a yes-no question ("or not?"). */
const NOT_A_PATH = /^(?:not|no|nothing|neither|both|what|something else|anything else|otherwise|vice versa|the other way (?:a)?round|is it (?:just )?me|am i (?:wrong|crazy|overthinking)|maybe not)$/;

/** askingOnly: a choice only in a question or a request to be told. */
const CHOICE_PATTERNS: readonly { re: RegExp; askingOnly?: boolean }[] = [
  { re: /\bbetween (?<a>.+?) and (?<b>.+)$/d },
  { re: /\bwhether (?:or not )?(?:i should |we should |to |i |we )?(?<a>.+?),? or (?:whether |if )?(?:i should |we should |should i |should we |to |i |we )?(?<b>.+)$/d },
  // "if X or Y" is a choice only when asked ("Tell me if I should stay or go"), not in "nobody cares if I live or die".
  { re: /\bif (?:i should |we should |to |i |we )?(?<a>.+?),? or (?:if )?(?:i should |we should |should i |should we |to |i |we )?(?<b>.+)$/d, askingOnly: true },
  { re: /\b(?:should|shall|do|would|could|can|must) (?:i|we) (?:rather )?(?<a>.+?),? or (?:should i |should we |shall i |shall we |do i |do we |would i |to |just |rather |instead )?(?<b>.+)$/d },
  { re: /\b(?:is it|would it be|which is|what is) (?:better|wiser|best|smarter|right)(?: for (?:me|us))?,?:? (?:to )?(?<a>.+?),? or (?:to )?(?<b>.+)$/d },
  { re: /^(?<a>.+?) (?:vs|versus) (?<b>.+)$/d },
];
const ASKING = /^(?:please )?(?:tell me|show me|let me know|i wonder|i want to know|i need to know)\b/;

function cleanPath(text: string): string {
  return text
    .replace(/^(?:to|just|rather|maybe|perhaps) /i, "")
    .replace(/[\s,;:.?!]+$/g, "")
    .replace(/,? (?:instead|then|now|right now)$/i, "")
    .trim();
}

/** The two paths of a choice question, in the buyer's words, or null. */
function choiceOf(n: Normalised, sentence: Sentence): [string, string] | null {
  const question = sentence.text.endsWith("?");
  const body = question ? sentence.text.replace(/[.!]+$/, "").replace(/\?+$/, "?") : sentence.text.replace(/[.?!]+$/, "");
  for (const { re: pattern, askingOnly } of CHOICE_PATTERNS) {
    if (askingOnly && !question && !ASKING.test(body.replace(OPENER, ""))) continue;
    const m = pattern.exec(body);
    const a = m?.indices?.groups?.a;
    const b = m?.indices?.groups?.b;
    if (!m || !a || !b) continue;
    // Y ends where a new clause starts ("…or stay, given my kids").
    const tail = /[,;:]\s|\s(?:because|since|given|as i|now that|when|if|which|what)\s/.exec(body.slice(b[0]));
    const bEnd = tail ? b[0] + tail.index : b[1];
    const normA = body.slice(a[0], a[1]).trim();
    const normB = body.slice(b[0], bEnd).trim();
    if (!normA || !normB || NOT_A_PATH.test(normB.replace(/[.?!,]+$/, ""))) continue;
    // "X, Y or Z" (or "between X, Y and Z") is a list of more than two paths, not a choice between two.
    if (/, /.test(normA.replace(/,$/, ""))) return null;
    const pathA = cleanPath(originalSpan(n, sentence.start + a[0], sentence.start + a[1]));
    const pathB = cleanPath(originalSpan(n, sentence.start + b[0], sentence.start + bEnd));
    if (pathA && pathB) return [pathA, pathB];
  }
  return null;
}

function shapeOf(n: Normalised): { shape: QuestionShape; choice?: [string, string] } {
  const sentences = sentencesOf(n.text);
  // Latest first: the question itself is usually the last one asked; choice cues count in any sentence.
  const questions = sentences.filter((s) => s.text.endsWith("?")).reverse();
  const candidates = [...questions, ...sentences.filter((s) => !s.text.endsWith("?")).reverse()];
  for (const sentence of candidates) {
    if (!/\bor\b|\bbetween\b.+\band\b|\b(?:vs|versus)\b/.test(sentence.text)) continue;
    const choice = choiceOf(n, sentence);
    if (choice) return { shape: "choice", choice };
  }
  const main = questions[0] ?? sentences.at(-1);
  // "I'm killing it at work, should I ask for a raise?": the question may follow a clause.
  const clauses = main ? [main.text, ...(main.text.split(/[,;:] /).slice(1))] : [];
  if (clauses.some((clause) => YES_NO.test(clause.replace(OPENER, "")))) return { shape: "yes-no" };
  return { shape: "open" };
}

/** What the care layer needs to know about a buyer's words. */
export function classifyQuestion(text: string): CareClassification {
  const n = normalise(text);
  const matches = findMatches(n);
  const topics = orderTopics(matches.map((m) => m.topic));
  const { shape, choice } = shapeOf(n);
  return {
    version: 1,
    level: levelOf(topics),
    topics,
    matches,
    shape,
    ...(choice ? { choice } : {}),
    source: "lexicon",
  };
}
