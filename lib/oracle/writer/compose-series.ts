/**
 * The free series, composed offline in each oracle's voice from computed data: Astra's daily
 * transit digest (the real sky of the reader's local day), Numa's weekly briefing (the week's
 * numbers with working) and Solara's morning card (one card drawn for the reader and the date).
 */
import type { AspectName } from "../astro/types";
import type { SignName } from "../astro/zodiac";
import { NUMBER_MEANINGS, type CoreNumber } from "../numerology";
import type { DrawnCard, TarotElement } from "../tarot";
import { ASTRA_MOON, pick } from "../voices";

export interface DigestInput {
  seed: string;
  name?: string;
  intention?: string;
  dateLabel: string;
  sunSign: SignName;
  moon: {
    sign: SignName;
    startSign: SignName;
    degree: string;
    phase: string;
    illumination: number;
    waxing: boolean;
    ingress: { sign: SignName; localTime: string } | null;
  };
  ingresses: { body: string; from: SignName; to: SignName }[];
  stations: { body: string; direction: "retrograde" | "direct" }[];
  aspects: { a: string; b: string; type: AspectName; orb: number; applying: boolean }[];
  retrograde: string[];
}

const PHASE_ASKS: Record<string, string> = {
  "New Moon": "The sky is dark and quiet: a good day to name what you want to begin, not to push it yet.",
  "Waxing Crescent": "The light is returning a sliver at a time. Small first steps count double now.",
  "First Quarter": "Half lit and growing: the moment to act on what you set in motion, and to meet the first resistance kindly.",
  "Waxing Gibbous": "Nearly full. Refine rather than restart; tend what is already growing.",
  "Full Moon": "Everything is lit. Feelings run high and clear; notice what the light shows you before you react to it.",
  "Waning Gibbous": "The light is easing. Share what you have learned, and give thanks for what came through.",
  "Last Quarter": "Half dark and emptying: a day for clearing, finishing and letting one thing go.",
  "Waning Crescent": "The quietest light of the cycle. Rest is not falling behind; it is how the next beginning gathers.",
};

const TRANSIT_MEANS: Record<string, string> = {
  Sun: "purpose",
  Moon: "mood",
  Mercury: "thinking and talk",
  Venus: "affection",
  Mars: "drive",
  Jupiter: "growth",
  Saturn: "structure",
  Uranus: "the urge for change",
  Neptune: "intuition",
  Pluto: "deep renewal",
};

/** "the Moon is waxing gibbous" / "the Moon is full": the phase inside a sentence. */
const PHASE_IN_SENTENCE: Record<string, string> = {
  "New Moon": "new",
  "Waxing Crescent": "a waxing crescent",
  "First Quarter": "at her first quarter",
  "Waxing Gibbous": "waxing gibbous",
  "Full Moon": "full",
  "Waning Gibbous": "waning gibbous",
  "Last Quarter": "at her last quarter",
  "Waning Crescent": "a waning crescent",
};

const ASPECT_DAY: Record<AspectName, string> = {
  conjunction: "meet in one place: a concentrated day for both",
  trine: "flow together easily: use the ease, do not just enjoy it",
  sextile: "offer each other an opening: it asks only that you take it",
  square: "pull against each other: friction that gets things moving if you work with it",
  opposition: "face each other: a day for balance between them rather than choosing one side",
};

const ASPECT_WORD: Record<AspectName, string> = { conjunction: "conjunct", sextile: "sextile", square: "square", trine: "trine", opposition: "opposite" };

const DIGEST_PRACTICE: Record<string, string> = {
  "New Moon": "Write one sentence that begins “This cycle, I am beginning…”, and keep it somewhere you will see it tonight.",
  "Waxing Crescent": "Choose the smallest possible first step toward something you want, and take it before noon.",
  "First Quarter": "When something resists you today, pause for one breath and ask what it is teaching you before you push.",
  "Waxing Gibbous": "Spend twenty minutes improving one thing you have already started, instead of starting another.",
  "Full Moon": "Before you answer anything charged today, write the feeling down first. Respond tomorrow if you can.",
  "Waning Gibbous": "Tell one person something you have learned this month, or thank them for their part in it.",
  "Last Quarter": "Clear one drawer, one inbox folder or one obligation you no longer mean to keep.",
  "Waning Crescent": "Take one unhurried hour for yourself, and protect it as you would an appointment.",
};

export function composeDailyDigest(input: DigestInput): string {
  const { moon } = input;
  const parts: string[] = [];
  parts.push(input.name ? `Good morning, ${input.name}.` : "Good morning.");
  parts.push(
    `Here is the sky over your ${input.dateLabel}. The Sun is travelling through ${input.sunSign}, and the Moon is ${PHASE_IN_SENTENCE[moon.phase] ?? moon.phase.toLowerCase()}, ${moon.illumination}% lit.`,
  );
  parts.push("## The Moon today");
  const hour = Number(moon.ingress?.localTime.slice(0, 2) ?? 0);
  const when = hour < 12 ? "you may feel the shift before lunch" : hour < 18 ? "notice the shift in the afternoon" : "notice the shift in the evening";
  const moonLine = moon.ingress
    ? `The Moon begins your day in ${moon.startSign}, which ${ASTRA_MOON[moon.startSign]}. At about ${moon.ingress.localTime} your time she moves into ${moon.ingress.sign}, which ${ASTRA_MOON[moon.ingress.sign]}: ${when}.`
    : `The Moon in ${moon.sign} ${ASTRA_MOON[moon.sign]}.`;
  parts.push(`${moonLine} ${PHASE_ASKS[moon.phase] ?? ""}`);

  const lines: string[] = [];
  for (const i of input.ingresses) lines.push(`- **${i.body} enters ${i.to}** today, leaving ${i.from}: the tone of your ${TRANSIT_MEANS[i.body] ?? i.body} shifts with it.`);
  for (const s of input.stations) {
    lines.push(
      s.direction === "retrograde"
        ? `- **${s.body} stations retrograde:** a season of review for your ${TRANSIT_MEANS[s.body] ?? s.body}. Revisit before you rush.`
        : `- **${s.body} turns direct:** what stalled around your ${TRANSIT_MEANS[s.body] ?? s.body} starts to move again.`,
    );
  }
  for (const a of input.aspects) {
    lines.push(
      `- **${a.a} ${ASPECT_WORD[a.type]} ${a.b}** (within ${a.orb.toFixed(1)}°, ${a.applying ? "building" : "easing"}): ${TRANSIT_MEANS[a.a] ?? a.a} and ${TRANSIT_MEANS[a.b] ?? a.b} ${ASPECT_DAY[a.type]}.`,
    );
  }
  parts.push("## What the planets are doing");
  if (lines.length) parts.push(lines.join("\n"));
  else parts.push("No planet changes sign today and no aspect is close to exact. A quiet sky: good weather for ordinary, steady work.");
  if (input.retrograde.length) {
    parts.push(`Still retrograde: ${input.retrograde.join(", ")}. Their themes ask for review rather than launch.`);
  }

  parts.push("## A practice for today");
  const practice = DIGEST_PRACTICE[moon.phase] ?? "Take one quiet minute with the sky before the day takes you.";
  parts.push(input.intention ? `${practice} Let it serve what you told me you are working toward: “${input.intention.replace(/[.\s]+$/, "")}”.` : practice);
  parts.push(
    pick(
      [
        "The sky does not decide your day; it only sets the weather. You choose what to do in it.",
        "Whatever the planets are doing, you are the one walking through today. Walk kindly.",
        "Skies keep turning, and so do you.",
      ],
      `${input.seed}:close`,
    ),
  );
  return parts.join("\n\n");
}

export interface BriefInput {
  seed: string;
  name?: string;
  intention?: string;
  weekLabel: string;
  universalYear: { value: CoreNumber; working: string };
  universalMonth: { value: CoreNumber; working: string };
  days: { label: string; universal: { value: CoreNumber; working: string }; personal: { value: CoreNumber; working: string } | null }[];
  personal: { year: { value: CoreNumber; working: string }; month: { value: CoreNumber; working: string } } | null;
}

const DAY_USE: Record<number, string> = {
  1: "start something",
  2: "listen, partner, mend",
  3: "write, speak, make",
  4: "plan and do the steady work",
  5: "change the routine, try the new",
  6: "care for home and people",
  7: "study, rest, think alone",
  8: "decide, negotiate, organise",
  9: "finish and release",
  11: "trust a hunch, inspire",
  22: "build something that lasts",
  33: "teach, serve, heal",
};

export function composeWeeklyBriefing(input: BriefInput): string {
  const parts: string[] = [];
  parts.push(input.name ? `Hello, ${input.name}.` : "Hello.");
  const personal = input.personal;
  if (personal) {
    const py = NUMBER_MEANINGS[personal.year.value];
    const pm = NUMBER_MEANINGS[personal.month.value];
    parts.push(
      `Here is your week of ${input.weekLabel}, in numbers. Because your portal knows your birth date, these are yours, not everyone's. You are in a **personal year ${personal.year.value}** (${personal.year.working}), ${py.title.toLowerCase()}'s year: ${py.keywords.join(", ")}. This month is a **personal month ${personal.month.value}** (${personal.month.working}), the month of ${pm.keywords.slice(0, 2).join(" and ")}.`,
    );
  } else {
    parts.push(
      `Here is your week of ${input.weekLabel}, in numbers. I don't know your birth date yet, so these are the universal numbers everyone shares; sign up for a portal with this email and the briefing becomes personal. The year ${input.weekLabel.slice(-4)} is a **universal year ${input.universalYear.value}** (${input.universalYear.working}), and this month a **universal month ${input.universalMonth.value}** (${input.universalMonth.working}); each day adds its own date.`,
    );
  }
  parts.push("## Your week, day by day");
  parts.push(
    input.days
      .map((d) => {
        const n = d.personal ?? d.universal;
        return `- **${d.label} · ${n.value}:** ${DAY_USE[n.value] ?? NUMBER_MEANINGS[n.value].keywords[0]}. (${n.working})`;
      })
      .join("\n"),
  );
  const counts = new Map<number, number>();
  for (const d of input.days) {
    const n = (d.personal ?? d.universal).value;
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  const strongest = input.days.map((d) => (d.personal ?? d.universal).value).find((n) => n === 1 || n === 8 || n === 22) ?? input.days[0]?.universal.value ?? 1;
  const bestDay = input.days.find((d) => (d.personal ?? d.universal).value === strongest);
  const meaning = NUMBER_MEANINGS[strongest as CoreNumber];
  parts.push("## This week's focus");
  parts.push(
    `If you have one important thing to move this week, give it ${bestDay ? bestDay.label.split(" ")[0] : "the first day"}: ${strongest === 8 || strongest === 11 ? "an" : "a"} ${strongest} day, ${meaning.title.toLowerCase()}'s day, good for ${meaning.keywords.slice(0, 2).join(" and ")}. ${meaning.meaning}`,
  );
  if (input.intention) parts.push(`You told me you are working toward “${input.intention.replace(/[.\s]+$/, "")}”. Put one concrete step toward it on that day, and write the number beside it.`);
  parts.push("Numbers don't command you; they keep time. Use the rhythm where it helps, and ignore it where it doesn't.");
  return parts.join("\n\n");
}

export interface CardInput {
  seed: string;
  name?: string;
  intention?: string;
  dateLabel: string;
  card: DrawnCard;
}

/** "the Ten of Cups" inside a sentence; the majors already carry their article ("The Tower"). */
function cardInSentence(card: DrawnCard): string {
  const name = card.card.arcana === "minor" || card.card.name === "Wheel of Fortune" ? `the ${card.card.name}` : card.card.name;
  return card.reversed ? `${name}, reversed` : name;
}

/** The card's instruction: the last sentence of its meaning, where Solara says what to do. */
function instructionOf(card: DrawnCard): string {
  const sentences = card.meaning.split(/(?<=[.!?])\s+/).filter(Boolean);
  return sentences.at(-1) ?? card.meaning;
}

/**
 * One small thing for the morning, by the card's element (upright / reversed). {kw} is one of the
 * card's keywords, used only in neutral frames, because some keywords are hard ones (grief).
 */
const MORNING_PRACTICE: Record<TarotElement, { upright: string; reversed: string }> = {
  fire: { upright: "name one bold thing you can do today, and do it before lunch, however small", reversed: "cancel or postpone one thing that drains you today, without apologising" },
  water: { upright: "tell one person how you actually feel about something, in one honest sentence", reversed: "notice the feeling you keep swallowing this morning, and write it down before you decide anything" },
  air: { upright: "write the one sentence you need to say today, then say it", reversed: "catch the story you are telling yourself about {kw}, and write a kinder, truer version" },
  earth: { upright: "do the one practical task you have been putting off, start to finish", reversed: "clear one small space (a desk, a drawer, an inbox) so the day has room to land" },
};

export function composeMorningCard(input: CardInput): string {
  const { card } = input;
  const table = MORNING_PRACTICE[card.card.element];
  const practice = (card.reversed ? table.reversed : table.upright).replace(/\{kw\}/g, card.keywords[0] ?? "it");
  const parts = [
    input.name ? `Morning, ${input.name}.` : "Morning.",
    `Your card for ${input.dateLabel}, drawn from the full deck for you and this date alone: **${cardInSentence(card)}**.`,
    card.meaning,
    `${card.reversed ? "Reversed, it points at what is stuck" : "Its words for today"}: ${card.keywords.join(", ")}.`,
    "## Carry this",
    `“${instructionOf(card)}”`,
    "## One thing to do before lunch",
    `${practice.charAt(0).toUpperCase()}${practice.slice(1)}.${input.intention ? ` Do it in service of what you are working toward: “${input.intention.replace(/[.\s]+$/, "")}”.` : ""}`,
    "Tonight, ask yourself one question: where did this card show up today?",
  ];
  return parts.join("\n\n");
}
