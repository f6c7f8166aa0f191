/**
 * Who a letter sends the reader to for what the cards cannot decide, one guide per sensitive
 * topic and, where a rule is finer than its topic, per rule ("stop my antidepressants" → the
 * doctor who prescribed them, not just "a doctor"). Every sensitive letter must name each guide
 * its question calls for; `mustMention` is what counts as naming it.
 */
import type { CareClassification, CareMatch, CareTopic } from "./types";

export interface CareGuide {
  /** A topic ("health") for the topic's default, or a rule id ("health.medication"). */
  id: string;
  topic: CareTopic;
  /** Who, as a phrase that fits "talk to …" / "… is the right person to ask". */
  who: string;
  /** One sentence a letter can use as written, in the second person. */
  sentence: string;
  /**
   * What the letter must contain to count as naming this guide: every group, at least one of its
   * words (case-insensitive, at a word start: "counsel" finds "counsellor").
   */
  mustMention: readonly (readonly string[])[];
}

const DOCTOR = ["doctor", "gp", "physician"];
const LAWYER = ["lawyer", "solicitor", "attorney"];
const FINANCIAL_ADVISER = ["financial adviser", "financial advisor", "financial planner"];
const COUNSELLOR = ["counsellor", "counselor", "therapist"];
const DIRECTLY = [
  "directly",
  "ask them",
  "ask him",
  "ask her",
  "talk to them",
  "talk to him",
  "talk to her",
  "talk with them",
  "talk with him",
  "talk with her",
  "speak to them",
  "speak to him",
  "speak to her",
  "speak with them",
  "speak with him",
  "speak with her",
];

const GUIDE_LIST: readonly CareGuide[] = [
  {
    id: "crisis",
    topic: "crisis",
    who: "a crisis line, or your local emergency number if you are in danger now",
    sentence: "Please talk to someone today: a crisis line is free and confidential, and if you are in danger right now, call your local emergency number.",
    mustMention: [["helpline", "crisis line", "lifeline", "samaritans", "988", "116 123", "emergency", "findahelpline"]],
  },
  // ---- health
  {
    id: "health",
    topic: "health",
    who: "your doctor",
    sentence: "What is happening in your body is a question for your doctor; the cards can only speak to how you carry it.",
    mustMention: [DOCTOR],
  },
  {
    id: "health.medication",
    topic: "health",
    who: "the doctor who prescribed it",
    sentence: "Any change to your medication is a conversation for the doctor who prescribed it, never for the cards.",
    mustMention: [[...DOCTOR, "prescriber", "psychiatrist"]],
  },
  {
    id: "health.tests",
    topic: "health",
    who: "the doctor who ordered the test",
    sentence: "What the results mean is for the doctor who ordered the test to tell you; no card can read them.",
    mustMention: [[...DOCTOR, "consultant", "medical team"]],
  },
  {
    id: "health.treatment",
    topic: "health",
    who: "the medical team treating you",
    sentence: "Your treatment is in the hands of the medical team treating you; bring every question about it to them.",
    mustMention: [[...DOCTOR, "medical team", "care team", "oncologist", "nurse"]],
  },
  {
    id: "health.mental",
    topic: "health",
    who: "your doctor or a therapist",
    sentence: "What you are carrying deserves real support: your doctor or a therapist can help in ways the cards cannot.",
    mustMention: [[...DOCTOR, ...COUNSELLOR, "psychologist", "psychiatrist"]],
  },
  {
    id: "health.pregnancy",
    topic: "health",
    who: "your doctor or midwife",
    sentence: "Questions about pregnancy and your body belong with your doctor or midwife.",
    mustMention: [[...DOCTOR, "midwife", "obstetrician", "fertility specialist", "fertility clinic"]],
  },
  {
    id: "health.someone-else",
    topic: "health",
    who: "the doctors caring for them",
    sentence: "How their health will go is something only the doctors caring for them can speak to, and even they will talk in chances, not certainties.",
    mustMention: [[...DOCTOR, "doctors", "medical team", "care team", "nurse"]],
  },
  // ---- legal
  {
    id: "legal",
    topic: "legal",
    who: "a lawyer (a solicitor in the UK)",
    sentence: "The legal side needs a lawyer (a solicitor in the UK), not a reading: only they can tell you where you stand.",
    mustMention: [LAWYER],
  },
  {
    id: "legal.family",
    topic: "legal",
    who: "a family lawyer (a family-law solicitor in the UK)",
    sentence: "Custody, divorce and what happens to a home are questions for a family lawyer (a family-law solicitor in the UK).",
    mustMention: [LAWYER],
  },
  {
    id: "legal.immigration",
    topic: "legal",
    who: "an immigration lawyer or a regulated immigration adviser",
    sentence: "Visas and residence turn on rules and paperwork; an immigration lawyer or a regulated immigration adviser can tell you where you stand.",
    mustMention: [[...LAWYER, "immigration adviser", "immigration advisor"]],
  },
  {
    id: "legal.criminal",
    topic: "legal",
    who: "a criminal defence lawyer (a solicitor in the UK)",
    sentence: "Anything involving the police or charges needs a criminal defence lawyer (a solicitor in the UK) on your side.",
    mustMention: [LAWYER],
  },
  // ---- money
  {
    id: "money",
    topic: "money",
    who: "a fee-only financial adviser",
    sentence: "For the numbers themselves, a fee-only financial adviser (one paid by you, not by commission) is the right person to ask.",
    mustMention: [FINANCIAL_ADVISER],
  },
  {
    id: "money.debt",
    topic: "money",
    who: "a free debt-advice service",
    sentence: "A free debt-advice service can look at the whole picture with you and tell you options you may not know you have.",
    mustMention: [["debt advice", "debt-advice", "debt adviser", "debt advisor", "debt counsel", "credit counsel"]],
  },
  {
    id: "money.mortgage",
    topic: "money",
    who: "an independent mortgage adviser",
    sentence: "Borrowing against a home is a question for an independent mortgage adviser, who can set the real numbers in front of you.",
    mustMention: [["mortgage adviser", "mortgage advisor", "mortgage broker", ...FINANCIAL_ADVISER]],
  },
  {
    id: "money.gambling",
    topic: "money",
    who: "a gambling support service",
    sentence: "If betting has started to cost more than you can spare, a gambling support service is free, confidential and on your side.",
    mustMention: [["gambling support", "gambling helpline", "gamcare", "gamblers anonymous", "problem gambling", "gambling therapy"]],
  },
  // ---- another person
  {
    id: "third-party",
    topic: "third-party",
    who: "the person themselves, and a counsellor",
    sentence: "What is in another person's heart or life is theirs to tell: ask them directly, and if it weighs on you, a counsellor can help you hold it.",
    mustMention: [DIRECTLY, COUNSELLOR],
  },
  // ---- death
  {
    id: "death",
    topic: "death",
    who: "the medical team caring for them",
    sentence: "How long someone has is not something the cards can know; the medical team caring for them can tell you what they see, and they will speak in chances, not dates.",
    mustMention: [["medical team", "care team", "doctors", "doctor", "palliative", "hospice", "nurse"]],
  },
  {
    id: "death.self",
    topic: "death",
    who: "your doctor",
    sentence: "No card can date a life, and no one should pretend to; if something about your health is worrying you, your doctor is the one to ask.",
    mustMention: [DOCTOR],
  },
  {
    id: "death.grief",
    topic: "death",
    who: "a bereavement counsellor",
    sentence: "Grief is heavy to carry alone; a bereavement counsellor can walk some of this with you.",
    mustMention: [["bereavement", "grief counsellor", "grief counselor", "grief support"]],
  },
  // ---- timing
  {
    id: "timing",
    topic: "timing",
    who: "no one: nobody can put a date on it",
    sentence: "Nobody can put a date on this, not the cards and not anyone else; what you can shape is what you do between now and then.",
    mustMention: [["nobody can", "no one can", "cannot put a date", "can't put a date", "cannot be dated", "can't be dated", "cannot date", "can't date", "no date"]],
  },
];

export const CARE_GUIDES: Readonly<Record<string, CareGuide>> = Object.fromEntries(GUIDE_LIST.map((g) => [g.id, g]));

/** The guide a matched rule calls for: its own, or its topic's default ("legal.court" → "legal"). */
function guideForRule(match: CareMatch): CareGuide | undefined {
  return CARE_GUIDES[match.rule] ?? CARE_GUIDES[match.topic];
}

/**
 * The guides a letter for this classification must name, most serious topic first. A health word
 * inside a question about someone else's health ("my mother's cancer") calls for their doctors,
 * not the buyer's; a topic the model added without a matched rule calls for the topic's default.
 */
export function careGuidesFor(care: Pick<CareClassification, "topics" | "matches">): CareGuide[] {
  const someoneElse = care.matches.filter((m) => m.rule === "health.someone-else").map((m) => m.excerpt.toLowerCase());
  const guides = new Map<string, CareGuide>();
  for (const topic of care.topics) {
    const matches = care.matches.filter((m) => m.topic === topic);
    let found = false;
    for (const m of matches) {
      if (topic === "health" && m.rule !== "health.someone-else" && someoneElse.some((s) => s.includes(m.excerpt.toLowerCase()))) continue;
      const guide = guideForRule(m);
      if (!guide) continue;
      guides.set(guide.id, guide);
      found = true;
    }
    const fallback = CARE_GUIDES[topic];
    if (!found && fallback) guides.set(fallback.id, fallback);
  }
  return [...guides.values()];
}

/** Who to turn to, as phrases for a letter. */
export function professionalsFor(care: Pick<CareClassification, "topics" | "matches">): string[] {
  return careGuidesFor(care).map((g) => g.who);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `letter` names the guide (every mustMention group has a word in it). */
export function namesGuide(letter: string, guide: CareGuide): boolean {
  const text = letter.toLowerCase().replace(/[’‘]/g, "'").replace(/\*\*/g, "").replace(/\s+/g, " ");
  return guide.mustMention.every((group) => group.some((word) => new RegExp(`(?<![a-z0-9])${escapeRegExp(word.toLowerCase())}`).test(text)));
}
