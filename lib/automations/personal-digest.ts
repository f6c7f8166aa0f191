import "server-only";

import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

import type { Db } from "@/lib/db";
import type { AutomationSubscription } from "@/lib/generated/prisma/client";
import { castNatalChart } from "@/lib/oracle/natal";
import { digestPlan, type DigestItem } from "@/lib/oracle/sky/digest";
import { eventText, headlineText, moonText, NO_BIRTH_TIME_NOTE, ordinal, secondaryText, transitTitle } from "@/lib/oracle/sky/texts";
import { SLOW_BODIES } from "@/lib/oracle/sky/transits";
import { pick } from "@/lib/oracle/voices";
import { latestBlueprintSubject, type SkySubject } from "@/lib/sky/personal-sky";
import { addLocalDays, zonedInstant } from "@/lib/time-zones";

import { subscriptionDetailsJson } from "./subscription-details";

/**
 * The birth data a digest is read against: the blueprint of the account with the subscriber's
 * email (the newest), else the birth date, time and place given on the subscribe form; null
 * when there is neither, and the digest is the general sky, titled so.
 */
export async function digestSubjectFor(sub: AutomationSubscription, prisma: Db): Promise<SkySubject | null> {
  const user = await prisma.user.findUnique({ where: { email: sub.email }, select: { id: true } });
  if (user) {
    const fromBlueprint = await latestBlueprintSubject(user.id, prisma);
    if (fromBlueprint) return fromBlueprint;
  }
  const details = subscriptionDetailsJson.safeParse(sub.details);
  const birth = details.ok ? details.value.birth : undefined;
  if (!birth) return null;
  return {
    natal: castNatalChart({ date: birth.date, time: birth.time ?? null, place: birth.place }),
    dob: birth.date,
    blueprint: null,
    birthTimezone: birth.place.timezone,
  };
}

/**
 * The welcome letter's line on the birth details the subscribe form stored, so the reader can
 * check them (subscribing again with other details sends a link that replaces them); undefined
 * without any.
 */
export function birthDetailsSentence(sub: AutomationSubscription): string | undefined {
  const details = subscriptionDetailsJson.safeParse(sub.details);
  const birth = details.ok ? details.value.birth : undefined;
  if (!birth) return undefined;
  const [y, m, d] = birth.date.split("-").map(Number) as [number, number, number];
  const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
  // Without a place the form stored the reader's own zone in its stead (and no time).
  const placeGiven = !(birth.place.name === birth.place.timezone && birth.place.latitude === 0 && birth.place.longitude === 0);
  const born = `born ${date}${birth.time ? ` at ${birth.time}` : ""}${placeGiven ? ` in ${birth.place.name}` : ""}`;
  const missing = birth.time ? "" : " You did not give a birth time, so I will leave out the houses and the angles, and say so in each letter.";
  return `You gave me your birth details: ${born}. Each digest reads today's planets against that chart.${missing} If any of it is wrong, subscribe again with the right details and I will use those.`;
}

export interface PersonalDigest {
  subject: string;
  headline: string;
  preview: string;
  body: string;
  rows: { label: string; value: string }[];
}

const localTime = (at: Date, tz: string) => format(new TZDate(at.getTime(), tz), "HH:mm");

function itemTitle(item: DigestItem): string {
  if (item.kind === "active") return transitTitle(item.transit);
  return eventText(item.event, true).title;
}

/** One digest item in Astra's words, with its exact time on the reader's clock when it is today. */
function itemLine(item: DigestItem, localDate: string, tz: string, timeKnown: boolean): { title: string; text: string } {
  if (item.kind === "active") {
    const t = item.transit;
    const when = t.exact ? ` ${t.applying ? "Exact" : "It was exact"} ${format(new TZDate(t.exact.getTime(), tz), "yyyy-MM-dd") === localDate ? `at ${localTime(t.exact, tz)} your time` : `on ${format(new TZDate(t.exact.getTime(), tz), "EEEE d MMMM")}`}.` : "";
    return { title: transitTitle(t), text: `${secondaryText(t, localDate, timeKnown)}${when}` };
  }
  const e = item.event;
  const { title, text } = eventText(e, timeKnown);
  const slow = (e.kind === "aspect" || e.kind === "enters-orb") && SLOW_BODIES.has(e.body);
  const lead =
    e.kind === "enters-orb"
      ? pick([`Today it comes within orb, at ${localTime(e.at, tz)} your time.`, `From ${localTime(e.at, tz)} your time it is within orb.`], `${localDate}:${e.id}`)
      : `Exact at ${localTime(e.at, tz)} your time${slow ? ", the day this long transit peaks" : ""}.`;
  return { title, text: `${text} ${lead}` };
}

/** The personal Daily Transit Digest for one local day in the reader's zone. */
export function composePersonalDigest(subject: SkySubject, input: { localDate: string; timezone: string; dateLabel: string; name?: string; intention?: string; seed: string }): PersonalDigest {
  const { localDate, timezone: tz } = input;
  const start = zonedInstant(localDate, "00:00", tz);
  const end = zonedInstant(addLocalDays(localDate, 1), "00:00", tz);
  const noon = zonedInstant(localDate, "12:00", tz);
  const timeKnown = subject.natal.timeKnown;
  const plan = digestPlan({ chart: subject.natal.chart, timeKnown }, start, end, noon);
  const [top, ...rest] = plan.items;
  const moonHouse = timeKnown ? plan.moon.house : null;

  const parts: string[] = [input.name ? `Good morning, ${input.name}.` : "Good morning."];
  parts.push(
    pick(
      [
        `Here is your own sky for ${input.dateLabel}: today's planets measured against the chart you were born under.`,
        `This is ${input.dateLabel} as it touches your chart, not anyone else's.`,
        `Your sky for ${input.dateLabel}, read against your birth chart.`,
      ],
      `${input.seed}:open`,
    ),
  );
  if (!timeKnown) parts.push(NO_BIRTH_TIME_NOTE);

  let headline = `The Moon in ${plan.moon.sign}`;
  parts.push("## Your headline");
  if (top) {
    headline = itemTitle(top);
    const text =
      top.kind === "active"
        ? headlineText({ transit: top.transit, localDate, timeKnown, exactPhrase: top.transit.exact ? (format(new TZDate(top.transit.exact.getTime(), tz), "yyyy-MM-dd") === localDate ? `today at ${localTime(top.transit.exact, tz)}` : `on ${format(new TZDate(top.transit.exact.getTime(), tz), "EEEE d MMMM")}`) : null })
        : itemLine(top, localDate, tz, timeKnown).text;
    parts.push(`**${headline}.** ${text}`);
  } else {
    parts.push("No planet touches your chart closely today. A quiet sky: good weather for ordinary, steady work.");
  }
  const also = rest.slice(0, 3).map((i) => itemLine(i, localDate, tz, timeKnown));
  if (also.length) {
    parts.push("## Also in your sky");
    parts.push(also.map((l) => `- **${l.title}:** ${l.text}`).join("\n"));
  }
  parts.push("## The Moon today");
  parts.push(moonText(plan.moon.sign, moonHouse, localDate));

  parts.push("## A practice for today");
  const practice = pick(
    [
      "Pick the line above that caught you, and give it ten quiet minutes before noon.",
      "Write the headline on a slip of paper and notice, tonight, where it showed up.",
      "Choose one small act that answers today's sky, and do it before the day fills up.",
      "Take one unhurried breath each time you notice the day's theme, and choose your next step from there.",
    ],
    `${input.seed}:practice`,
  );
  parts.push(input.intention ? `${practice} Let it serve what you told me you are working toward: “${input.intention.replace(/[.\s]+$/, "")}”.` : practice);
  parts.push(pick(["The sky does not decide your day; it only sets the weather.", "Skies keep turning, and so do you.", "Whatever the planets are doing, you are the one walking through today."], `${input.seed}:close`));

  const rows = [
    { label: "Headline", value: headline },
    { label: "Moon", value: moonHouse ? `${plan.moon.sign}, your ${ordinal(moonHouse)} house` : plan.moon.sign },
  ];
  return {
    subject: `${headline}: your sky for ${input.dateLabel}`,
    headline,
    preview: top ? `${headline}, and the Moon in ${plan.moon.sign}.` : `A quiet day in your chart; the Moon is in ${plan.moon.sign}.`,
    body: parts.join("\n\n"),
    rows,
  };
}
