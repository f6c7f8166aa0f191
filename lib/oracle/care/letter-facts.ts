/**
 * Finds what a letter states as fact, written the way letters write it: tarot cards ("The Tower",
 * "the Three of Cups", "Justice" capitalised mid-sentence), zodiac signs, "<Body> in <Sign>"
 * placements, houses ("7th house", "house 7", "seventh house") and numerology numbers ("Life Path
 * 7"). Ordinary lower-case words ("the sun", "strength", "death", "cancer") are not facts.
 */
import { SIGN_NAMES, type SignName } from "../astro/zodiac";
import { DECK } from "../tarot/deck";
import { parseMarkup } from "../writer/markup";
import type { NumberName } from "./types";

/** One block of the letter as plain text: a heading, a paragraph or a list item. */
export interface Segment {
  text: string;
  heading: boolean;
}

export function segmentsOf(letter: string): Segment[] {
  const out: Segment[] = [];
  const plain = (inlines: { text: string }[]) => inlines.map((i) => i.text).join("");
  for (const block of parseMarkup(letter)) {
    if (block.type === "heading") out.push({ text: block.text, heading: true });
    else if (block.type === "paragraph") out.push({ text: plain(block.inlines), heading: false });
    else for (const item of block.items) out.push({ text: plain(item), heading: false });
  }
  return out;
}

export interface Found {
  /** The canonical name ("The Tower", "Venus in Libra"), or the number found. */
  value: string;
  /** The words as written. */
  excerpt: string;
}

// ---- cards ------------------------------------------------------------------------------------

const SUIT_WORDS: Readonly<Record<string, string>> = {
  wands: "Wands",
  rods: "Wands",
  staves: "Wands",
  cups: "Cups",
  chalices: "Cups",
  swords: "Swords",
  pentacles: "Pentacles",
  coins: "Pentacles",
  disks: "Pentacles",
  discs: "Pentacles",
};
const RANK_WORDS: Readonly<Record<string, string>> = {
  ace: "Ace",
  one: "Ace",
  "1": "Ace",
  two: "Two",
  "2": "Two",
  three: "Three",
  "3": "Three",
  four: "Four",
  "4": "Four",
  five: "Five",
  "5": "Five",
  six: "Six",
  "6": "Six",
  seven: "Seven",
  "7": "Seven",
  eight: "Eight",
  "8": "Eight",
  nine: "Nine",
  "9": "Nine",
  ten: "Ten",
  "10": "Ten",
  page: "Page",
  knave: "Page",
  knight: "Knight",
  queen: "Queen",
  king: "King",
};
const MINOR = new RegExp(`\\b(${Object.keys(RANK_WORDS).join("|")}) of (${Object.keys(SUIT_WORDS).join("|")})\\b`, "gi");

const MAJOR_NAMES = DECK.filter((c) => c.arcana === "major").map((c) => c.name);
/** Majors written with their article: "The Tower" (noun capitalised; "the tower" is a building). */
const WITH_THE = MAJOR_NAMES.filter((n) => n.startsWith("The ")).map((n) => n.slice(4));
const THE_MAJOR = new RegExp(`\\b[Tt]he (${WITH_THE.filter((n) => n !== "Sun" && n !== "Moon").join("|")})\\b`, "g");
/** Two-word majors that read as cards even without the article. */
const BARE_TWO_WORD = /\b(High Priestess|Hanged Man|Wheel of Fortune)\b/g;
/** One-word majors: a card only when capitalised where a sentence does not start. */
const BARE_ONE_WORD = /\b(Strength|Justice|Temperance|Judgement|Judgment|Death)\b/g;
const LUMINARY = /\b[Tt]he (Sun|Moon)\b/g;

const CARD_CONTEXT_AFTER = /^(?:,? \(?reversed\b|,? upright\b| card\b|'s card\b)/;
const ASTRO_CONTEXT_AFTER = new RegExp(
  `^(?:'s\\b|’s\\b| sign\\b| is (?:in|at)\\b| (?:sits|sat|falls|lies|moves|was|is placed) in\\b| in (?:${SIGN_NAMES.join("|")}|the \\w+ house|your \\w+ house)\\b| (?:conjunct|conjuncts|trine|trines|square|squares|opposes|opposite|sextile|sextiles|aspects?|transits?)\\b| at \\d)`,
);

/** Where a sentence starts: the start of a block, after . ! ? or an opening quote. */
function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).replace(/["“‘'(\s]+$/, "");
  return before === "" || /[.!?]$/.test(before);
}

function afterSeparator(text: string, index: number): boolean {
  return /(?:·|:|—|–|-|\|)\s*$/.test(text.slice(0, index));
}

export interface CardOptions {
  /** A letter whose facts hold cards but no chart: "The Moon" there is the card. */
  tarotOnly: boolean;
}

/** Card names the letter states, as canonical deck names. */
export function findCards(segments: readonly Segment[], options: CardOptions = { tarotOnly: false }): Found[] {
  const out: Found[] = [];
  for (const { text, heading } of segments) {
    for (const m of text.matchAll(MINOR)) {
      const rank = RANK_WORDS[(m[1] ?? "").toLowerCase()];
      const suit = SUIT_WORDS[(m[2] ?? "").toLowerCase()];
      if (rank && suit) out.push({ value: `${rank} of ${suit}`, excerpt: m[0] });
    }
    for (const m of text.matchAll(THE_MAJOR)) {
      const after = text.slice((m.index ?? 0) + m[0].length);
      // A title-case heading ("## Finding The Star") is not a card unless it names one on its own
      // ("## The Star", "## Path · The Star, reversed").
      const alone = (m.index ?? 0) === 0 && /^\s*(?:$|,|\()/.test(after);
      if (heading && !alone && !afterSeparator(text, m.index ?? 0) && !CARD_CONTEXT_AFTER.test(after)) continue;
      out.push({ value: `The ${m[1]}`, excerpt: m[0] });
    }
    for (const m of text.matchAll(BARE_TWO_WORD)) {
      const value = m[1] === "Wheel of Fortune" ? "Wheel of Fortune" : `The ${m[1]}`;
      out.push({ value, excerpt: m[0] });
    }
    for (const m of text.matchAll(BARE_ONE_WORD)) {
      const index = m.index ?? 0;
      const after = text.slice(index + m[0].length);
      const cardish = CARD_CONTEXT_AFTER.test(after) || afterSeparator(text, index);
      if (!cardish && (heading || atSentenceStart(text, index))) continue;
      // "the Death of" is prose; a card is not followed by "of".
      if (/^ of\b/.test(after)) continue;
      out.push({ value: m[1] === "Judgment" ? "Judgement" : (m[1] ?? ""), excerpt: m[0] });
    }
    for (const m of text.matchAll(LUMINARY)) {
      const index = m.index ?? 0;
      const after = text.slice(index + m[0].length);
      if (ASTRO_CONTEXT_AFTER.test(after)) continue;
      const cardish = CARD_CONTEXT_AFTER.test(after) || (afterSeparator(text, index) && heading);
      if (!cardish && !options.tarotOnly) continue;
      out.push({ value: `The ${m[1]}`, excerpt: m[0] });
    }
  }
  return out;
}

// ---- signs and placements ------------------------------------------------------------------------

const SIGNS = SIGN_NAMES.join("|");
const SIGN_WORD = new RegExp(`\\b(${SIGNS})\\b`, "g");
/** Signs that are also ordinary words or names: a sign only in an astrological phrase. */
const AMBIGUOUS_SIGNS = new Set<SignName>(["Cancer", "Leo"]);
const BODIES = [
  "North Node",
  "South Node",
  "True Node",
  "Mean Node",
  "Node",
  "Sun",
  "Moon",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Uranus",
  "Neptune",
  "Pluto",
  "Chiron",
  "Lilith",
  "Ascendant",
  "Rising",
  "Midheaven",
  "MC",
];
const BODY = BODIES.join("|");
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const HOUSE_NUMBER = String.raw`(?:(\d{1,2})(?:st|nd|rd|th)|(${ORDINALS.join("|")}))`;

const PLACEMENT = new RegExp(
  `\\b(${BODY})(?:'s|’s)? (?:(?:is|was|sits|sat|falls|lies|is placed) )?in (${SIGNS})\\b(?:,? (?:in )?(?:the |your )?${HOUSE_NUMBER} [Hh]ouse\\b)?`,
  "g",
);
const SIGN_BODY = new RegExp(`\\b(${SIGNS}) (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Rising|Ascendant|Midheaven)\\b`, "g");
const BODY_HOUSE = new RegExp(`\\b(${BODY})(?:'s|’s)? (?:(?:is|was|sits|sat|falls|lies) )?in (?:the |your )?${HOUSE_NUMBER} [Hh]ouse\\b`, "g");

/** "True Node", "TrueNode", "North Node" and "Node" are one point; "Rising" is the Ascendant. */
export function bodyKey(body: string): string {
  const key = body.toLowerCase().replace(/[\s_-]+/g, "");
  if (/node$/.test(key) && key !== "southnode") return "node";
  if (key === "rising" || key === "asc") return "ascendant";
  if (key === "mc") return "midheaven";
  return key;
}

export function ordinalValue(digits: string | undefined, word: string | undefined): number | null {
  if (digits) return Number(digits);
  if (word) return ORDINALS.indexOf(word.toLowerCase()) + 1 || null;
  return null;
}

export interface FoundPlacement {
  body: string;
  sign?: SignName;
  house?: number;
  excerpt: string;
}

export function findPlacements(segments: readonly Segment[]): FoundPlacement[] {
  const out: FoundPlacement[] = [];
  for (const { text } of segments) {
    const covered: [number, number][] = [];
    for (const m of text.matchAll(PLACEMENT)) {
      const house = ordinalValue(m[3], m[4]);
      out.push({ body: m[1] ?? "", sign: m[2] as SignName, ...(house ? { house } : {}), excerpt: m[0] });
      covered.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
    }
    for (const m of text.matchAll(SIGN_BODY)) out.push({ body: m[2] ?? "", sign: m[1] as SignName, excerpt: m[0] });
    for (const m of text.matchAll(BODY_HOUSE)) {
      const at = m.index ?? 0;
      if (covered.some(([a, b]) => at >= a && at < b)) continue;
      const house = ordinalValue(m[2], m[3]);
      if (house) out.push({ body: m[1] ?? "", house, excerpt: m[0] });
    }
  }
  return out;
}

export function findSigns(segments: readonly Segment[]): Found[] {
  const out: Found[] = [];
  for (const { text } of segments) {
    for (const m of text.matchAll(SIGN_WORD)) {
      const sign = m[1] as SignName;
      const index = m.index ?? 0;
      if (AMBIGUOUS_SIGNS.has(sign)) {
        const before = text.slice(Math.max(0, index - 20), index);
        const after = text.slice(index + sign.length, index + sign.length + 24);
        const astro =
          /\b(?:in|a|an|sign of|season of|ruled by)\s+$/.test(before) && !/^\s+(?:Research|UK|survivor|patient|diagnosis|treatment|cells?)\b/.test(after)
            ? true
            : new RegExp(`^\\s+(?:${BODIES.join("|")}|[Ss]eason|[Ss]un|[Mm]oon|[Rr]ising|energy|placement|stellium)\\b`).test(after);
        if (!astro) continue;
      }
      out.push({ value: sign, excerpt: m[0] });
    }
  }
  return out;
}

// ---- houses ---------------------------------------------------------------------------------------

const HOUSE_LIST = new RegExp(
  `\\b((?:${HOUSE_NUMBER}(?:,? (?:and |or |& )?))+)[Hh]ouses?\\b|\\b[Hh]ouses? (\\d{1,2}(?:(?:,? (?:and |or |& )?)\\d{1,2})*)\\b`,
  "g",
);

export function findHouses(segments: readonly Segment[]): { value: number; excerpt: string }[] {
  const out: { value: number; excerpt: string }[] = [];
  for (const { text } of segments) {
    for (const m of text.matchAll(HOUSE_LIST)) {
      const list = m[1] ?? m[4] ?? "";
      for (const n of list.matchAll(new RegExp(`(\\d{1,2})|(${ORDINALS.join("|")})`, "gi"))) {
        const value = ordinalValue(n[1], n[2]);
        if (value) out.push({ value, excerpt: m[0].trim() });
      }
    }
  }
  return out;
}

// ---- numerology -------------------------------------------------------------------------------------

const NUMBER_NAMES: readonly NumberName[] = ["life path", "expression", "soul urge", "personality", "birthday", "personal year"];
const NUMBER_PATTERN = /\b(life[ -]path|expression|soul[ -]urge|personality|birthday|personal year)( number)?(?: is| of| was|:| =)? (\d{1,2})(?:\/\d{1,2})?\b/gi;

export function findNumbers(segments: readonly Segment[]): { name: NumberName; value: number; excerpt: string }[] {
  const out: { name: NumberName; value: number; excerpt: string }[] = [];
  for (const { text } of segments) {
    for (const m of text.matchAll(NUMBER_PATTERN)) {
      const written = m[1] ?? "";
      const name = written.toLowerCase().replace(/-/g, " ") as NumberName;
      if (!NUMBER_NAMES.includes(name)) continue;
      // "your birthday 14 days away" is not a number: the everyday words need a capital or "number".
      if ((name === "personality" || name === "birthday") && !m[2] && !/^[A-Z]/.test(written)) continue;
      out.push({ name, value: Number(m[3]), excerpt: m[0] });
    }
  }
  return out;
}
