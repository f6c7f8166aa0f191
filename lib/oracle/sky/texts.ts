/**
 * Astra's words for the personal sky: a headline transit in two or three sentences, one line for
 * a secondary transit, and a short explanation for every calendar event. Lyrical but concrete,
 * second person, never fatalistic; the sentence shapes rotate with the day and the transit so no
 * two days read as the same boilerplate. Houses are only named when the birth time is known.
 */
import type { AspectName } from "../astro/types";
import type { SignName } from "../astro/zodiac";
import { ASTRA_MOON, pick } from "../voices";

import type { ActiveTransit, NatalPoint, SkyEvent, TransitBody } from "./transits";

export const POINT_LABEL: Record<NatalPoint, string> = {
  Sun: "natal Sun",
  Moon: "natal Moon",
  Mercury: "natal Mercury",
  Venus: "natal Venus",
  Mars: "natal Mars",
  Jupiter: "natal Jupiter",
  Saturn: "natal Saturn",
  Uranus: "natal Uranus",
  Neptune: "natal Neptune",
  Pluto: "natal Pluto",
  TrueNode: "North Node",
  Ascendant: "Ascendant",
  Midheaven: "Midheaven",
};

/** What a natal point holds in you. */
const POINT_HOLDS: Record<NatalPoint, string> = {
  Sun: "your sense of purpose",
  Moon: "your feelings and what you need to feel safe",
  Mercury: "the way you think and speak",
  Venus: "what you love and how you draw it close",
  Mars: "your drive and your courage",
  Jupiter: "your faith in what could grow",
  Saturn: "your sense of duty and your limits",
  Uranus: "your need to be free",
  Neptune: "your dreams and your longing",
  Pluto: "your depths and your power to begin again",
  TrueNode: "the direction you are growing toward",
  Ascendant: "the way you meet the world",
  Midheaven: "your vocation and the path others see you walk",
};

/** What a transiting planet brings. */
const BODY_BRINGS: Record<TransitBody, string> = {
  Sun: "light and attention",
  Moon: "a passing tide of feeling",
  Mercury: "questions, messages and second thoughts",
  Venus: "warmth and the wish for ease",
  Mars: "heat and momentum",
  Jupiter: "room to grow",
  Saturn: "weight, patience and the call to build something that lasts",
  Uranus: "surprise and the urge to break a pattern",
  Neptune: "fog, tenderness and imagination",
  Pluto: "slow, deep pressure to transform",
};

const ASPECT_VERB: Record<AspectName, string> = {
  conjunction: "meets",
  sextile: "opens a door to",
  square: "presses on",
  trine: "flows with",
  opposition: "faces",
};

export const ASPECT_WORD: Record<AspectName, string> = { conjunction: "conjunct", sextile: "sextile", square: "square", trine: "trine", opposition: "opposite" };

const ASPECT_FEEL: Record<AspectName, readonly string[]> = {
  conjunction: ["the two merge, so their themes arrive together and loudly", "everything concentrates in one place", "a new chapter is seeded where they meet"],
  sextile: ["an opening appears, but only if you take it", "a small, friendly chance shows up", "cooperation comes easily when you reach for it"],
  square: ["friction that gets things moving if you work with it", "a tension that asks for a decision rather than a retreat", "pressure that builds strength when you meet it directly"],
  trine: ["ease and a natural flow: use it, do not only enjoy it", "things line up without much effort", "talents feel close to hand"],
  opposition: ["a pull between two sides that asks for balance", "someone or something mirrors you back", "awareness grows by seeing the other side"],
};

const ASPECT_INVITE: Record<AspectName, readonly string[]> = {
  conjunction: ["Name one intention for this and write it down.", "Give it your first hour, before the day fills up.", "Notice what begins, and let it begin small."],
  sextile: ["Say yes to one small invitation.", "Send the message you have been drafting in your head.", "Take the first easy step; the door is ajar."],
  square: ["Choose one thing to act on rather than worry over.", "When you feel the push, breathe once before you push back.", "Let the friction show you what needs adjusting."],
  trine: ["Put the ease to work on something you care about.", "Share what comes easily with someone who needs it.", "Follow the thread that feels effortless today."],
  opposition: ["Listen for what the other side is trying to say.", "Look for the middle path before choosing a side.", "Let a conversation do the balancing for you."],
};

const HOUSE_AREA: Record<number, string> = {
  1: "your self and how you show up",
  2: "your resources and what you value",
  3: "daily conversations, siblings and short journeys",
  4: "home, family and your roots",
  5: "play, romance and creativity",
  6: "daily routines and the way you care for yourself",
  7: "your partnerships and close one-to-ones",
  8: "intimacy, trust and what you share",
  9: "study, travel and what you believe",
  10: "your work in the world and your reputation",
  11: "friends, groups and your hopes",
  12: "rest, solitude and what stays unseen",
};

export function houseArea(house: number): string {
  return HOUSE_AREA[house] ?? "";
}

export function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

/** "Saturn square your natal Sun" */
export function transitTitle(t: { body: TransitBody; aspect: AspectName; point: NatalPoint }): string {
  return `${t.body} ${ASPECT_WORD[t.aspect]} your ${POINT_LABEL[t.point]}`;
}

export interface HeadlineInput {
  transit: ActiveTransit;
  /** Local date (yyyy-mm-dd) the words are for: the seed of the variety. */
  localDate: string;
  /** "today at 14:05", "on 3 December", …: the exact moment already in the seeker's words. */
  exactPhrase: string | null;
  timeKnown: boolean;
}

/** Two or three sentences in Astra's voice for the day's headline transit. */
export function headlineText({ transit: t, localDate, exactPhrase, timeKnown }: HeadlineInput): string {
  const seed = `${localDate}:${t.id}`;
  const feel = pick(ASPECT_FEEL[t.aspect], `${seed}:feel`);
  const first = pick(
    [
      `${t.body} ${ASPECT_VERB[t.aspect]} ${POINT_HOLDS[t.point]}, bringing ${BODY_BRINGS[t.body]}.`,
      `Today ${t.body}, with its ${BODY_BRINGS[t.body]}, ${ASPECT_VERB[t.aspect]} ${POINT_HOLDS[t.point]}.`,
      `The loudest note in your sky is ${t.body} ${ASPECT_WORD[t.aspect]} your ${POINT_LABEL[t.point]}: ${BODY_BRINGS[t.body]}, aimed at ${POINT_HOLDS[t.point]}.`,
    ],
    `${seed}:first`,
  );
  const distance = t.orb < 0.1 ? "within a tenth of a degree" : `${t.orb.toFixed(1)}°`;
  const timing = exactPhrase
    ? t.applying
      ? `It is ${distance} from exact and building, exact ${exactPhrase}: ${feel}.`
      : `It was exact ${exactPhrase} and is easing now, ${distance} past: ${feel}.`
    : `It is ${distance} from exact and ${t.applying ? "building" : "easing"}: ${feel}.`;
  const where =
    timeKnown && t.house
      ? pick(
          [
            ` It moves through your ${ordinal(t.house)} house, so look for it in ${houseArea(t.house)}.`,
            ` In your chart it works through the ${ordinal(t.house)} house: ${houseArea(t.house)}.`,
          ],
          `${seed}:house`,
        )
      : "";
  return `${first} ${timing}${where} ${pick(ASPECT_INVITE[t.aspect], `${seed}:invite`)}`;
}

/** One line for a secondary transit. */
export function secondaryText(t: ActiveTransit, localDate: string, timeKnown: boolean): string {
  const seed = `${localDate}:${t.id}`;
  const house = timeKnown && t.house ? ` through your ${ordinal(t.house)} house` : "";
  return pick(
    [
      `${t.body} ${ASPECT_VERB[t.aspect]} ${POINT_HOLDS[t.point]}${house}: ${pick(ASPECT_FEEL[t.aspect], `${seed}:f`)}.`,
      `${t.applying ? `Building toward exact, ${t.body}` : `Easing away, ${t.body}`} ${ASPECT_VERB[t.aspect]} ${POINT_HOLDS[t.point]}${house}, with ${BODY_BRINGS[t.body]}.`,
      `${capitalise(ASPECT_WORD[t.aspect])} your ${POINT_LABEL[t.point]}, ${t.body} adds ${BODY_BRINGS[t.body]}${house}: ${pick(ASPECT_FEEL[t.aspect], `${seed}:f`)}.`,
    ],
    `${seed}:second`,
  );
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The Moon today, in one sentence (with the house only when the birth time is known). */
export function moonText(sign: SignName, house: number | null, localDate: string): string {
  const where = house ? pick([` She crosses your ${ordinal(house)} house, ${houseArea(house)}.`, ` In your chart she lights the ${ordinal(house)} house: ${houseArea(house)}.`], `${localDate}:moonhouse`) : "";
  return `The Moon in ${sign} ${ASTRA_MOON[sign]}.${where}`;
}

/** A title and a short explanation for a calendar event. */
export function eventText(e: SkyEvent, timeKnown: boolean): { title: string; text: string } {
  const house = (h: number | null) => (timeKnown && h ? ` in your ${ordinal(h)} house (${houseArea(h)})` : "");
  switch (e.kind) {
    case "aspect": {
      if (e.returnOf === "solar") return { title: "Your solar return", text: `The Sun comes back to the exact place it held when you were born: your personal new year${house(e.house)}. A day to look back kindly and choose one thing to carry forward.` };
      if (e.returnOf === "lunar") return { title: "Your lunar return", text: `The Moon returns to her birth place in your chart, opening a new month of feeling${house(e.house)}. Notice what you need this cycle.` };
      const title = transitTitle(e);
      return {
        title: e.retrograde ? `${title} (retrograde pass)` : title,
        text: `${e.body} ${ASPECT_VERB[e.aspect]} ${POINT_HOLDS[e.point]}${house(e.house)}: ${pick(ASPECT_FEEL[e.aspect], e.id)}.${e.retrograde ? ` ${e.body} is moving backwards here, so this pass revisits rather than begins.` : ""}`,
      };
    }
    case "enters-orb":
      return {
        title: `${transitTitle(e)} begins`,
        text: `${e.body} comes within ${e.orb}° of ${e.aspect === "conjunction" ? "meeting" : `${e.aspect === "opposition" ? "an" : "a"} ${e.aspect} to`} your ${POINT_LABEL[e.point]}. A slow transit: its ${BODY_BRINGS[e.body]} will colour ${POINT_HOLDS[e.point]} for weeks, not a day.`,
      };
    case "ingress":
      return {
        title: `${e.body} enters ${e.sign}${e.retrograde ? " (retrograde)" : ""}`,
        text: `${e.body} changes sign${house(e.house)}: the tone of its ${BODY_BRINGS[e.body]} shifts toward ${e.sign}.`,
      };
    case "station":
      return {
        title: `${e.body} stations ${e.direction}`,
        text:
          e.direction === "retrograde"
            ? `${e.body} seems to stand still and turn back${house(e.house)}: a season to review, revise and return, rather than launch.${e.contacts.length ? ` It stands on your ${e.contacts.map((c) => POINT_LABEL[c]).join(" and ")}, so you may feel it closely.` : ""}`
            : `${e.body} stands still and turns forward again${house(e.house)}: what stalled begins to move.${e.contacts.length ? ` It stands on your ${e.contacts.map((c) => POINT_LABEL[c]).join(" and ")}.` : ""}`,
      };
    case "lunation": {
      const on = e.contacts.length ? ` It falls ${e.contacts[0]?.aspect === "conjunction" ? "on" : "opposite"} your ${POINT_LABEL[e.contacts[0]!.point]}, so it speaks to ${POINT_HOLDS[e.contacts[0]!.point]}.` : "";
      return e.phase === "new"
        ? { title: `New Moon in ${e.sign}`, text: `A dark sky and a fresh start${house(e.house)}.${on} A good night to name what you want to begin.` }
        : { title: `Full Moon in ${e.sign}`, text: `Everything is lit${house(e.house)}.${on} Notice what the light shows you before you react to it.` };
    }
  }
}

/** Said openly when the birth time is unknown. */
export const NO_BIRTH_TIME_NOTE =
  "Your birth time is not known, so I cannot place today's sky in your houses or measure it against your Ascendant, Midheaven or natal Moon. What you see here is the sky against your planets alone, as they stood at noon on the day you were born: a transit to your Sun, Mercury, Venus or Mars may be exact some hours before or after the time I give.";
