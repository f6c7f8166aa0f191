/**
 * How alike are letters for different questions? Six plain questions, each with its own draw,
 * are prepared and written exactly as fulfilment does it (the tarot product's module, then the
 * offline composer), and every sentence is compared word for word with the other five letters.
 * The letterhead and sign-off are the email's, not the letter's, so they are not counted.
 *
 *   npm run bench:readings              six letters, figures only
 *   npm run bench:readings -- --show    also prints the sentences they share
 *   npm run bench:readings -- --trials 50   then 50 more sets of six with fresh cryptographic draws
 *
 * Target (the readings issue): at most 10 % of any letter's sentences shared with another.
 */
import { classifyQuestion } from "@/lib/oracle/care";
import { drawForOrder, type RandomInt } from "@/lib/oracle/tarot";
import { composeOffline, parseMarkup } from "@/lib/oracle/writer";
import { tarot } from "@/lib/products/tarot";

const QUESTIONS = [
  "Should I take the job offer in Lisbon or stay with my partner in Porto?",
  "Why do I keep choosing friends who drain me?",
  "Is it the right time to start my own pottery studio?",
  "How can I rebuild trust with my sister after our fight at Christmas?",
  "What do I need to understand about my relationship with money right now?",
  "Will I find the courage to finish my novel this year?",
];

/** A reproducible stand-in for the cryptographic source, so the figures can be compared run to run. */
function seeded(seed: number): RandomInt {
  let x = seed >>> 0 || 1;
  return (max) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % max;
  };
}

function sentencesOf(letter: string): string[] {
  const out: string[] = [];
  for (const block of parseMarkup(letter)) {
    const texts = block.type === "heading" ? [block.text] : block.type === "paragraph" ? [block.inlines.map((i) => i.text).join("")] : block.items.map((item) => item.map((i) => i.text).join(""));
    for (const text of texts) {
      for (const s of text.split(/(?<=[.!?”])\s+(?=[A-Z“*])/)) {
        const clean = s.replace(/\s+/g, " ").trim();
        if (clean.length > 0) out.push(clean);
      }
    }
  }
  return out;
}

const show = process.argv.includes("--show");
const paidAt = new Date("2026-11-24T12:00:00Z");
const letters = QUESTIONS.map((prompt, i) => {
  const draw = drawForOrder("past-present-path", paidAt, seeded(1000 + i * 7919));
  const prepared = tarot.definition.prepare({ orderId: `bench-${i}`, meta: { prompt }, draw, paidAt, care: classifyQuestion(prompt) });
  return { prompt, cards: prepared.data.facts.cards.map((c) => `${c.card.name}${c.orientation === "reversed" ? " (R)" : ""}`), sentences: sentencesOf(composeOffline(prepared.request)) };
});

let worst = 0;
let sharedTotal = 0;
let total = 0;
console.log(`Six plain letters, offline composer, ${new Date().toISOString().slice(0, 10)}\n`);
letters.forEach((letter, i) => {
  const others = new Set(letters.filter((_, j) => j !== i).flatMap((l) => l.sentences));
  const shared = letter.sentences.filter((s) => others.has(s));
  const rate = shared.length / letter.sentences.length;
  worst = Math.max(worst, rate);
  sharedTotal += shared.length;
  total += letter.sentences.length;
  console.log(`${String(i + 1)}. ${letter.prompt}\n   cards: ${letter.cards.join(", ")}\n   ${letter.sentences.length} sentences, ${shared.length} shared word for word with another letter (${(rate * 100).toFixed(1)} %)`);
  if (show) for (const s of shared) console.log(`     = ${s}`);
});
console.log(`\nAll six: ${sharedTotal} of ${total} sentences shared (${((sharedTotal / total) * 100).toFixed(1)} %); worst letter ${(worst * 100).toFixed(1)} %  [target ≤ 10 %: ${worst <= 0.1 ? "met" : "NOT met"}]`);
if (worst > 0.1) process.exitCode = 1;

// The same six questions with fresh draws from the product's own source (crypto.getRandomValues).
const trialsArg = process.argv.indexOf("--trials");
const trials = trialsArg > 0 ? Number(process.argv[trialsArg + 1] ?? 0) : 0;
if (trials > 0) {
  const worstOf: number[] = [];
  let aboveWithoutSharedCard = 0;
  for (let t = 0; t < trials; t++) {
    const set = QUESTIONS.map((prompt, i) => {
      const prepared = tarot.definition.prepare({ orderId: `trial-${t}-${i}`, meta: { prompt }, draw: drawForOrder("past-present-path", paidAt), paidAt, care: classifyQuestion(prompt) });
      return { cards: prepared.data.facts.cards.map((c) => c.card.id), sentences: sentencesOf(composeOffline(prepared.request)) };
    });
    const rates = set.map((letter, i) => {
      const others = new Set(set.filter((_, j) => j !== i).flatMap((l) => l.sentences));
      return letter.sentences.filter((s) => others.has(s)).length / letter.sentences.length;
    });
    const worstRate = Math.max(...rates);
    worstOf.push(worstRate);
    if (worstRate > 0.1) {
      // Is it a card the two letters both drew (its own text for the same area of life), or a template?
      const i = rates.indexOf(worstRate);
      const sharesCard = set.some((other, j) => j !== i && other.cards.some((c) => set[i]?.cards.includes(c)));
      if (!sharesCard) aboveWithoutSharedCard += 1;
    }
  }
  worstOf.sort((a, b) => a - b);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const at = (q: number) => worstOf[Math.min(worstOf.length - 1, Math.floor(q * worstOf.length))] as number;
  const within = worstOf.filter((x) => x <= 0.1).length;
  console.log(
    `${trials} more sets of six with fresh draws: the worst letter of each set shares median ${pct(at(0.5))}, 95th percentile ${pct(at(0.95))}, max ${pct(worstOf.at(-1) as number)}; ${within} of ${trials} sets within 10 %.`,
  );
  console.log(
    `Every set above 10 % has two letters that drew the same card (its text for the same area of life repeats): ${aboveWithoutSharedCard === 0 ? "yes" : `NO, ${aboveWithoutSharedCard} set(s) repeat template sentences`}.`,
  );
  if (aboveWithoutSharedCard > 0) process.exitCode = 1;
}
