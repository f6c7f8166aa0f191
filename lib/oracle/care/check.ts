/**
 * The last look at every letter before it is sent, whoever wrote it (the offline composer or a
 * model). On a sensitive question a letter may not foretell the outcome, tell the reader what to
 * do about their health, money, case or partner, claim certainty or hand down a verdict, and it
 * must name who to turn to. Every letter may state as fact only the cards, signs, placements,
 * houses and numbers of its fact sheet, and may quote the buyer's words once. A crisis gets no
 * reading at all.
 *
 * Reframing is allowed and expected: "No card can tell you whether the biopsy will come back
 * clear" and "Whether to sell the house is a decision for you and a financial adviser" are not
 * predictions or directives; words inside a quotation (the buyer's question) are not checked.
 */
import { careGuidesFor, CARE_GUIDES, namesGuide, type CareGuide } from "./professionals";
import { bodyKey, findCards, findHouses, findNumbers, findPlacements, findSigns, segmentsOf, type Segment } from "./letter-facts";
import type { LetterCheckInput, LetterProblem, LetterProblemCode } from "./types";

// ---- sentences, clauses and quotations ------------------------------------------------------------

/** Quotations (“…” or "…") blanked out with spaces, so positions still line up. */
function withoutQuotations(text: string): string {
  return text.replace(/“[^”]*”|"[^"\n]*"/g, (q) => " ".repeat(q.length));
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** Quotations of the buyer's own words blanked out (other quotations stay checked). */
function withoutBuyerQuotations(text: string, quoted: readonly string[]): string {
  const theirs = quoted.map(squash).filter(Boolean);
  return text.replace(/“[^”]*”|"[^"\n]*"/g, (q) => {
    const inner = squash(q);
    return inner.length >= 3 && theirs.some((t) => t.includes(inner)) ? " ".repeat(q.length) : q;
  });
}

interface Clause {
  text: string;
  /** The whole sentence it belongs to. */
  sentence: string;
}

function sentencesOf(segments: readonly Segment[]): string[] {
  return segments.flatMap((s) => withoutQuotations(s.text).split(/(?<=[.!?])\s+/)).filter((s) => s.trim());
}

function clausesOf(sentences: readonly string[]): Clause[] {
  return sentences.flatMap((sentence) => sentence.split(/[;:]\s+|\s+[—–]\s+/).map((text) => ({ text, sentence })));
}

// ---- sensitive-topic rules --------------------------------------------------------------------------

const FUTURE = String.raw`(?:will|'ll|’ll|is going to|are going to|shall)`;
const WHO_ELSE = String.raw`(?:he|she|they|your (?:ex|partner|husband|wife|boyfriend|girlfriend|mother|mum|mom|father|dad|son|daughter|brother|sister|friend|grandmother|grandfather|child))`;
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
const TIME_SPAN = String.raw`(?:within (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|the next|\d+) (?:days?|weeks?|months?|years?)|in (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|a few) (?:days|weeks|months|years)(?:'? time)?|by (?:${MONTHS}|christmas|next (?:year|month|week|spring|summer|autumn|fall|winter)|the end of (?:the|this|next) (?:year|month|summer)|20\d\d|your (?:\w+ )?birthday)|(?:on|by) (?:the )?\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTHS})|before (?:christmas|the (?:year|month) is out))`;

/** Foretelling an outcome the buyer cannot know. */
const PREDICTIONS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:biopsy|test|tests|scan|results?|tumou?r|lump|it|they)\b[^.;:!?]{0,40}?\b${FUTURE}\s+(?:definitely |certainly |surely )?(?:come back |be |turn out (?:to be )?|prove (?:to be )?|show |reveal )(?:malignant|benign|clear|cancer\w*|negative|positive|nothing|fine|serious|bad news|good news|okay|ok|all right|alright)\b`,
    "i",
  ),
  new RegExp(
    String.raw`\byou(?:'ll|’ll| will| are going to| shall)\s+(?:definitely |certainly |surely |absolutely )?(?:be (?:fine|okay|ok|all right|alright|healthy|cured|rich|safe|cancer free|well again|granted|awarded|denied|approved|rejected|deported|convicted|acquitted|sentenced|pregnant)|win|lose|get (?:custody|the house|the kids|the children|the visa|your visa|the money|rich|better|well|pregnant|the job)|keep (?:custody|the house|the kids|your job)|recover|survive|heal|beat (?:it|this|the cancer)|go to (?:prison|jail)|make (?:a fortune|money|millions)|die|pass)\b`,
    "i",
  ),
  new RegExp(
    String.raw`\b${WHO_ELSE}(?:'ll|’ll| will| is going to| are going to)\s+(?:definitely |certainly |surely )?(?:come back|return|leave (?:her|him|them|his|their)|propose|call|text|change|cheat|apologi[sz]e|love you|miss you|choose you|marry you|stay|get better|recover|survive|die|pass away|pull through|win|lose|get (?:custody|the house|the kids))\b`,
    "i",
  ),
  new RegExp(
    String.raw`\b${WHO_ELSE}(?: is| are|'s|’s|'re|’re) (?:definitely |certainly |clearly |obviously |still )?(?:not )?(?:cheating|lying|unfaithful|faithful|in love with you|thinking (?:about|of) you|seeing someone|hiding something|pregnant|dying)\b`,
    "i",
  ),
  new RegExp(
    String.raw`\byou(?: are|'re|’re) (?:definitely |certainly )?(?:not )?(?:pregnant|dying|cancer free|going to (?:die|win|lose|recover|be fine))\b`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:coin|coins|token|stock|stocks|shares?|price|prices|market|investment|bitcoin|crypto|value|portfolio|property)\b[^.;:!?]{0,30}?\b${FUTURE}\s+(?:definitely |certainly |surely )?(?:go up|rise|soar|climb|grow|double|triple|moon|crash|fall|drop|go down|pay off|make you rich|recover|boom|explode|collapse|tank)\b`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:judge|court|jury|tribunal|case|appeal|application|visa|lawsuit)\b[^.;:!?]{0,30}?\b${FUTURE}\s+(?:definitely |certainly )?(?:rule|side|decide|grant|award|favou?r|find|go your way|be approved|be granted|be rejected|be refused|be denied|succeed|fail|win|lose)\b`,
    "i",
  ),
  new RegExp(String.raw`\b${FUTURE}\s+(?:die|pass away|pass on|live)\b[^.;:!?]{0,30}\b(?:in|within|by|before|until)\b`, "i"),
  /\b(?:has|have|got) (?:only )?(?:a few |\w+ )?(?:days|weeks|months|years) (?:left|to live)\b/i,
  /\b(?:death|passing) (?:will come|is coming|is near|is close)\b/i,
];
const TIMED_FUTURE = { time: new RegExp(`\\b${TIME_SPAN}\\b`, "i"), future: new RegExp(`\\b${FUTURE}\\b|\\b(?:expect|see) (?:it|this|him|her|them)\\b`, "i") };
/** Words before a prediction in its clause that make it a question or a refusal, not a forecast. */
const NOT_A_FORECAST =
  /\b(?:whether|cannot|can't|can’t|can not|could not|couldn't|won't|won’t|will not|no one|nobody|no (?:card|cards|reading|spread|oracle)|nothing (?:here|in)|not (?:tell|say|know|predict|promise|see|show)|do not know|don't know|don’t know|wonder\w*|ask\w*|question|fear\w*|afraid|worr\w*|hop(?:e|es|ing)|wish\w*|imagin\w*|whatever|unknown|(?:tell|say|know|predict|show|see|answer) (?:you )?(?:if|whether))\b/i;

/** Telling the reader what to do about their health, money, case or relationship. */
const DIRECTIVES: readonly RegExp[] = [
  /\b(?:stop|stopping|start|starting|quit|quitting|come off|coming off|go off|wean off|taper|skip|skipping|double|doubling|halve|halving|increase|increasing|decrease|decreasing|reduce|reducing|lower|lowering|raise|raising|change|changing|switch|switching) (?:taking |using )?(?:your |the |those |these |all |all of )?(?:medication|medications|meds|medicine|antidepressants?|pills|tablets|dose|dosage|treatment|chemo(?:therapy)?|prescription|insulin|sertraline|prozac|lithium)\b/i,
  /\b(?:stop|start|keep|quit) taking\b/i,
  /\bup (?:your|the) dose\b/i,
  /\b\d+(?:\.\d+)? ?(?:mg|milligrams?|mcg|micrograms?|ml|millilit(?:re|er)s?|iu)\b/i,
  /\b(?:take|taking) (?:one|two|three|four|half|a|an|\d+) (?:pills?|tablets?|capsules?|doses?)\b/i,
  /\bsell(?:ing)? (?:the |your |this |that |all (?:of )?(?:your )?)?(?:house|home|flat|apartment|car|shares|stocks?|coins?|crypto|bitcoin|property|everything|it all|gold|investments?|business|up)\b/i,
  /\b(?:put|invest|move|pour|throw|sink|stake|transfer) (?:all |some |more |half |most )?(?:of )?(?:your |the )?(?:savings|money|pension|retirement|inheritance|nest egg|capital|funds)\b/i,
  /\binvest (?:in|into|now|it|everything|heavily)\b/i,
  /\bbuy (?:the |this |that |more |some |into )?(?:coin|coins|token|tokens|crypto|bitcoin|shares|stocks?|the dip|now|property|a house|the house|gold|in|it)\b/i,
  /\b(?:take out|get) (?:a |the |another )?(?:loan|mortgage|credit card|second mortgage)\b/i,
  /\b(?:cash out|go all in|all in on|double down)\b/i,
  /\bbet (?:on|it|everything|the house)\b/i,
  /\b(?:declare|file for) bankruptcy\b/i,
  /\b(?:do not|don't|don’t|never) sign\b/i,
  /(?<!\ba )\bsign (?:the|it|that|those|these|now)\b/i,
  /\b(?:fight|go) for (?:full )?custody\b/i,
  /\b(?:settle (?:the case|now|out of court)|plead (?:guilty|not guilty)|take the (?:plea|deal|settlement)|drop the (?:case|charges|claim)|sue (?:him|her|them)|file for divorce|go to court)\b/i,
  /\b(?:accept|reject|refuse|turn down) (?:the |their )?(?:settlement|offer|plea|deal)\b/i,
  /\bleave (?:him|her|them|your (?:husband|wife|partner|boyfriend|girlfriend|marriage))\b/i,
  /\b(?:divorce|dump|break up with|confront|walk away from|end it with) (?:him|her|them)\b/i,
  /\b(?:go through|check|read) (?:his|her|their) (?:phone|messages|texts|emails)\b/i,
  /\b(?:refuse|skip|cancel|postpone|delay|avoid) (?:the |your )?(?:treatment|surgery|operation|chemo|scan|appointment|biopsy|tests?|screening|vaccine)\b/i,
  /\b(?:have|get) (?:the |an )?(?:abortion|surgery|operation)\b/i,
  /\b(?:do not|don't|don’t|no need to) (?:see|go to|call|bother) (?:a |the |your )?(?:doctor|gp|hospital|lawyer|solicitor)\b/i,
  /\byou (?:do not|don't|don’t) need (?:a |the |your |any )?(?:doctor|medication|treatment|therapy|lawyer|solicitor|adviser)\b/i,
];
/** A sentence that hands the decision back (to the reader and the right professional). */
const NOT_AN_INSTRUCTION =
  /\b(?:whether (?:to|you|or not)|without (?:talking|speaking|checking|asking|a word with|first)|before (?:you )?(?:decid\w*|change|stop|start|sell|sign|invest|buy|do anything)|(?:won't|won’t|will not|cannot|can't|can’t|can not|would never|never|not going to|do not|don't|don’t) tell you (?:to|whether|what)|not (?:for|up to) (?:me|the cards|a reading|any reading|any card)|no (?:card|reading|one|oracle) (?:can|should|will|could) (?:tell|decide)|(?:a |the )?(?:decision|question|conversation|matter|choice) (?:for|to make with)|decide (?:with|together with|alongside))\b/i;

const CERTAINTY =
  /\b(?:definitely|certainly|guaranteed?|guarantees|i promise|i can promise|we promise|without (?:a|any) doubt|no doubt|beyond (?:a |any )?doubt|for sure|for certain|absolutely (?:certain|sure)|undoubtedly|there is no question|bound to|inevitabl\w*|destined to|it is certain|rest assured|mark my words|sure to)\b|\b(?:100|one hundred) ?(?:%|percent\b)/i;
const NEGATED_BEFORE = /\b(?:not|cannot|can't|can’t|can not|no one|nobody|nothing|never|n't|n’t|no card|no reading|hardly|anyone who)\b[^,;:]{0,25}$/i;

const VERDICTS: readonly RegExp[] = [
  /\b(?:that|this) is my answer\b|\bthat's my answer\b|\bthat’s my answer\b|\bmy answer is\b/i,
  /\bthe answer is (?:a )?(?:clear |firm |simple |definite )?(?:yes|no)\b/i,
  /\bthe (?:cards|reading|spread|stars) (?:say|says|said|answer|answered|are saying|give|gives) (?:a )?(?:clear |firm )?(?:yes|no)\b/i,
  /\b(?:it is|it's|it’s) a (?:clear |firm |resounding |definite )?(?:yes|no)\b/i,
  /^(?:yes|no)[,.!]\s+(?:you|he|she|they|it)\b/i,
  /\bthe (?:cards|reading|spread) (?:has|have) (?:decided|spoken|ruled)\b|\bthe cards are clear\b/i,
];

// ---- crisis ----------------------------------------------------------------------------------------

const READING_WORDS: readonly RegExp[] = [
  /\b(?:the|your) (?:cards?|spread|reading|stars|numbers|chart)\s+(?:say|says|said|show|shows|showed|reveal|reveals|suggest|suggests|tell|tells|speak|speaks|point|points|indicate|indicates|answer|answers|ask|asks|want|wants)\b/i,
  /\b(?:I|we) (?:drew|pulled|shuffled|laid out|turned over|cast)\b/,
  /\b(?:reversed|upright|integration plan|30-day plan)\b/i,
];

// ---- echo ------------------------------------------------------------------------------------------

const wordsOf = (text: string) =>
  [...text.toLowerCase().replace(/[’‘]/g, "'").matchAll(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu)].map((m) => ({ word: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));

const ECHO_WORDS = 8;

function echoProblems(letterText: string, quoted: readonly string[]): LetterProblem[] {
  const problems: LetterProblem[] = [];
  const letterWords = wordsOf(letterText);
  const quotations = [...letterText.matchAll(/“[^”]*”|"[^"\n]*"/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  const quotationOf = (start: number, end: number) => quotations.findIndex(([a, b]) => start >= a && end <= b);
  for (const q of quoted) {
    const qWords = wordsOf(q).map((w) => w.word);
    if (qWords.length < 5) continue;
    // Eight words in a row: long enough that a restated question ("whether to take the job in
    // Lisbon") passes, short enough that an instruction echoed as the letter's own words does not.
    const n = Math.min(ECHO_WORDS, qWords.length);
    const grams = new Set<string>();
    for (let i = 0; i + n <= qWords.length; i++) grams.add(qWords.slice(i, i + n).join(" "));
    const hits: { start: number; end: number; quotation: number }[] = [];
    for (let i = 0; i + n <= letterWords.length; i++) {
      if (!grams.has(letterWords.slice(i, i + n).map((w) => w.word).join(" "))) continue;
      const start = letterWords[i]?.start ?? 0;
      const end = letterWords[i + n - 1]?.end ?? start;
      hits.push({ start, end, quotation: quotationOf(start, end) });
    }
    const inQuotations = new Set(hits.filter((h) => h.quotation >= 0).map((h) => h.quotation));
    const outside = hits.filter((h) => h.quotation < 0);
    const report = (start: number, end: number, detail: string) => problems.push({ code: "echoed-question", excerpt: letterText.slice(start, end), detail });
    if (outside.length) {
      // Report each run of overlapping hits once.
      let run = outside[0];
      for (const h of outside.slice(1)) {
        if (run && h.start <= run.end) run = { ...run, end: Math.max(run.end, h.end) };
        else if (run) {
          report(run.start, run.end, "repeats the buyer's words outside the one quotation");
          run = h;
        }
      }
      if (run) report(run.start, run.end, "repeats the buyer's words outside the one quotation");
    }
    if (inQuotations.size > 1) {
      const [, second] = [...inQuotations];
      const [a, b] = quotations[second ?? 0] ?? [0, 0];
      report(a, b, "quotes the buyer's words more than once");
    }
  }
  return problems;
}

// ---- the check -------------------------------------------------------------------------------------

function eq(a: string, b: string) {
  return a.toLowerCase() === b.toLowerCase();
}

/** Every problem with a letter; an empty list means it may be sent. */
export function checkLetter(input: LetterCheckInput): LetterProblem[] {
  const { letter, vocabulary, care } = input;
  const segments = segmentsOf(letter);
  const problems: LetterProblem[] = [];
  const seen = new Set<string>();
  const add = (code: LetterProblemCode, excerpt: string, detail: string) => {
    const key = `${code}\u0000${excerpt.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ code, excerpt: excerpt.trim(), detail });
  };

  // Facts: every letter. The buyer's own words, quoted back to them, are theirs, not the letter's
  // claims ("What does the Death card mean?" names a card nobody drew).
  const factSegments = segments.map((s) => ({ ...s, text: withoutBuyerQuotations(s.text, input.quoted) }));
  const tarotOnly = vocabulary.cards.length > 0 && vocabulary.placements.length === 0 && vocabulary.signs.length === 0;
  const cards = findCards(factSegments, { tarotOnly });
  for (const card of cards) {
    if (!vocabulary.cards.some((c) => eq(c, card.value))) add("invented-card", card.excerpt, `${card.value} is not among the cards drawn`);
  }
  const signs = findSigns(factSegments);
  for (const sign of signs) {
    if (!(vocabulary.signs as readonly string[]).includes(sign.value)) add("invented-sign", sign.excerpt, `${sign.value} is not in the fact sheet`);
  }
  const placements = findPlacements(factSegments);
  for (const p of placements) {
    const known = vocabulary.placements.filter((v) => bodyKey(v.body) === bodyKey(p.body));
    const signOk = !p.sign || known.some((v) => v.sign === p.sign);
    const houseOk = p.house === undefined || known.some((v) => (!p.sign || v.sign === p.sign) && v.house === p.house);
    if (!signOk || !houseOk) add("invented-placement", p.excerpt, `the fact sheet does not have ${p.excerpt}`);
  }
  for (const h of findHouses(segments)) {
    if (!vocabulary.houses.includes(h.value)) add("invented-house", h.excerpt, `house ${h.value} is not in the fact sheet`);
  }
  const numbers = findNumbers(segments);
  for (const n of numbers) {
    if (!vocabulary.numbers[n.name]?.includes(n.value)) add("invented-number", n.excerpt, `${n.name} ${n.value} is not in the fact sheet`);
  }

  // The buyer's words: every letter.
  const letterText = segments.map((s) => s.text).join("\n");
  for (const p of echoProblems(letterText, input.quoted)) add(p.code, p.excerpt, p.detail);

  if (care.level === "plain") return problems;

  // Crisis: no reading of any kind.
  if (care.level === "crisis") {
    for (const c of cards) add("crisis-reading", c.excerpt, "a crisis letter names a card");
    for (const s of signs) add("crisis-reading", s.excerpt, "a crisis letter names a sign");
    for (const n of numbers) add("crisis-reading", n.excerpt, "a crisis letter gives a number");
    for (const s of segments) {
      for (const re of READING_WORDS) {
        const m = re.exec(withoutQuotations(s.text));
        if (m) add("crisis-reading", m[0], "a crisis letter reads cards, stars or numbers");
      }
    }
  }

  // Sensitive (and crisis): no forecasts, instructions, certainty or verdicts.
  const sentences = sentencesOf(segments);
  for (const clause of clausesOf(sentences)) {
    for (const re of PREDICTIONS) {
      const m = re.exec(clause.text);
      if (m && !NOT_A_FORECAST.test(clause.text.slice(0, m.index))) add("prediction", m[0], "foretells an outcome no one can know");
    }
    const time = TIMED_FUTURE.time.exec(clause.text);
    if (time && TIMED_FUTURE.future.test(clause.text) && !NOT_A_FORECAST.test(clause.text.slice(0, time.index))) add("prediction", time[0], "puts a date on an outcome");
  }
  for (const sentence of sentences) {
    for (const re of DIRECTIVES) {
      const m = re.exec(sentence);
      if (m && !NOT_AN_INSTRUCTION.test(sentence)) add("directive", m[0], "tells the reader what to do where only they and a professional can decide");
    }
    const c = CERTAINTY.exec(sentence);
    if (c && !NEGATED_BEFORE.test(sentence.slice(0, c.index))) add("certainty", c[0], "claims a certainty no reading has");
    for (const re of VERDICTS) {
      const m = re.exec(sentence.trim());
      if (m) add("verdict", m[0], "gives a verdict on a question the cards cannot decide");
    }
  }

  // Who to turn to.
  const guides: CareGuide[] = care.level === "crisis" ? [CARE_GUIDES.crisis].filter((g): g is CareGuide => !!g) : careGuidesFor(care);
  for (const guide of guides) {
    if (!namesGuide(letter, guide)) problems.push({ code: "missing-professional", excerpt: "", detail: `does not name ${guide.who} (${guide.id})` });
  }
  return problems;
}
