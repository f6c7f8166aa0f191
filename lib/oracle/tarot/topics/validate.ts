/**
 * The rules every topic text keeps, checked by the tests of each topic file: complete, within
 * length, no card or sign named (the composer names cards; a stray name would read as an invented
 * card), no fate, no advice on money, health or law, and no sentence used twice anywhere.
 */
import { SIGN_NAMES } from "../../astro/zodiac";
import { DECK } from "../deck";
import { TOPIC_LAYERS, type CardLayers, type TopicTable } from "./types";

const FIELDS = [...TOPIC_LAYERS, "practice"] as const;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Card names as a letter would write them with capitals: "The Tower", "Three of Cups", "Death". */
const CARD_NAME = new RegExp(
  `\\b(?:${DECK.map((c) => c.name.replace(/^The /, "(?:The|the) ")).join("|")})\\b`,
);

const BANNED: [RegExp, string][] = [
  [/\byou will\b|\byou'll\b|\byou’ll\b|\bwill (?:happen|come true|come back|return)\b|\bis (?:fated|destined)\b|\bdestiny\b/i, "states fate"],
  [/\b(?:definitely|certainly|guarantee\w*|without (?:a )?doubt|100 ?%)\b/i, "claims certainty"],
  [/\b(?:invest\w*|stocks?|crypto\w*|bitcoin|lottery|gambl\w*|bet(?:s|ting)?|loans?|mortgage)\b/i, "money advice words"],
  [/\b(?:diagnos\w*|cancer|tumou?r|medication|dose|dosage|pregnan\w*|prescri\w*)\b/i, "health words"],
  [/\b(?:lawsuit|court|judge|custody|lawyer|attorney|sue)\b/i, "legal words"],
  [/\b(?:suicid\w*|kill\w*|die|dies|dying|death|dead)\b/i, "death or harm words"],
  [/\bshuffl\w*/i, "claims a shuffle"],
  [/\b(?:cheat\w*|affair|lying to you|lies to you)\b/i, "claims about another person's acts"],
];

/** Every problem with the given cards' texts; empty when all is well. */
export function topicProblems(table: TopicTable, cardIds: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const id of cardIds) {
    const card: CardLayers | undefined = table[id];
    if (!card) {
      problems.push(`${id}: missing`);
      continue;
    }
    for (const orientation of ["upright", "reversed"] as const) {
      for (const field of FIELDS) {
        const where = `${id} ${orientation} ${field}`;
        const text = card[orientation]?.[field];
        if (typeof text !== "string" || !text.trim()) {
          problems.push(`${where}: empty`);
          continue;
        }
        const n = words(text);
        const [min, max] = field === "practice" ? [8, 40] : [14, 55];
        if (n < min || n > max) problems.push(`${where}: ${n} words (want ${min}–${max})`);
        if (CARD_NAME.test(text)) problems.push(`${where}: names a card (${CARD_NAME.exec(text)?.[0]})`);
        for (const sign of SIGN_NAMES) if (new RegExp(`\\b${sign}\\b`).test(text)) problems.push(`${where}: names the sign ${sign}`);
        for (const [re, why] of BANNED) if (re.test(text)) problems.push(`${where}: ${why} (${re.exec(text)?.[0]})`);
        if (!/[.!?]["”’)]?$/.test(text.trim())) problems.push(`${where}: does not end with a full stop`);
        for (const sentence of text.split(/(?<=[.!?])\s+/)) {
          const key = sentence.trim().toLowerCase();
          if (key.length < 12) continue;
          const other = seen.get(key);
          if (other && other !== where) problems.push(`${where}: repeats a sentence of ${other}`);
          else seen.set(key, where);
        }
      }
    }
  }
  return problems;
}

/** The card ids of one suit ("wands-01" … "wands-14") or of the majors ("major-00" … "major-21"). */
export function cardIdsOf(group: "major" | "wands" | "cups" | "swords" | "pentacles"): string[] {
  return DECK.filter((c) => (group === "major" ? c.arcana === "major" : c.suit === group)).map((c) => c.id);
}
