import "server-only";

import { SeriesEmail } from "@/emails/series-email";
import { appBaseUrl } from "@/lib/app-url";
import { db, type Db } from "@/lib/db";
import { seriesFrom, seriesTeamFrom } from "@/lib/email/from";
import { renderEmailHtml } from "@/lib/email/render";
import { sendEmail, sendEmailBatch } from "@/lib/email/send-email";
import type { EmailProvider, OutgoingEmail } from "@/lib/email/types";
import { env } from "@/lib/env";
import type { AutomationSubscription } from "@/lib/generated/prisma/client";
import { raiseAlert } from "@/lib/alerts/raise-alert";
import { JobDeferred, PermanentJobError } from "@/lib/jobs/registry";
import { careGuidesFor, classifyQuestion, composeCrisisLetter, countryFromContext, crisisKindsOf } from "@/lib/oracle/care";
import type { CareClassification } from "@/lib/oracle/care/types";
import { drawSpread, dailySeed } from "@/lib/oracle/tarot";
import { markupToText, wrap } from "@/lib/oracle/writer/markup";
import { composeDailyDigest, composeMorningCard, composeWeeklyBriefing } from "@/lib/oracle/writer/compose-series";
import { personaOrDefault } from "@/lib/personas";
import { localMoment, longDate, safeTimeZone, weekdayOf } from "@/lib/time-zones";
import { AUTOMATION_TYPES, type AutomationType } from "@/lib/validations/automation";

import { birthDetailsSentence, composePersonalDigest, digestSubjectFor } from "./personal-digest";
import { SERIES } from "./series";
import { pendingChangesInWords, subscriptionDetailsJson } from "./subscription-details";
import { skyForLocalDay } from "./sky";
import { weekNumbers } from "./week-numbers";

export interface AutomationDeps {
  prisma?: Db;
  provider?: EmailProvider;
  now?: Date;
  signal?: AbortSignal;
  /** sendAutomationLetters composes no letter after this (performance.now() ms) but the first: see JobContext.wrapUpAt. */
  wrapUpAt?: number;
}

const automationEmailKey = (subscriptionId: string, localDate: string) => `automation:${subscriptionId}:${localDate}`;

/** The one-click unsubscribe link; `base` from appBaseUrl (lib/app-url.ts). */
export function unsubscribeUrl(token: string, base = appBaseUrl()): string {
  return new URL(`/api/automations/unsubscribe?token=${encodeURIComponent(token)}`, base).toString();
}

/** The link in the confirmation email (double opt-in): it opens a page with one button. */
export function confirmUrl(token: string, base = appBaseUrl()): string {
  return new URL(`/api/automations/confirm?token=${encodeURIComponent(token)}`, base).toString();
}

/** RFC 2369 + RFC 8058: mail clients show their own "Unsubscribe" and POST to it in one click. */
function listUnsubscribeHeaders(token: string, base = appBaseUrl()): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl(token, base)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

function typeOf(sub: AutomationSubscription): AutomationType {
  if (!(AUTOMATION_TYPES as readonly string[]).includes(sub.automationType)) throw new PermanentJobError(`Unknown series ${sub.automationType}`);
  return sub.automationType as AutomationType;
}

const firstNameOf = (full: string | null) => full?.trim().split(/\s+/)[0] || undefined;
/** The words a subscriber shared, parsed from the stored details. */
function sharedWords(sub: AutomationSubscription): string | undefined {
  const details = subscriptionDetailsJson.safeParse(sub.details);
  // A malformed row will not read better on a retry.
  if (!details.ok) throw new PermanentJobError(`Subscription ${sub.id}: ${details.error.message}`);
  return details.value.intention?.trim() || undefined;
}

/**
 * The intention the letters may echo: only a plain one. A sensitive intention ("get off my meds")
 * is never turned into a daily practice, and a crisis never reaches the series at all (the care
 * layer reads it before the first letter: see sendSubscriptionWelcome).
 */
const intentionOf = (sub: AutomationSubscription) => {
  const words = sharedWords(sub);
  return words && classifyQuestion(words).level === "plain" ? words : undefined;
};

interface Letter {
  subject: string;
  title: string;
  preview: string;
  body: string;
  cards?: { position: string; name: string; reversed: boolean; keywords: string[] }[];
  facts?: { title: string; rows: { label: string; value: string }[] };
  /** A link under the letter, to a page of the site (path): the portal's Today view. */
  action?: { label: string; path: string };
}

const TODAY_VIEW = { label: "Open your Today view", path: "/portal/today" } as const;
/** Under "The sky today": the way to make the digest one's own (subscribing again keeps the address, adds the birth details). */
const OWN_SKY = { label: "Add your birth date for your own sky", path: "/offers/astro-digest" } as const;

async function composeLetter(sub: AutomationSubscription, type: AutomationType, localDate: string, prisma: Db): Promise<Letter> {
  const name = firstNameOf(sub.fullName);
  const intention = intentionOf(sub);
  const dateLabel = longDate(localDate);
  const seed = `${sub.id}:${localDate}`;
  const series = SERIES[type];
  if (type === "daily-transit-digest") {
    const timezone = safeTimeZone(sub.timezone);
    // With birth data (the account's blueprint, or the subscribe form's), the reader's own transits.
    const subject = await digestSubjectFor(sub, prisma);
    if (subject) {
      const digest = composePersonalDigest(subject, { localDate, timezone, dateLabel, name, intention, seed });
      return {
        subject: digest.subject,
        title: `Your sky today · ${dateLabel}`,
        preview: digest.preview,
        body: digest.body,
        facts: { title: "Your sky today", rows: digest.rows },
        action: TODAY_VIEW,
      };
    }
    // Without birth data: the same sky for everyone in the zone, and titled so.
    const sky = skyForLocalDay(localDate, timezone);
    const body = composeDailyDigest({ seed, name, intention, dateLabel, ...sky });
    const headline = sky.ingresses[0] ? `${sky.ingresses[0].body} enters ${sky.ingresses[0].to}` : `${sky.moon.phase} in ${sky.moon.sign}`;
    return {
      subject: `${headline}: the sky today, ${dateLabel}`,
      title: `The sky today · ${dateLabel}`,
      preview: `The Moon is ${sky.moon.phase.toLowerCase()} in ${sky.moon.sign}, ${sky.moon.illumination}% lit. Here is your sky.`,
      body,
      facts: {
        title: "Today's sky",
        rows: [
          {
            label: "Moon",
            value: sky.moon.ingress ? `${sky.moon.startSign}, then ${sky.moon.ingress.sign} from ${sky.moon.ingress.localTime}` : `${sky.moon.sign}, ${sky.moon.degree} at noon`,
          },
          { label: "Phase", value: `${sky.moon.phase}, ${sky.moon.illumination}% lit` },
          { label: "Sun", value: sky.ingresses.some((i) => i.body === "Sun") ? `${sky.sunSign}, entered today` : sky.sunSign },
        ],
      },
      action: OWN_SKY,
    };
  }
  if (type === "weekly-number-briefing") {
    const user = await prisma.user.findUnique({ where: { email: sub.email }, select: { dateOfBirth: true } });
    const week = weekNumbers(localDate, user?.dateOfBirth ?? null);
    const weekLabel = longDate(localDate).replace(/^\w+ /, "");
    const body = composeWeeklyBriefing({
      seed,
      name,
      intention,
      weekLabel: `${weekLabel} ${localDate.slice(0, 4)}`,
      universalYear: week.universalYear,
      universalMonth: week.universalMonth,
      personal: week.personal,
      days: week.days.map((d) => ({ label: longDate(d.date).replace(/ \w+$/, ""), universal: d.universal, personal: d.personal })),
    });
    const numbers = week.days.map((d) => (d.personal ?? d.universal).value).join(" · ");
    return {
      subject: `Your week in numbers, from ${weekLabel}`,
      title: `${series.name} · week of ${weekLabel}`,
      preview: `${week.personal ? `Personal year ${week.personal.year.value}. ` : ""}This week: ${numbers}.`,
      body,
      facts: {
        title: week.personal ? "Your numbers" : "The week's numbers",
        rows: [
          ...(week.personal
            ? [
                { label: "Personal year", value: String(week.personal.year.value) },
                { label: "Personal month", value: String(week.personal.month.value) },
              ]
            : [{ label: "Universal year", value: String(week.universalYear.value) }]),
          { label: "Sunday to Saturday", value: numbers },
        ],
      },
      action: TODAY_VIEW,
    };
  }
  const reading = drawSpread("morning", dailySeed(sub.id, localDate));
  const card = reading.cards[0];
  if (!card) throw new Error("The morning spread drew no card");
  return {
    subject: `Your card for ${dateLabel}: ${card.card.name}${card.reversed ? ", reversed" : ""}`,
    title: `${series.name} · ${dateLabel}`,
    preview: `${card.card.name}${card.reversed ? " (reversed)" : ""}: ${card.keywords.slice(0, 2).join(", ")}.`,
    body: composeMorningCard({ seed, name, intention, dateLabel, card }),
    cards: [{ position: "Today", name: card.card.name, reversed: card.reversed, keywords: [...card.keywords] }],
    action: TODAY_VIEW,
  };
}

function welcomeLetter(sub: AutomationSubscription, type: AutomationType): Letter {
  const series = SERIES[type];
  const name = firstNameOf(sub.fullName);
  const intention = intentionOf(sub);
  const tz = safeTimeZone(sub.timezone);
  const first: Record<AutomationType, string> = {
    "daily-transit-digest": `Your first digest arrives tomorrow morning before 7am, ${tz} time (or this morning, if it is not yet 7 where you are). Each one is written for your local day: with your birth details (or a blueprint in a portal with this email) it is your own sky, today's planets against your chart; without them, the sky we all share: the Moon's sign and phase, the aspects that are exact, any planet changing sign.`,
    "weekly-number-briefing": `Your first briefing arrives on Sunday morning, ${tz} time: each day of the week ahead with its number and what it is good for, with my working shown. If you have a portal with this email, the numbers will be your personal ones.`,
    "morning-card-pull": `Your first card arrives tomorrow morning, ${tz} time (or today, if the morning is still young where you are). Each card is drawn from the full deck for you and that date alone.`,
  };
  const voice: Record<AutomationType, string> = {
    "daily-transit-digest": "I will keep each letter short enough to read with your first cup, and spacious enough to breathe in.",
    "weekly-number-briefing": "I will keep it precise and warm: the arithmetic, then what it asks of you in plain words.",
    "morning-card-pull": "I will keep it plain: one card, what it means, one thing to do about it.",
  };
  const words = sharedWords(sub);
  const care = words ? classifyQuestion(words) : null;
  const guides = care && care.level === "sensitive" ? careGuidesFor(care) : [];
  const body = [
    name ? `Dear ${name},` : "Hello, and welcome,",
    `You are in: the **${series.name}**, ${series.cadence}. ${voice[type]}`,
    first[type],
    type === "daily-transit-digest" ? (birthDetailsSentence(sub) ?? "") : "",
    intention ? `You shared what you are working toward: “${intention.replace(/[.\s]+$/, "")}”. I will keep it in mind in every letter.` : "",
    guides.length
      ? `Thank you for telling me what you are carrying. My letters can keep you company, but they cannot speak to that itself, so I will not make it a daily practice. ${guides.map((g) => g.sentence).join(" ")}`
      : "",
    "## Changing your mind",
    "Every letter carries a one-click unsubscribe link at the bottom, and so does this one. No questions, no guilt.",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { subject: `You're in: the ${series.name}`, title: `Welcome to the ${series.name}`, preview: `${series.name}, ${series.cadence}. Here is what to expect.`, body };
}

/** The email of one letter, rendered, with its unsubscribe link and headers. */
async function letterEmail(sub: AutomationSubscription, type: AutomationType, letter: Letter, key: string, tag: string, sender?: { name: string; role: string }): Promise<OutgoingEmail> {
  const persona = personaOrDefault(SERIES[type].persona);
  const appUrl = appBaseUrl(sub.siteOrigin);
  const unsubscribe = unsubscribeUrl(sub.unsubscribeToken, appUrl);
  const html = await renderEmailHtml(
    <SeriesEmail
      sender={sender}
      persona={persona.handle}
      title={letter.title}
      preview={letter.preview}
      body={letter.body}
      seriesName={SERIES[type].name}
      cards={letter.cards}
      facts={letter.facts}
      action={letter.action ? { label: letter.action.label, href: new URL(letter.action.path, appUrl).toString() } : undefined}
      unsubscribeUrl={unsubscribe}
      appUrl={appUrl}
    />,
  );
  const text = [
    `${(sender?.name ?? persona.displayName).toUpperCase()} · ${SERIES[type].name.toUpperCase()}`,
    letter.title,
    ...(letter.cards ? [letter.cards.map((c) => `${c.position}: ${c.name}${c.reversed ? " (reversed)" : ""}`).join("\n")] : []),
    ...(letter.facts ? [letter.facts.rows.map((r) => `${r.label}: ${r.value}`).join("\n")] : []),
    markupToText(letter.body),
    ...(letter.action ? [`${letter.action.label}: ${new URL(letter.action.path, appUrl).toString()}`] : []),
    ...(sender ? [] : [`With you,\n${persona.displayName}\n${persona.signature}`]),
    "--",
    wrap(`You are receiving this because you subscribed to the ${SERIES[type].name} at The Quantum Veil. Unsubscribe in one click: ${unsubscribe}`, 72),
  ].join("\n\n");
  return {
    idempotencyKey: key,
    to: sub.email,
    // The series' own address (EMAIL_FROM_SERIES): its reputation stays apart from the readings'.
    from: sender ? seriesTeamFrom() : seriesFrom(persona.displayName),
    replyTo: env.TEAM_EMAIL,
    subject: letter.subject,
    html,
    text,
    headers: listUnsubscribeHeaders(sub.unsubscribeToken, appUrl),
    tag,
  };
}

async function sendLetter(sub: AutomationSubscription, type: AutomationType, letter: Letter, key: string, tag: string, deps: AutomationDeps, sender?: { name: string; role: string }) {
  return sendEmail(await letterEmail(sub, type, letter, key, tag, sender), { prisma: deps.prisma, provider: deps.provider, now: deps.now, signal: deps.signal });
}

/** 'automation.confirm': the welcome letter, with the unsubscribe link and headers. */
export async function sendSubscriptionWelcome(subscriptionId: string, key: string, deps: AutomationDeps = {}): Promise<"sent" | "already-sent" | "skipped" | "suppressed"> {
  const prisma = deps.prisma ?? db();
  const sub = await prisma.automationSubscription.findUnique({ where: { id: subscriptionId } });
  if (!sub) throw new PermanentJobError(`Subscription ${subscriptionId} does not exist`);
  if (sub.unsubscribedAt || !sub.confirmedAt) return "skipped";
  const type = typeOf(sub);
  const words = sharedWords(sub);
  const care = words ? classifyQuestion(words) : null;
  if (care?.level === "crisis") return sendSeriesCareLetter(sub, type, care, key, deps);
  const result = await sendLetter(sub, type, welcomeLetter(sub, type), key, "confirmation", deps);
  return result.status;
}

/**
 * A subscriber whose words read as a crisis gets, instead of the welcome, a letter from the team
 * with the crisis lines of their zone's country and the international ones; the team is alerted.
 * The series then runs as asked, never echoing those words.
 */
async function sendSeriesCareLetter(sub: AutomationSubscription, type: AutomationType, care: CareClassification, key: string, deps: AutomationDeps): Promise<"sent" | "already-sent" | "suppressed"> {
  const series = SERIES[type];
  const country = countryFromContext({ timezone: sub.timezone });
  const body = composeCrisisLetter({ firstName: firstNameOf(sub.fullName), productName: series.name, amountLabel: null, country, kind: crisisKindsOf(care), refunded: false, format: "subscription" });
  const letter: Letter = { subject: "Before your first letter: we want to make sure you're okay", title: "We read what you shared", preview: "Before your first letter, a note from the team.", body };
  const result = await sendLetter(sub, type, letter, key, "care", deps, { name: "The Quantum Veil", role: "From the team" });
  await raiseAlert(
    {
      kind: "crisis-subscription",
      subjectId: sub.id,
      title: "A free-series subscriber may be in crisis",
      message: `Subscriber ${sub.id} (${sub.email}, ${series.name}) shared words the care layer reads as a crisis (${care.matches
        .filter((m) => m.topic === "crisis")
        .map((m) => `“${m.excerpt}”`)
        .join(", ")}). They were sent crisis resources${country ? ` for ${country}` : ""} instead of the welcome letter. Please follow up personally.`,
    },
    { prisma: deps.prisma, provider: deps.provider, now: deps.now, signal: deps.signal },
  );
  return result.status;
}

/**
 * One letter of a series for one local day, ready to send, or "skipped" if the reader left in
 * the meantime, or if the day is over on their clock (a letter about yesterday's sky helps nobody).
 */
async function automationLetterEmail(subscriptionId: string, localDate: string, prisma: Db, now: Date): Promise<OutgoingEmail | "skipped"> {
  const sub = await prisma.automationSubscription.findUnique({ where: { id: subscriptionId } });
  if (!sub || sub.unsubscribedAt || !sub.confirmedAt) return "skipped";
  const type = typeOf(sub);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate)) throw new PermanentJobError(`Bad local date ${localDate}`);
  if (type === "weekly-number-briefing" && weekdayOf(localDate) !== 0) throw new PermanentJobError(`${localDate} is not a Sunday`);
  if (localMoment(now, sub.timezone).date > localDate) return "skipped";
  const letter = await composeLetter(sub, type, localDate, prisma);
  return letterEmail(sub, type, letter, automationEmailKey(sub.id, localDate), "automation");
}

type AutomationOutcome = "sent" | "already-sent" | "skipped" | "suppressed";

/** 'automation.send': one letter of a series for one local day (see automationLetterEmail). */
export async function sendAutomationLetter(subscriptionId: string, localDate: string, deps: AutomationDeps = {}): Promise<AutomationOutcome> {
  const [outcome = { error: new Error("No outcome for this letter") }] = await sendAutomationLetters([{ subscriptionId, localDate }], deps);
  if (typeof outcome === "object") throw outcome.error;
  return outcome;
}

/**
 * Many 'automation.send' jobs at once (a morning's subscribers): each letter composed on its own
 * (a failure is that letter's alone), then all sent in as few provider calls as possible
 * (sendEmailBatch: batches of up to 100, within the provider's rate). In the order given. Letters
 * not reached by `deps.wrapUpAt` are JobDeferred (handed back); the first is always composed.
 */
export async function sendAutomationLetters(items: readonly { subscriptionId: string; localDate: string }[], deps: AutomationDeps = {}): Promise<(AutomationOutcome | { error: unknown })[]> {
  const prisma = deps.prisma ?? db();
  const now = deps.now ?? new Date();
  const outcomes: (AutomationOutcome | { error: unknown })[] = [];
  const emails: { index: number; email: OutgoingEmail }[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && deps.wrapUpAt !== undefined && performance.now() >= deps.wrapUpAt) {
      outcomes[index] = { error: new JobDeferred() };
      continue;
    }
    try {
      const email = await automationLetterEmail(item.subscriptionId, item.localDate, prisma, now);
      if (email === "skipped") outcomes[index] = "skipped";
      else emails.push({ index, email });
    } catch (error) {
      outcomes[index] = { error };
    }
  }
  const sent = await sendEmailBatch(
    emails.map((e) => e.email),
    { prisma, provider: deps.provider, now: deps.now, signal: deps.signal },
  );
  for (const [i, { index }] of emails.entries()) {
    const result = sent[i];
    outcomes[index] = !result ? { error: new Error("No result for this letter") } : "error" in result ? { error: result.error } : result.status;
  }
  return outcomes;
}

/**
 * 'automation.opt-in': the only email an address gets before it is confirmed: one link to
 * confirm, from the team (nothing of the series, nothing of the words the subscriber typed). For a
 * confirmed address with changes held from the form (lib/automations/subscribe.ts), the link
 * applies them: the letter names which details would change, never what was typed.
 */
export async function sendOptInLetter(subscriptionId: string, key: string, deps: AutomationDeps = {}): Promise<"sent" | "already-sent" | "skipped" | "suppressed"> {
  const prisma = deps.prisma ?? db();
  const sub = await prisma.automationSubscription.findUnique({ where: { id: subscriptionId } });
  if (!sub) throw new PermanentJobError(`Subscription ${subscriptionId} does not exist`);
  if (sub.unsubscribedAt || !sub.confirmToken) return "skipped";
  const type = typeOf(sub);
  const series = SERIES[type];
  const link = confirmUrl(sub.confirmToken, appBaseUrl(sub.siteOrigin));
  let letter: Letter;
  if (sub.confirmedAt) {
    const parsed = subscriptionDetailsJson.safeParse(sub.details);
    const pending = parsed.ok ? parsed.value.pending : undefined;
    if (!pending) return "skipped";
    letter = {
      subject: `Confirm the changes to your ${series.name}`,
      title: "One click to confirm your changes",
      preview: `Someone asked to change ${pendingChangesInWords(pending)} for the ${series.name}.`,
      body: [
        `Someone, we hope you, asked to change ${pendingChangesInWords(pending)} for the **${series.name}** sent to this address. Confirm the changes here:`,
        link,
        "If it wasn't you, ignore this email: nothing changes, and your letters go on as they are.",
      ].join("\n\n"),
    };
  } else {
    letter = {
      subject: `Confirm your email for the ${series.name}`,
      title: `One click to confirm`,
      preview: `Confirm your email and the ${series.name} starts ${series.cadence}.`,
      body: [
        `Someone, we hope you, asked for the **${series.name}** (${series.cadence}) to be sent to this address. Confirm it here and it starts:`,
        link,
        "If it wasn't you, ignore this email: nothing more will be sent, and this address stays off our lists.",
      ].join("\n\n"),
    };
  }
  const result = await sendLetter(sub, type, letter, key, "opt-in", deps, { name: "The Quantum Veil", role: "Please confirm" });
  return result.status;
}
