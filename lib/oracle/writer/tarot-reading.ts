/**
 * Solara's reading of cards against a question, shared by the three-card letter (compose-tarot)
 * and the couples bundle's journey: the passage for one card (card × position × topic layer),
 * how the cards speak to each other, the answer shaped to the question, and the plan built from
 * the cards' own practices. Everything here is built from the fact sheet; nothing is fixed text
 * that would read the same in every letter, and nothing predicts or decides for the reader.
 */
import { careGuidesFor } from "../care";
import type { CareClassification, CareTopic } from "../care/types";
import type { CardFact, PositionRole, QuestionFacts, TarotFactSheet } from "../facts";
import type { TarotElement } from "../tarot";
import { TOPIC_TEXTS } from "../tarot/topics";
import type { TopicLayer } from "../tarot/topics/types";
import { pick } from "../voices";

// ── Naming ─────────────────────────────────────────────────────────────────────────────────

/** "the Three of Cups" or "The Tower" inside a sentence (the majors carry their article). */
export function cardPhrase(c: CardFact): string {
  return c.card.arcana === "minor" || c.card.name === "Wheel of Fortune" ? `the ${c.card.name}` : c.card.name;
}

/** The same at the start of a sentence. */
export const CardPhrase = (c: CardFact) => capital(cardPhrase(c));

/** "the Ten of Cups", "the Hermit", "Justice": for headings and lists, where "The" is not a sentence start. */
export function cardInList(c: CardFact): string {
  if (c.card.name.startsWith("The ")) return `the ${c.card.name.slice(4)}`;
  return c.card.arcana === "minor" || c.card.name === "Wheel of Fortune" ? `the ${c.card.name}` : c.card.name;
}

/** "the Three of Cups, reversed". */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const kw = (c: CardFact, i = 0) => c.keywords[i] ?? c.keywords[0] ?? c.card.name;
const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five"];
const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** "heading: text" → the deck's instruction for a card: the last sentence of its meaning. */
export function instructionOf(c: CardFact): string {
  const sentences = c.meaning.split(/(?<=[.!?])\s+/).filter(Boolean);
  return sentences.at(-1) ?? c.meaning;
}

// ── The question ───────────────────────────────────────────────────────────────────────────

const REFLECT: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  "i’m": "you’re",
  "i've": "you've",
  "i’ve": "you’ve",
  "i'll": "you'll",
  "i’ll": "you’ll",
  "i'd": "you'd",
  "i’d": "you’d",
  am: "are",
  was: "were",
  we: "you",
  us: "you",
  our: "your",
  ours: "yours",
};

/** First person to second: "my job" → "your job". */
export function reflect(text: string): string {
  return text.replace(/[A-Za-z'’]+/g, (word) => REFLECT[word.toLowerCase()] ?? word);
}

const clean = (text: string) => text.trim().replace(/\s+/g, " ").replace(/[?.!\s]+$/, "");

const DOUBLE_FINAL = new Set(["stop", "quit", "get", "put", "run", "sit", "set", "let", "plan", "swim", "begin", "shop", "cut", "hit", "win"]);

/** "take" → "taking", "stay" → "staying", "quit" → "quitting". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith("ing")) return v;
  if (v === "be") return "being";
  if (DOUBLE_FINAL.has(v)) return `${v}${v.at(-1)}ing`;
  if (v.endsWith("ie")) return `${v.slice(0, -2)}ying`;
  if (v.endsWith("e") && !v.endsWith("ee") && v.length > 2) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

/** One path of a choice, as a phrase the letter can weigh: "take the job in Lisbon" → "taking the job in Lisbon". */
export function pathPhrase(path: string): string {
  const words = reflect(clean(path).replace(/^(?:to|i)\s+/i, "")).split(" ");
  const [first, ...rest] = words;
  if (!first) return path;
  // A path starts with its verb ("take the job", "stay"): as a gerund it can be weighed ("taking the job").
  const phrase = /^[a-z]+$/i.test(first) && !/^(?:the|a|an|my|your|our|this|that)$/i.test(first) ? [gerund(first), ...rest].join(" ") : words.join(" ");
  return phrase.replace(/^(?:should|shall|will|would|do|can)\s+(?:you|i)\s+/i, "");
}

/**
 * The question restated inside a sentence, in the second person: "whether to leave your job",
 * "what you most need to see about your sister". Null when it cannot be restated simply, or when
 * the question is sensitive (a restated "will I win" would read as a promise).
 */
export function questionSubject(q: QuestionFacts): string | null {
  if (q.care.level !== "plain") return null;
  const text = clean(q.text.split(/(?<=[?.!])\s+/).find((s) => s.includes("?")) ?? q.text);
  if (text.split(/\s+/).length > 22) return null;
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^(?:should|shall)\s+i\s+(.+)$/i, (m) => `whether to ${reflect(m[1] ?? "")}`],
    [/^(?:do|would)\s+i\s+(?:need|have) to\s+(.+)$/i, (m) => `whether you need to ${reflect(m[1] ?? "")}`],
    [/^is\s+(?:it|now)\s+(?:the\s+)?(?:right\s+)?time\s+(?:for\s+me\s+)?to\s+(.+)$/i, (m) => `whether now is the time to ${reflect(m[1] ?? "")}`],
    [/^(?:is|are)\s+(.+?)\s+(right|good|meant)\s+for\s+me$/i, (m) => `whether ${reflect(m[1] ?? "")} ${m[1]?.match(/\b(they|these|those)\b/i) ? "are" : "is"} ${m[2]} for you`],
    // "What do I need to…?" → "what you need to…"; other inverted questions ("What does my…
    // want?", "Why is he…?") cannot be turned into an embedded clause by rule, so they are not restated.
    [/^(what|how|why|where|which|who)\s+(?:do|did)\s+(?:i|we)\s+(.+)$/i, (m) => `${(m[1] ?? "").toLowerCase()} you ${reflect(m[2] ?? "")}`],
    [/^(what|how|why|where|which|who)\s+(can|could|should|would|will|shall|might|must|may)\s+(?:i|we)\s+(.+)$/i, (m) => `${(m[1] ?? "").toLowerCase()} you ${(m[2] ?? "").toLowerCase()} ${reflect(m[3] ?? "")}`],
    [/^(what|how|why|where|which|who)\s+am\s+i\s+(.+)$/i, (m) => `${(m[1] ?? "").toLowerCase()} you are ${reflect(m[2] ?? "")}`],
    [/^(what|how|why|where|which|who)\s+(?!(?:do|does|did|is|are|am|was|were|can|could|should|would|will|shall|has|have|had|may|might|must)\b)(.+)$/i, (m) => `${(m[1] ?? "").toLowerCase()} ${reflect(m[2] ?? "")}`],
    [/^can\s+i\s+(.+)$/i, (m) => `whether you can ${reflect(m[1] ?? "")}`],
    [/^(?:am\s+i|do\s+i|did\s+i|have\s+i)\s+(.+)$/i, (m) => `whether you ${verbFor(m[0] ?? "")} ${reflect(m[1] ?? "")}`],
  ];
  for (const [re, make] of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const subject = make(m).replace(/\s+/g, " ").trim();
    // A restatement must never read as the buyer's words echoed back (the check refuses eight in a
    // row), and must not name a card the spread may not hold.
    return longestSharedRun(subject, q.text) < 7 && !/\b(?:The [A-Z][a-z]+|Death|Justice|Strength|Temperance|Judgement)\b/.test(subject) ? subject : null;
  }
  return null;
}

const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** The longest run of consecutive words two texts share. */
export function longestSharedRun(a: string, b: string): number {
  const x = wordsIn(a);
  const y = wordsIn(b);
  let best = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = 0; j < y.length; j++) {
      let k = 0;
      while (x[i + k] !== undefined && x[i + k] === y[j + k]) k++;
      if (k > best) best = k;
    }
  }
  return best;
}

function verbFor(opening: string): string {
  const w = opening.split(/\s+/)[0]?.toLowerCase();
  return w === "am" ? "are" : w === "did" ? "did" : w === "have" ? "have" : "do";
}

const LAYER_NOUN: Record<TopicLayer, string> = {
  love: "your heart and the people close to it",
  work: "your work",
  money: "your relationship with money",
  self: "what you are carrying",
  other: "the person you are asking about, seen from your side",
};

/** A restated question, or what it is about (a choice is named by its two paths). */
export function questionAbout(q: QuestionFacts): string {
  if (q.shape === "choice" && q.choice) {
    const [a, b] = [pathPhrase(q.choice[0]), pathPhrase(q.choice[1])];
    // Name both paths, in words that never repeat the buyer's eight in a row (the echo check).
    const candidates = [`your choice between ${a} and ${b}`, `your choice of ${a} or ${b}`, "the choice in front of you"];
    return candidates.find((c) => longestSharedRun(c, q.text) < 7) ?? "the choice in front of you";
  }
  return questionSubject(q) ?? LAYER_NOUN[q.layer];
}

// ── Care: what the cards can and cannot speak to ───────────────────────────────────────────

/** What no reading can do, for each sensitive topic; `medium` is "the cards", "a chart", "the numbers". */
const CANNOT: Partial<Record<CareTopic, (medium: string) => string>> = {
  health: (m) => `${capital(m)} cannot see inside a body. No reading can give a diagnosis, a test result or a word on medication`,
  legal: (m) => `${capital(m)} cannot read a court, a judge or a case, and nothing here is legal advice`,
  money: (m) => `${capital(m)} cannot tell you what a price, a coin, a bet or an investment will do, and nothing here is financial advice`,
  "third-party": (m) => `${capital(m)} cannot tell you what another person is doing, thinking or keeping from you`,
  death: () => "No reading can say when a life will end, and I will never put a date on one",
  timing: (m) => `${capital(m)} cannot put a date on what you are waiting for, and I won't invent one`,
};

const CAN: Partial<Record<CareTopic, string>> = {
  health: "how you carry this, what support you need around you, and what you want to ask",
  legal: "how you hold yourself steady through it, what you need in place, and what to ask",
  money: "how you relate to money and risk right now, and what you want to understand before you decide anything",
  "third-party": "your side of the bond: what you notice, what you need, and what you could ask them directly",
  death: "how to be with what you are carrying, and who can carry some of it with you",
  timing: "what is in your hands while you wait",
};

const TOPIC_NOUN: Record<CareTopic, string> = {
  crisis: "your safety",
  health: "your health",
  legal: "a legal matter",
  money: "money decisions",
  "third-party": "another person's private life",
  death: "death and loss",
  timing: "timing",
};

/** Who to take a sensitive question to, phrased for a letter ("your doctor or a therapist"). */
export type ProfessionalLookup = (care: CareClassification) => string[];

/**
 * The care guides a letter names, one per topic (the most specific: "the doctor who ordered the
 * test" rather than that and "your doctor" too). A guide that names the same kind of person covers
 * the topic's general guide as well (the check verifies that every guide is named).
 */
export const professionalsOnce: ProfessionalLookup = (care) => {
  const seen = new Set<string>();
  return careGuidesFor(care)
    .filter((g) => (seen.has(g.topic) ? false : (seen.add(g.topic), true)))
    .map((g) => g.who);
};

/**
 * The paragraph a sensitive question gets before any card: what the cards can't do, who can,
 * and what this reading speaks to instead. Empty for a plain question.
 */
export function careParagraph(
  q: QuestionFacts,
  professionals: ProfessionalLookup,
  { medium = "the cards", what = "reading", after = "That is how I have read them below." }: { medium?: string; what?: string; after?: string } = {},
): string[] {
  const topics = q.care.topics.filter((t) => t !== "crisis" && CANNOT[t]);
  if (topics.length === 0) return [];
  const excerpt = q.care.matches.find((m) => topics.includes(m.topic))?.excerpt;
  const who = professionals(q.care);
  const nouns = topics.map((t) => TOPIC_NOUN[t]);
  // A word or two of theirs shows the letter heard them; more would quote the question twice.
  const short = excerpt && excerpt.trim().split(/\s+/).length <= 3 ? excerpt.trim() : null;
  const intro = `Your question touches on ${listOf(nouns)}${short ? ` (“${short}”)` : ""}, so first, a plain word about what this ${what} is and isn't.`;
  const cannot = topics.map((t) => `${(CANNOT[t] as (m: string) => string)(medium)}.`).join(" ");
  const ask = who.length ? `For that, the right person is ${listOf(dedupe(who))}: please take the question to them.` : "";
  const can = `What ${medium} can speak to is ${listOf(dedupe(topics.map((t) => CAN[t] as string)))}. ${after}`;
  return [intro, [cannot, ask, can].filter(Boolean).join(" ")];
}

const dedupe = (xs: string[]) => [...new Set(xs)];

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// ── One card, in its place ─────────────────────────────────────────────────────────────────

type Lead = (c: CardFact) => string;

const LEADS: Record<PositionRole, readonly Lead[]> = {
  cause: [
    (c) => `What set this in motion was ${cardPhrase(c)}, the card of ${kw(c)}.`,
    (c) => `${CardPhrase(c)} sits at the root of your question, and the root is ${kw(c)}.`,
    (c) => `Underneath all of it lies ${cardPhrase(c)}: this began with ${kw(c)}${c.keywords[1] ? ` and ${c.keywords[1]}` : ""}.`,
    (c) => `${CardPhrase(c)} shows where this started: in ${kw(c)}, long before you put it into words.`,
  ],
  condition: [
    (c) => `Where you stand today is ${cardPhrase(c)}: ${kw(c)}, right now, whether you have named it or not.`,
    (c) => `${CardPhrase(c)} holds the middle of the spread, which is where you are: in ${kw(c)}.`,
    (c) => `The ground under your feet today is ${cardPhrase(c)}, and it is made of ${kw(c)}${c.keywords[1] ? ` and ${c.keywords[1]}` : ""}.`,
    (c) => `Right at the centre sits ${cardPhrase(c)}, the card of ${kw(c)}.`,
  ],
  advice: [
    (c) => (c.orientation === "reversed" ? `For the road ahead, ${cardPhrase(c)} came up reversed: before anything else, look at ${kw(c)}.` : `For the road ahead, ${cardPhrase(c)} gives the advice, and the advice is ${kw(c)}.`),
    (c) => (c.orientation === "reversed" ? `${CardPhrase(c)} is not a forecast but counsel, and reversed it counsels clearing ${kw(c)} out of the way first.` : `${CardPhrase(c)} is not a forecast. It is counsel, and its counsel is ${kw(c)}.`),
    (c) => (c.orientation === "reversed" ? `What the way forward asks of you comes through ${cardPhrase(c)}, upside down: notice ${kw(c)}${c.keywords[1] ? ` and ${c.keywords[1]}` : ""}, and tend to it.` : `What the way forward asks of you comes through ${cardPhrase(c)}: ${kw(c)}${c.keywords[1] ? `, then ${c.keywords[1]}` : ""}.`),
    (c) => `The last card, ${cardPhrase(c)}, is where I look for what to do${c.orientation === "reversed" ? `, and reversed it points first to what is blocked: ${kw(c)}` : `, and it points to ${kw(c)}`}.`,
  ],
  self: [
    (c) => `For you, ${cardPhrase(c)}: what you bring to this is ${kw(c)}.`,
    (c) => `${CardPhrase(c)} stands for you in this spread, with ${kw(c)} in your hands.`,
  ],
  other: [
    (c) => `For them, ${cardPhrase(c)}: as the cards see it, they bring ${kw(c)}.`,
    (c) => `${CardPhrase(c)} stands for the other person: ${kw(c)}, as the cards see it, not as you fear it.`,
  ],
  bond: [
    (c) => `Between you lies ${cardPhrase(c)}: a bond of ${kw(c)}.`,
    (c) => `${CardPhrase(c)} is the living thing between you, and it runs on ${kw(c)}.`,
  ],
  friction: [
    (c) => `Where it rubs is ${cardPhrase(c)}: ${kw(c)}, asking for attention rather than blame.`,
    (c) => `${CardPhrase(c)} marks the friction, and the friction is about ${kw(c)}.`,
  ],
};

const LAYER_OF_ROLE: Partial<Record<PositionRole, TopicLayer>> = { self: "self", other: "other", bond: "love", friction: "love" };

function orientationNote(c: CardFact, seed: string, majors: number): string {
  const [k1, k2] = c.card.arcana === "major" || c.orientation === "reversed" ? [c.keywords[0], c.keywords[1]] : [undefined, undefined];
  if (c.orientation === "reversed") {
    return pick(
      [
        `Reversed, its energy turns inward or gets stuck: ${k1}${k2 ? ` and ${k2}` : ""} are the words to watch.`,
        `It came up reversed, so ${k1}${k2 ? ` and ${k2}` : ""} are where the flow catches; that is not a no, it is where to look first.`,
        `Upside down, ${cardPhrase(c)} asks you to clear something before you push: ${k1}${k2 ? `, ${k2}` : ""}.`,
      ],
      `${seed}:${c.id}:reversed`,
    );
  }
  if (c.card.arcana === "major" && majors === 1) {
    return pick(
      [
        `As a major arcana card, ${cardPhrase(c)} says this belongs to a larger chapter of your life, not a passing mood.`,
        `${CardPhrase(c)} is one of the major arcana: give what it says about ${k1} more weight than anything else in this section.`,
      ],
      `${seed}:${c.id}:major`,
    );
  }
  if (c.card.rank && ["Page", "Knight", "Queen", "King"].includes(c.card.rank)) {
    return `In the ${c.position.title.toLowerCase()} place, ${cardPhrase(c)} may stand for a person, or for a way of being you are asked to try on: the ${c.card.rank.toLowerCase()}'s way with ${c.keywords[0]}.`;
  }
  return "";
}

/**
 * Cards whose pictures are hard to meet while waiting for a result (a blade, a fall, a death, a
 * loss). On a sensitive question each gets a plain word that it speaks to how this feels to
 * carry, not to how it turns out: a buyer waiting on a biopsy must never read the Ten of Swords
 * as a verdict.
 */
export const HEAVY_CARDS: ReadonlySet<string> = new Set([
  "major-13", // Death
  "major-15", // the Devil
  "major-16", // the Tower
  "major-18", // the Moon
  "swords-03",
  "swords-08",
  "swords-09",
  "swords-10",
  "pentacles-05",
  "cups-05",
]);

function heavyCardNote(c: CardFact, seed: string): string {
  return pick(
    [
      `${CardPhrase(c)} is a heavy card to meet with a question like yours. Here it describes how this feels to carry right now, not the outcome: no card can know that.`,
      `If ${cardPhrase(c)} frightens you, hear this plainly: it speaks to the weight you are carrying, not to what happens next. The cards cannot see that, and they do not pretend to.`,
    ],
    `${seed}:${c.id}:heavy`,
  );
}

/** The passage for one card: its place, its text for the question's layer, and its orientation. */
export function cardPassage(c: CardFact, q: QuestionFacts, seed: string, majors = 1): string {
  const texts = TOPIC_TEXTS[c.card.id]?.[c.orientation];
  if (!texts) throw new RangeError(`No topic texts for ${c.card.id}`);
  const layer = LAYER_OF_ROLE[c.position.role] ?? q.layer;
  const also = LAYER_OF_ROLE[c.position.role] ? null : q.alsoLayer;
  const lead = pick(LEADS[c.position.role], `${seed}:${c.id}:lead`)(c);
  const parts = [lead, texts[layer]];
  if (also && also !== layer) parts.push(texts[also]);
  const note = orientationNote(c, seed, majors);
  const heavy = q.care.level === "sensitive" && HEAVY_CARDS.has(c.card.id) ? heavyCardNote(c, seed) : "";
  return [parts.join(" "), note, heavy].filter(Boolean).join("\n\n");
}

// ── How the cards speak to each other ──────────────────────────────────────────────────────

const ELEMENT_QUALITY: Record<TarotElement, string> = {
  fire: "drive and nerve",
  water: "feeling and closeness",
  air: "thought and words",
  earth: "the practical and the physical",
};

const NUMBER_MEANS: Record<number, string> = {
  1: "a beginning",
  2: "a choice or a balance to find",
  3: "growth through others",
  4: "something settling into place",
  5: "disruption that forces a change",
  6: "repair after difficulty",
  7: "a test of what you really want",
  8: "movement and practised skill",
  9: "a cycle nearly complete",
  10: "an ending that clears the ground",
};

/** The same numbers, said for someone waiting on news: about the person, never the outcome. */
const SENSITIVE_NUMBER_MEANS: Record<number, string> = {
  ...NUMBER_MEANS,
  5: "strain that asks for support",
  9: "a long stretch of endurance",
  10: "a weight carried as far as it goes, and the need to set some of it down",
};

const SUIT_NOUN: Record<string, string> = {
  wands: "Wands, the suit of drive and desire",
  cups: "Cups, the suit of feeling",
  swords: "Swords, the suit of thought and words",
  pentacles: "Pentacles, the suit of body, work and money",
};

/** One paragraph on the spread as a whole, from the relations in the fact sheet. */
export function cardsTogether(sheet: TarotFactSheet, seed: string): string {
  const byId = new Map(sheet.cards.map((c) => [c.id, c]));
  const r = sheet.relations;
  const sensitive = sheet.question.care.level === "sensitive";
  const means = sensitive ? SENSITIVE_NUMBER_MEANS : NUMBER_MEANS;
  const out: string[] = [];

  // The first dignity that is not merely friendly, else the first one.
  const dignity = r.dignities.find((d) => d.dignity !== "friendly") ?? r.dignities[0];
  if (dignity) {
    const [a, b] = dignity.between.map((id) => byId.get(id)) as [CardFact, CardFact];
    const [ea, eb] = dignity.elements;
    if (dignity.dignity === "strengthened") {
      out.push(`${CardPhrase(a)} and ${cardPhrase(b)} are both ${ea} cards, so they strengthen each other: ${ELEMENT_QUALITY[ea]} doubles here, for better and for harder.`);
    } else if (dignity.dignity === "weakened") {
      out.push(`${CardPhrase(a)} (${ea}) and ${cardPhrase(b)} (${eb}) pull against each other, the way ${ea} and ${eb} do: expect ${ELEMENT_QUALITY[ea]} to argue with ${ELEMENT_QUALITY[eb]} inside you before they agree.`);
    } else {
      out.push(`${CardPhrase(a)} (${ea}) and ${cardPhrase(b)} (${eb}) are friendly elements: ${ELEMENT_QUALITY[ea]} feeds ${ELEMENT_QUALITY[eb]}, so each card makes the other easier to act on.`);
    }
  }

  for (const p of r.progressions) {
    const cards = p.cards.map((id) => byId.get(id)).filter((c): c is CardFact => Boolean(c));
    const [first, last] = [cards[0], cards.at(-1)];
    if (!first || !last) continue;
    if (p.kind === "repeated") {
      // On a sensitive question a repeated number reads as a mood to tend, never as an omen.
      const meaning = means[p.numbers[0] ?? 0] ?? "a repeated lesson";
      out.push(`The number ${p.numbers[0]} comes up ${numberWord(cards.length)} times (${listOf(cards.map(cardPhrase))}), and ${p.numbers[0]} means ${meaning}: ${sensitive ? "read it as something in how you are carrying this, not as a sign of any result" : "the spread is insisting on it"}.`);
    } else if (first.card.arcana === "minor") {
      const up = p.kind === "ascending";
      out.push(`The numbers ${up ? "climb" : "fall"} from ${first.card.number} to ${last.card.number} across the spread, from ${means[first.card.number] ?? "one stage"} ${up ? "towards" : "back to"} ${means[last.card.number] ?? "another"}: ${up ? "this is moving, and it can move further" : "something is unwinding, and that can be a relief"}.`);
    } else {
      out.push(`The major arcana run ${p.kind === "ascending" ? "forward" : "backward"} along their numbered road, from ${first.card.name} (${first.card.number}) to ${last.card.name} (${last.card.number}): ${p.kind === "ascending" ? "you are further along than you feel" : "an earlier lesson is asking to be finished"}.`);
    }
  }

  const n = sheet.cards.length;
  if (r.majors === 0) out.push(`With no major arcana among ${listOf(sheet.cards.map(cardPhrase))}, this sits in your daily life, and small choices will move it.`);
  else if (r.majors === n) out.push(`All ${numberWord(n)} cards are major arcana (${listOf(sheet.cards.map(cardPhrase))}): this is a chapter of your life, not an episode, and it deserves that respect.`);
  else if (r.majors >= 2) out.push(`${capital(numberWord(r.majors))} major arcana (${listOf(sheet.cards.filter((c) => c.card.arcana === "major").map(cardPhrase))}) make this heavier than it looks: a chapter, not an errand.`);

  if (r.dominantSuit) {
    const suited = sheet.cards.filter((c) => c.card.suit === r.dominantSuit);
    out.push(`${capital(listOf(suited.map(cardPhrase)))} are ${SUIT_NOUN[r.dominantSuit]}; that is where the work is.`);
  }
  if (r.courts >= 2) {
    const courts = sheet.cards.filter((c) => c.card.rank && ["Page", "Knight", "Queen", "King"].includes(c.card.rank));
    out.push(`${capital(numberWord(r.courts))} court cards, ${listOf(courts.map(cardPhrase))}, suggest people are part of this, or that you are trying on more than one way of being.`);
  }

  const reversed = sheet.cards.filter((c) => c.orientation === "reversed");
  if (reversed.length === 0) {
    out.push(pick([`Every card came up upright, ${cardPhrase(sheet.cards.at(-1) as CardFact)} included: the energy is moving and waiting for you to use it.`, `Not one card came up reversed; with ${cardPhrase(sheet.cards[0] as CardFact)} upright at the start, nothing is blocked that you cannot shift.`], `${seed}:upright`));
  } else if (reversed.length < n) {
    out.push(`${capital(listOf(reversed.map(cardPhrase)))} came up reversed: ${reversed.length === 1 ? "that is" : "those are"} where the energy is stuck, and where your attention will pay off first.`);
  } else {
    out.push(`All ${numberWord(n)} cards came up reversed. Something in you is holding back from all sides at once, and the first work is to clear the way, not to push.`);
  }
  return out.join(" ");
}

// ── The answer ─────────────────────────────────────────────────────────────────────────────

/** +1 leans toward change and movement, −1 toward staying, keeping, consolidating. */
const MOTION: Record<string, number> = {
  "major-00": 1, // the Fool: the leap
  "major-07": 1, // the Chariot
  "major-10": 0.5,
  "major-13": 1, // Death: an ending that makes room
  "major-16": 1, // the Tower
  "major-09": -0.5, // the Hermit: withdraw first
  "major-04": -0.5, // the Emperor: structure
  "major-05": -0.5, // the Hierophant: tradition
  "major-21": 0.5,
  "swords-06": 1, // passage to calmer water
  "cups-08": 1, // walking away
  "wands-08": 1, // speed
  "wands-03": 1, // ships going out
  "pentacles-04": -1, // holding on
  "pentacles-10": -1, // roots, family
  "cups-10": -0.5, // home
  "wands-04": -0.5, // homecoming
  "swords-04": -1, // rest
  "pentacles-07": -0.5, // patience
};

const ELEMENT_MOTION: Record<TarotElement, number> = { fire: 0.6, air: 0.3, water: -0.3, earth: -0.6 };

export function motionOf(c: CardFact): number {
  const base = MOTION[c.card.id] ?? ELEMENT_MOTION[c.card.element];
  return c.orientation === "reversed" ? base * -0.5 : base;
}

const CHANGE_WORDS = /\b(take|taking|move|moving|leave|leaving|go|going|start|starting|accept|quit|new|launch|try|travel|relocate|apply|change|ask|tell|end|sell|buy)\b/i;
const STAY_WORDS = /\b(stay|staying|keep|keeping|remain|remaining|continue|wait|waiting|stick|home|current|here|same)\b/i;

function pathKind(path: string): "change" | "stay" | null {
  if (STAY_WORDS.test(path) && !CHANGE_WORDS.test(path)) return "stay";
  if (CHANGE_WORDS.test(path)) return "change";
  return null;
}

/** The closing movement of the letter: an answer shaped like the question, never a verdict. */
export function answerParagraphs(sheet: TarotFactSheet, professionals: ProfessionalLookup, seed: string): string[] {
  const q = sheet.question;
  const cards = sheet.cards;
  const first = cards[0] as CardFact;
  const path = cards.at(-1) as CardFact;
  const present = (cards[1] ?? first) as CardFact;
  const thread = `The thread runs from ${kw(first)} (${cardPhrase(first)}), through ${kw(present)} (${cardPhrase(present)}), to ${kw(path)} (${cardPhrase(path)}).`;
  const counsel = path.orientation === "reversed"
    ? `${CardPhrase(path)} came up reversed in the place of advice, which asks for something to be cleared first. In its words: “${instructionOf(path)}”`
    : `${CardPhrase(path)} stands upright in the place of advice, and its counsel is plain: “${instructionOf(path)}”`;

  if (q.care.level === "sensitive") {
    const who = professionals(q.care);
    // The deck's own instructions were not written for sensitive questions: here the advice card
    // speaks only through its keywords, and only about how to carry yourself.
    const carry = `${CardPhrase(path)} ${path.orientation === "reversed" ? "came up reversed" : "stands upright"} in the place of advice, and its counsel here is about ${kw(path)}${path.keywords[1] ? ` and ${path.keywords[1]}` : ""}: how you carry yourself, not what to decide.`;
    return [
      `You asked something the cards should not answer, so they haven't. ${thread} Read together, they speak to the person carrying the question, not to how it turns out.`,
      `${carry} Take the question itself to ${listOf(dedupe(who)) || "someone qualified to answer it"}. Write down what you want to ask them before you go, so the conversation serves you.`,
    ];
  }

  if (q.shape === "choice" && q.choice) {
    const [a, b] = q.choice.map(pathPhrase);
    const lean = cards.reduce((s, c) => s + motionOf(c), 0);
    const kinds = [pathKind(a as string), pathKind(b as string)];
    const movingPath = kinds[0] === "change" || kinds[1] === "stay" ? a : kinds[1] === "change" || kinds[0] === "stay" ? b : null;
    const stayingPath = movingPath === a ? b : movingPath === b ? a : null;
    const leanText =
      movingPath && stayingPath
        ? lean > 0.5
          ? `Taken together, the cards carry more movement than stillness, which suits ${movingPath} more easily than ${stayingPath}; that is a description of the energy, not a ruling.`
          : lean < -0.5
            ? `Taken together, the cards lean toward holding and tending rather than leaping, which suits ${stayingPath} more easily than ${movingPath}; that is a description of the energy, not a ruling.`
            : `Taken together, the cards are evenly weighted between moving and staying, so the choice really is yours to make on what you value.`
        : `The cards don't choose between them; they show what each would ask of you.`;
    // The road that moves is read through the Path card; the road that stays, through the Present.
    const [go, stay] = movingPath === b ? [b, a] : [a, b];
    return [
      `You are weighing ${a} against ${b}. I won't choose for you, and ${cardPhrase(first)}, ${cardPhrase(present)} and ${cardPhrase(path)} don't either. ${thread}`,
      `**${capital(go as string)}:** ${CardPhrase(path)} is the card to carry with you. ${path.orientation === "reversed" ? `Reversed, it asks you to deal with ${kw(path)} before you go, or it will travel with you.` : `Upright, it says this road rewards ${kw(path)}${path.keywords[1] ? ` and ${path.keywords[1]}` : ""}.`}`,
      `**${capital(stay as string)}:** ${CardPhrase(present)} describes what you would be living inside. ${present.orientation === "reversed" ? `Reversed, it warns that staying only works if ${kw(present)} changes, not just the scenery around it.` : `Upright, it says there is real ${kw(present)} here worth building on.`}`,
      `${leanText} ${counsel}`,
    ];
  }

  if (q.shape === "yes-no") {
    const subject = questionSubject(q);
    return [
      `You asked a question that wants a yes or a no${subject ? `: ${subject}` : ""}, and ${cardPhrase(first)}, ${cardPhrase(present)} and ${cardPhrase(path)} don't deal in verdicts, so I won't dress a coin toss up as one; what they give you instead is the shape of things. ${thread}`,
      `${counsel} ${pick([`That advice from ${cardPhrase(path)} is where your choice gets made, not in the cards themselves.`, `What you do with ${cardPhrase(path)}'s advice over the next thirty days will answer this better than any card.`], `${seed}:yes-no`)}`,
    ];
  }

  const subject = questionSubject(q);
  return [
    `${subject ? `So, to ${subject}.` : sheet.spread.id === "relationship" ? "So, to your intention." : "So, to your question."} ${thread}`,
    `${counsel} ${pick([`Start with ${cardPhrase(path)}'s counsel this week, in one small way.`, `Let ${cardPhrase(path)}'s counsel be the first thing you act on, before the month is out.`, `Hold that sentence from ${cardPhrase(path)} up against every decision you make about this.`], `${seed}:answer`)}`,
  ];
}

// ── The 30-day plan ────────────────────────────────────────────────────────────────────────

/** Each card's own practice, in order, then a day-30 check; a sensitive question starts with the person who can answer it. */
export function planItems(sheet: TarotFactSheet, professionals: ProfessionalLookup, seed: string): string[] {
  const cards = sheet.cards;
  const practiceOf = (c: CardFact) => TOPIC_TEXTS[c.card.id]?.[c.orientation].practice ?? instructionOf(c);
  const spans = ["Days 1–7", "Days 8–14", "Days 15–21"];
  // Each practice is the card's own, turned toward this question, so it reads as written for it.
  const about = questionAbout(sheet.question);
  const toward = (c: CardFact, i: number) => {
    const practice = practiceOf(c);
    const rest = `${practice.charAt(0).toLowerCase()}${practice.slice(1)}`;
    if (i === 0) return `${pick([`With ${about} in mind, `, `For ${about}, `], `${seed}:practice`)}${rest}`;
    return `${pick([`In the ${c.position.title.toLowerCase()} place, ${cardPhrase(c)} asks you to `, `From the ${c.position.title.toLowerCase()} place, ${cardPhrase(c)} says: `], `${seed}:practice:${i}`)}${rest}`;
  };
  const items = cards.slice(0, 3).map((c, i) => `**${spans[i]} · ${capital(cardPhrase(c))}${c.orientation === "reversed" ? ", reversed" : ""}:** ${toward(c, i)}`);
  if (sheet.question.care.level === "sensitive") {
    const who = listOf(dedupe(professionals(sheet.question.care)));
    if (who) items[0] = `${items[0]} And this week, write down the questions you want to ask ${who}, and make the appointment or the call.`;
  }
  const names = listOf(cards.map((c) => c.card.name));
  const count = cards.length === 3 ? "three" : cards.length === 5 ? "five" : String(cards.length);
  items.push(
    pick(
      [
        `**Days 22–30 · Look back:** on day 30, write the names of these ${count} cards (${names}) on a page and, under them, what has changed about ${about}, in you and around you; keep that page beside this letter.`,
        `**Days 22–30 · Take stock of ${about}:** read this letter again on day 30 and, next to each card (${names}), write one thing you did and one thing you noticed; that page is the truest part of this reading.`,
      ],
      `${seed}:plan`,
    ),
  );
  return items;
}
