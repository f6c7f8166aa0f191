/**
 * Puts a buyer's words into one predictable form before the care rules read them, and remembers
 * where every character came from so a match can be reported in the buyer's own words.
 *
 * What changes: lower case; accents folded ("é" → "e"); curly quotes and apostrophes straightened;
 * letters stretched for emphasis squeezed ("pleeease" → "please", "diee" → "die"); digits standing
 * in for letters inside a word read as letters ("su1c1de" → "suicide"); common misspellings,
 * txt-speak and contractions spelled out ("wanna" → "want to", "kms" → "kill myself", "dont" →
 * "do not", "meds" → "medication"); a dash between words becomes a comma; hyphens, quotes and
 * emoji become spaces; sentence punctuation (. , ? ! ; :) stays, each run of it kept once.
 */

export interface Normalised {
  /** The buyer's text as written. */
  original: string;
  /** The normalised text the rules read. */
  text: string;
  /** For each character of `text`, where its source starts in `original`. */
  from: number[];
  /** For each character of `text`, where its source ends in `original` (exclusive). */
  to: number[];
}

/** Whole-word replacements, applied after case, accents and stretched letters are dealt with. */
const SPELLING_TABLE: Readonly<Record<string, string>> = {
  // txt-speak and contractions
  wanna: "want to",
  wana: "want to",
  gonna: "going to",
  gona: "going to",
  gotta: "got to",
  hafta: "have to",
  kinda: "kind of",
  sorta: "sort of",
  lemme: "let me",
  gimme: "give me",
  dunno: "do not know",
  idk: "i do not know",
  idc: "i do not care",
  rn: "right now",
  tbh: "to be honest",
  u: "you",
  ur: "your",
  ure: "you are",
  r: "are",
  ppl: "people",
  pls: "please",
  plz: "please",
  plez: "please",
  cuz: "because",
  coz: "because",
  cos: "because",
  bc: "because",
  bcoz: "because",
  bcuz: "because",
  becoz: "because",
  tho: "though",
  thru: "through",
  abt: "about",
  wat: "what",
  wut: "what",
  wot: "what",
  wen: "when",
  b4: "before",
  "2day": "today",
  "2nite": "tonight",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tomorow: "tomorrow",
  tommorow: "tomorrow",
  tommorrow: "tomorrow",
  alot: "a lot",
  noone: "no one",
  nomore: "no more",
  anymore: "any more",
  anymor: "any more",
  prolly: "probably",
  luv: "love",
  lyf: "life",
  bf: "boyfriend",
  gf: "girlfriend",
  bff: "best friend",
  hubby: "husband",
  hubs: "husband",
  wifey: "wife",
  dr: "doctor",
  docter: "doctor",
  doctr: "doctor",
  shud: "should",
  shuld: "should",
  shoud: "should",
  shld: "should",
  sould: "should",
  wil: "will",
  dont: "do not",
  "don't": "do not",
  "do'nt": "do not",
  dnt: "do not",
  cant: "cannot",
  "can't": "cannot",
  cnt: "cannot",
  wont: "will not",
  "won't": "will not",
  im: "i am",
  "i'm": "i am",
  iam: "i am",
  ive: "i have",
  "i've": "i have",
  "i'll": "i will",
  "i'd": "i would",
  "i'ma": "i am going to",
  didnt: "did not",
  "didn't": "did not",
  doesnt: "does not",
  "doesn't": "does not",
  isnt: "is not",
  "isn't": "is not",
  wasnt: "was not",
  "wasn't": "was not",
  arent: "are not",
  "aren't": "are not",
  werent: "were not",
  "weren't": "were not",
  shouldnt: "should not",
  "shouldn't": "should not",
  wouldnt: "would not",
  "wouldn't": "would not",
  couldnt: "could not",
  "couldn't": "could not",
  havent: "have not",
  "haven't": "have not",
  hasnt: "has not",
  "hasn't": "has not",
  aint: "is not",
  "ain't": "is not",
  "should've": "should have",
  "would've": "would have",
  "could've": "could have",
  "he's": "he is",
  hes: "he is",
  "she's": "she is",
  shes: "she is",
  "it's": "it is",
  "that's": "that is",
  thats: "that is",
  "there's": "there is",
  theres: "there is",
  "what's": "what is",
  whats: "what is",
  wht: "what",
  "wht's": "what is",
  "who's": "who is",
  "you're": "you are",
  youre: "you are",
  "they're": "they are",
  theyre: "they are",
  "we're": "we are",
  "he'll": "he will",
  "she'll": "she will",
  "they'll": "they will",
  "you'll": "you will",
  "it'll": "it will",
  "he'd": "he would",
  "she'd": "she would",
  "they'd": "they would",
  "let's": "let us",
  // self-harm slang
  kms: "kill myself",
  sewerslide: "suicide",
  suicde: "suicide",
  sucide: "suicide",
  suiside: "suicide",
  suicid: "suicide",
  suecide: "suicide",
  suiscide: "suicide",
  suicdal: "suicidal",
  sucidal: "suicidal",
  suicidel: "suicidal",
  suicidial: "suicidal",
  suisidal: "suicidal",
  selfharm: "self harm",
  selfharming: "self harming",
  myslef: "myself",
  mysef: "myself",
  myselfe: "myself",
  meself: "myself",
  mself: "myself",
  kil: "kill",
  dieing: "dying",
  diying: "dying",
  goodby: "goodbye",
  gbye: "goodbye",
  overdoes: "overdose",
  overdoze: "overdose",
  // health
  meds: "medication",
  medz: "medication",
  medicaton: "medication",
  medicatin: "medication",
  antidepressents: "antidepressants",
  antidepresants: "antidepressants",
  antidepressent: "antidepressant",
  antidepresant: "antidepressant",
  antideppressants: "antidepressants",
  antidepressiva: "antidepressants",
  cancr: "cancer",
  canser: "cancer",
  cancar: "cancer",
  cancor: "cancer",
  tumour: "tumor",
  tumer: "tumor",
  tumur: "tumor",
  biopsie: "biopsy",
  biopsey: "biopsy",
  byopsy: "biopsy",
  biospy: "biopsy",
  diagnosys: "diagnosis",
  diagnoisis: "diagnosis",
  resluts: "results",
  reuslts: "results",
  resutls: "results",
  reslts: "results",
  theraphy: "therapy",
  therepy: "therapy",
  depresion: "depression",
  depresed: "depressed",
  depressd: "depressed",
  anxeity: "anxiety",
  anxity: "anxiety",
  surgury: "surgery",
  surgey: "surgery",
  sugery: "surgery",
  pregnent: "pregnant",
  pregant: "pregnant",
  pregnat: "pregnant",
  preggo: "pregnant",
  preggers: "pregnant",
  prego: "pregnant",
  miscarrage: "miscarriage",
  misscarriage: "miscarriage",
  miscariage: "miscarriage",
  // legal
  divorse: "divorce",
  devorce: "divorce",
  divorece: "divorce",
  custady: "custody",
  costody: "custody",
  custudy: "custody",
  lawer: "lawyer",
  lawyar: "lawyer",
  // money
  morgage: "mortgage",
  mortage: "mortgage",
  invesment: "investment",
  investmant: "investment",
  investement: "investment",
  cryto: "crypto",
  crpyto: "crypto",
  gambeling: "gambling",
  gamblin: "gambling",
  bankrupcy: "bankruptcy",
  bankrupsy: "bankruptcy",
  bankruptsy: "bankruptcy",
  // people
  cheeting: "cheating",
  cheatin: "cheating",
};

const SPELLING = new Map(Object.entries(SPELLING_TABLE));

/**
 * Words the squeezing of stretched letters aims at: "pleeease" could be "pleease" or "please";
 * the one in this list wins. Words already spelled this way are left alone ("good", "feel").
 */
const KNOWN = new Set(
  (
    "a about after again alive all alone am and any anymore are baby be bed better bleed bleeding blood bye call can cannot care " +
    "cheat cheating cry crying cut cutting dad dead death die dies done down dying else end ending enough even ever every everyone " +
    "feel feeling feels fine free gone good goodbye had hard hate he hear hell help hit hits home hope how hurt hurting i it kill " +
    "killing kills leave life live living lonely long look love me mom more much mum my need never no not nothing now off ok okay " +
    "on over pain please point really sad scared see she sick so soon still stop suicide sweet tell than that the them then there " +
    "they this tired to too true up us wait want was we weed well were what when why will wish with without won't worry yes you " +
    "all pills pill sleep sorry hello hey hi bad mad stuck ugh why wtf omg"
  ).split(/\s+/),
);

const foldAccents = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");

/** Digits used as letters inside a word ("k1ll", "s3lf h4rm"); "3pm", "7th", "covid19" are left alone. */
function readLeet(word: string): string {
  if (!/^[a-z][a-z0134@$]*[a-z]$/.test(word) || !/[0134@$]/.test(word)) return word;
  return word.replace(/[0134@$]/g, (c) => ({ "0": "o", "1": "i", "3": "e", "4": "a", "@": "a", $: "s" })[c] ?? c);
}

function squeeze(word: string): string {
  if (!/(\p{L})\1/u.test(word) || KNOWN.has(word) || SPELLING.has(word)) return word;
  const two = word.replace(/(\p{L})\1{2,}/gu, "$1$1");
  if (KNOWN.has(two) || SPELLING.has(two)) return two;
  const one = word.replace(/(\p{L})\1+/gu, "$1");
  if (KNOWN.has(one) || SPELLING.has(one)) return one;
  return two;
}

/** One word of the buyer's text, in its normalised spelling (may become several words). */
export function normaliseWord(raw: string): string {
  const folded = foldAccents(raw).toLowerCase().replace(/[’‘`´ʼ]/g, "'");
  const word = squeeze(readLeet(folded));
  return SPELLING.get(word) ?? word;
}

const WORD = /[\p{L}\p{N}]+(?:['’‘`´ʼ][\p{L}\p{N}]+)*/gu;
const KEPT_PUNCTUATION = /[.,?!;:]/;

export function normalise(original: string): Normalised {
  let text = "";
  const from: number[] = [];
  const to: number[] = [];
  const emit = (chunk: string, start: number, end: number) => {
    for (const ch of chunk) {
      if (ch === " " && (text.length === 0 || text.endsWith(" "))) continue;
      if (KEPT_PUNCTUATION.test(ch) && text.endsWith(ch)) continue;
      text += ch;
      from.push(start);
      to.push(end);
    }
  };
  const separator = (start: number, end: number) => {
    for (let i = start; i < end; i++) {
      const ch = original[i] ?? " ";
      // Keep "?" and friends, dropping any space before them ("why ?" → "why?").
      if (KEPT_PUNCTUATION.test(ch)) {
        if (text.endsWith(" ")) {
          text = text.slice(0, -1);
          from.pop();
          to.pop();
        }
        emit(ch, i, i + 1);
      } else if (ch === "—" || ch === "–" || (ch === "-" && /\s/.test(original[i - 1] ?? " ") && /\s/.test(original[i + 1] ?? " "))) {
        // A dash between words sets off a clause, like a comma; a hyphen inside a word does not.
        if (text.endsWith(" ")) {
          text = text.slice(0, -1);
          from.pop();
          to.pop();
        }
        if (text.length) emit(",", i, i + 1);
      } else emit(" ", i, i + 1);
    }
  };
  let last = 0;
  for (const m of original.matchAll(WORD)) {
    const start = m.index ?? 0;
    separator(last, start);
    const words = normaliseWord(m[0]);
    const end = start + m[0].length;
    // Words always stand apart, even when only punctuation separated them ("her.Then").
    if (text.length && !text.endsWith(" ")) emit(" ", start, start);
    emit(words, start, end);
    last = end;
  }
  separator(last, original.length);
  while (text.endsWith(" ")) {
    text = text.slice(0, -1);
    from.pop();
    to.pop();
  }
  return { original, text, from, to };
}

/** The buyer's own words behind text[start, end) of the normalised form, trimmed of spaces and punctuation. */
export function originalSpan(n: Normalised, start: number, end: number): string {
  if (end <= start || start >= n.text.length) return "";
  const a = n.from[start] ?? 0;
  const b = n.to[Math.min(end, n.text.length) - 1] ?? n.original.length;
  return n.original
    .slice(a, b)
    .replace(/^[\s.,;:!?]+|[\s.,;:!?]+$/g, "")
    .trim();
}
