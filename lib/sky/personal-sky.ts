import "server-only";

import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

import { ApiError } from "@/lib/api/errors";
import { weekNumbers } from "@/lib/automations/week-numbers";
import { db, type Db } from "@/lib/db";
import { NUMBER_MEANINGS, reduce, reduceChain } from "@/lib/oracle/numerology";
import { castNatalChart, type NatalChart } from "@/lib/oracle/natal";
import { eventText, headlineText, moonText, NO_BIRTH_TIME_NOTE, secondaryText, transitTitle } from "@/lib/oracle/sky/texts";
import { activeTransits, moonAt, SkyClock, skyEvents, type ActiveTransit, type SkyEvent } from "@/lib/oracle/sky/transits";
import { dailySeed, drawSpread } from "@/lib/oracle/tarot";
import { birthplaceJson } from "@/lib/reports/solo-report-json";
import { addLocalDays, localMoment, safeTimeZone, zonedInstant } from "@/lib/time-zones";

import type { SkyCalendarDto, SkyEventDto, SkyTodayDto, TransitDto } from "./types";

export type { SkyCalendarDto, SkyEventDto, SkyTodayDto, TransitDto } from "./types";

/** A seeker's birth data as the sky needs it: a natal chart and the zone it was cast in. */
export interface SkySubject {
  natal: NatalChart;
  dob: string;
  /** The blueprint the sky is read from, when it comes from one. */
  blueprint: { id: string; name: string } | null;
  birthTimezone: string;
}

/** The signed-in seeker's latest blueprint, cast again from its birth data; null without one. */
export async function latestBlueprintSubject(userId: string, prisma: Db = db()): Promise<SkySubject | null> {
  const row = await prisma.soloReport.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } });
  if (!row) return null;
  const place = birthplaceJson.parse(row.birthplace);
  const time = /^\d{2}:\d{2}$/.test(row.tob) ? row.tob : null;
  return {
    natal: castNatalChart({ date: row.dob, time, place: { name: place.name, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone } }),
    dob: row.dob,
    blueprint: { id: row.id, name: row.name },
    birthTimezone: place.timezone,
  };
}

export async function requireBlueprintSubject(userId: string): Promise<SkySubject> {
  const subject = await latestBlueprintSubject(userId);
  if (!subject) throw new ApiError(404, "There is no cosmic blueprint yet. Generate one in your portal first.");
  return subject;
}

const localTimeOf = (at: Date, tz: string) => format(new TZDate(at.getTime(), tz), "HH:mm");
const localDateOf = (at: Date, tz: string) => format(new TZDate(at.getTime(), tz), "yyyy-MM-dd");

/** "today at 14:05", "yesterday at 09:12", "on Thursday 3 December at 22:40", in the seeker's zone. */
export function exactPhrase(at: Date, localDate: string, tz: string): string {
  const date = localDateOf(at, tz);
  const time = localTimeOf(at, tz);
  if (date === localDate) return `today at ${time}`;
  if (date === addLocalDays(localDate, 1)) return `tomorrow at ${time}`;
  if (date === addLocalDays(localDate, -1)) return `yesterday at ${time}`;
  const label = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: tz }).format(at);
  return `on ${label}`;
}

function transitDto(t: ActiveTransit, localDate: string, tz: string, timeKnown: boolean, text: string): TransitDto {
  return {
    id: t.id,
    title: transitTitle(t),
    body: t.body,
    point: t.point,
    aspect: t.aspect,
    orb: Math.round(t.orb * 100) / 100,
    applying: t.applying,
    house: timeKnown ? t.house : null,
    exact: t.exact?.toISOString() ?? null,
    significance: Math.round(t.significance * 10) / 10,
    text,
  };
}

function eventDto(e: SkyEvent, tz: string, timeKnown: boolean): SkyEventDto {
  const { title, text } = eventText(e, timeKnown);
  return {
    id: e.id,
    kind: e.kind,
    at: e.at.toISOString(),
    localDate: localDateOf(e.at, tz),
    localTime: localTimeOf(e.at, tz),
    title,
    text,
    significance: Math.round(e.significance),
    house: timeKnown ? e.house : null,
  };
}

/** What goes into the calendar: the Moon's own aspects (a hundred a month) stay out, her returns stay in. */
function calendarWorthy(e: SkyEvent): boolean {
  if (e.kind === "aspect" && e.body === "Moon") return e.returnOf === "lunar";
  return true;
}

/** The local day's bounds in a zone. */
function dayBounds(localDate: string, tz: string): { start: Date; end: Date; noon: Date } {
  return {
    start: zonedInstant(localDate, "00:00", tz),
    end: zonedInstant(addLocalDays(localDate, 1), "00:00", tz),
    noon: zonedInstant(localDate, "12:00", tz),
  };
}

export interface SkyTodayOptions {
  now?: Date;
  /** The seeker's zone; the birthplace's zone when absent. */
  timezone?: string | null;
  /** The seed of the morning card: a morning-card subscription's id, so the portal shows the emailed card. */
  cardSeedId: string;
}

/** The seeker's sky for their local day: headline, two secondary transits, Moon, day number, card, exact events. */
export function skyToday(subject: SkySubject, options: SkyTodayOptions): SkyTodayDto {
  const tz = safeTimeZone(options.timezone ?? subject.birthTimezone);
  const now = options.now ?? new Date();
  const localDate = localMoment(now, tz).date;
  const { start, end, noon } = dayBounds(localDate, tz);
  const timeKnown = subject.natal.timeKnown;
  const natal = { chart: subject.natal.chart, timeKnown };
  const clock = new SkyClock();

  const active = activeTransits(natal, noon, clock);
  const dayEvents = skyEvents(natal, start, end, {}, clock)
    .filter((e) => e.kind !== "aspect" || e.body !== "Moon" || e.returnOf === "lunar")
    .sort((x, y) => y.significance - x.significance);
  // The Moon's transits only lead when nothing slower is in orb; at most one of them is shown.
  const slow = active.filter((t) => t.body !== "Moon");
  const ranked = [...slow, ...active.filter((t) => t.body === "Moon").slice(0, 1)];
  const [top, ...rest] = ranked;
  const headline = top
    ? transitDto(top, localDate, tz, timeKnown, headlineText({ transit: top, localDate, exactPhrase: top.exact ? exactPhrase(top.exact, localDate, tz) : null, timeKnown }))
    : null;
  const secondary = rest.slice(0, 2).map((t) => transitDto(t, localDate, tz, timeKnown, secondaryText(t, localDate, timeKnown)));

  const moon = moonAt(natal, noon, clock);
  const moonHouse = timeKnown ? moon.house : null;
  const ingressToday = moon.nextIngress.at < end ? moon.nextIngress : null;

  const numbers = weekNumbers(localDate, subject.dob).days[0];
  if (!numbers) throw new Error("weekNumbers returned no day");
  const personal = numbers.personal ?? numbers.universal;
  const meaning = NUMBER_MEANINGS[personal.value];
  // Numa's working in words: the month's number plus the day's ("27 → 9"), then the sum reduced.
  const dayOfMonth = Number(localDate.slice(8));
  const dayPart = reduceChain(dayOfMonth).join(" → ");
  const working = `your ${numbers.personal ? "personal" : "universal"} month ${numbers.month} + the day ${dayPart} = ${reduceChain(numbers.month + reduce(dayOfMonth)).join(" → ")}`;

  const drawn = drawSpread("morning", dailySeed(options.cardSeedId, localDate)).cards[0];
  if (!drawn) throw new Error("The morning spread drew no card");

  return {
    localDate,
    timezone: tz,
    timeKnown,
    note: timeKnown ? null : NO_BIRTH_TIME_NOTE,
    blueprint: subject.blueprint,
    headline,
    secondary,
    moon: {
      sign: moon.sign,
      house: moonHouse,
      text: moonText(moon.sign, moonHouse, localDate),
      ingress: ingressToday ? { sign: ingressToday.sign, at: ingressToday.at.toISOString(), localTime: localTimeOf(ingressToday.at, tz) } : null,
    },
    dayNumber: { value: personal.value, working, title: meaning.title, keywords: [...meaning.keywords] },
    card: { id: drawn.card.id, name: drawn.card.name, reversed: drawn.reversed, keywords: [...drawn.keywords], meaning: drawn.meaning },
    events: dayEvents.map((e) => eventDto(e, tz, timeKnown)),
  };
}

/** The seeker's exact transits, stations, ingresses and lunations from the start of their local today, for `days` days. */
export function skyCalendar(subject: SkySubject, days: number, options: { now?: Date; timezone?: string | null } = {}): SkyCalendarDto {
  const tz = safeTimeZone(options.timezone ?? subject.birthTimezone);
  const localDate = localMoment(options.now ?? new Date(), tz).date;
  const from = zonedInstant(localDate, "00:00", tz);
  const to = zonedInstant(addLocalDays(localDate, days), "00:00", tz);
  const timeKnown = subject.natal.timeKnown;
  const events = skyEvents({ chart: subject.natal.chart, timeKnown }, from, to).filter(calendarWorthy);
  return {
    timezone: tz,
    from: from.toISOString(),
    to: to.toISOString(),
    days,
    timeKnown,
    note: timeKnown ? null : NO_BIRTH_TIME_NOTE,
    events: events.map((e) => eventDto(e, tz, timeKnown)),
  };
}

/** The morning card's seed for a seeker: their morning-card subscription if they have one (the emailed card), else their id. */
export async function cardSeedFor(user: { id: string; email: string }, prisma: Db = db()): Promise<string> {
  const sub = await prisma.automationSubscription.findUnique({
    where: { email_automationType: { email: user.email, automationType: "morning-card-pull" } },
    select: { id: true, unsubscribedAt: true },
  });
  return sub && !sub.unsubscribedAt ? sub.id : user.id;
}

/** Whether the seeker has a blueprint (the Today tab shows only then). */
export async function hasBlueprint(userId: string, prisma: Db = db()): Promise<boolean> {
  return (await prisma.soloReport.count({ where: { userId } })) > 0;
}
