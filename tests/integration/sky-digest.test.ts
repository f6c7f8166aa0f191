import { TZDate } from "@date-fns/tz";
import { beforeEach, describe, expect, it } from "vitest";

import { POST as postSolo } from "@/app/api/reports/solo/route";
import { POST as subscribe } from "@/app/api/automations/subscribe/route";
import { scheduleAutomations } from "@/lib/automations/schedule";
import { sendAutomationLetter } from "@/lib/automations/send-automation";
import { subscribeToAutomation } from "@/lib/automations/subscribe";
import type { Db } from "@/lib/db";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";
import { castNatalChart } from "@/lib/oracle/natal";
import { transitTitle } from "@/lib/oracle/sky/texts";
import { PERSONAL_BODIES, skyEvents, SLOW_BODIES, type AspectEvent, type OrbEvent } from "@/lib/oracle/sky/transits";
import { addLocalDays, zonedInstant } from "@/lib/time-zones";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonRequest } from "../support/http";
import { sessionCookieFor } from "../support/session";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const TZ = "Europe/London";
const flat = (s: string) => s.replace(/\s+/g, " ");

function localDate(at: Date, tz: string) {
  const t = new TZDate(at.getTime(), tz);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, "0")}-${String(t.getDate()).padStart(2, "0")}`;
}

async function digestSub(prisma: Db, email: string, details?: { birthDate?: string; birthTime?: string; birthPlace?: string }) {
  const { id } = await subscribeToAutomation({ email, fullName: undefined, automationType: "daily-transit-digest", personaHandle: "astra", timezone: TZ, details }, { prisma, now: new Date("2026-11-01T00:00:00Z") });
  // Double opt-in: the reader followed the confirmation link (nothing is sent before that).
  return prisma.automationSubscription.update({ where: { id }, data: { confirmedAt: new Date("2026-11-01T00:05:00Z") } });
}

/** Sends the digest of one local day as the 'automation.send' job does, at 05:30 local. */
async function send(prisma: Db, subscriptionId: string, date: string) {
  const now = zonedInstant(date, "05:30", TZ);
  expect(await sendAutomationLetter(subscriptionId, date, { prisma, provider: outboxProvider, now })).toBe("sent");
  return prisma.emailMessage.findFirstOrThrow({ where: { idempotencyKey: `automation:${subscriptionId}:${date}` } });
}

describe.each(TEST_DATABASES)("the personal Daily Transit Digest on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
    await app.prisma.emailMessage.deleteMany();
    await app.prisma.automationSubscription.deleteMany();
  });

  it("two subscribers in the same zone with different birth data get different digests on the same day; without birth data it is 'The sky today'", async () => {
    const ada = await digestSub(app.prisma, "ada@example.com", { birthDate: "1985-03-02", birthTime: "06:40", birthPlace: "London, United Kingdom" });
    const ben = await digestSub(app.prisma, "ben@example.com", { birthDate: "1993-09-21", birthTime: "22:10", birthPlace: "Tokyo" });
    const cy = await digestSub(app.prisma, "cy@example.com");
    expect(ada.details).toMatchObject({ birth: { date: "1985-03-02", time: "06:40", place: { name: "London", timezone: "Europe/London" } } });

    const day = "2026-11-24";
    const [a, b, c] = [await send(app.prisma, ada.id, day), await send(app.prisma, ben.id, day), await send(app.prisma, cy.id, day)];
    for (const mine of [a, b]) {
      expect(mine.text).toContain("Your sky today · Tuesday 24 November");
      expect(mine.text).toMatch(/YOUR HEADLINE/);
      expect(mine.text).toContain("Open your Today view: http://localhost:3000/portal/today");
    }
    expect(a.subject).not.toBe(b.subject);
    // Not the same letter with the names changed: their transits differ.
    const transitsOf = (text: string) => new Set([...flat(text).matchAll(/(?:Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto) (?:conjunct|sextile|square|trine|opposite) your [A-Za-z ]+?(?=[.:(]|$)/g)].map((m) => m[0]));
    expect(transitsOf(a.text).size).toBeGreaterThan(0);
    expect([...transitsOf(a.text)].join("|")).not.toBe([...transitsOf(b.text)].join("|"));
    // Houses only with a known birth time: both have one.
    expect(flat(a.text)).toMatch(/your \d{1,2}(st|nd|rd|th) house/);

    expect(c.text).toContain("The sky today · Tuesday 24 November");
    expect(c.subject).toMatch(/: the sky today, Tuesday 24 November$/);
    expect(c.text).not.toMatch(/YOUR HEADLINE/);
    // It says how to make it one's own.
    expect(c.text).toContain("Add your birth date for your own sky: http://localhost:3000/offers/astro-digest");
  });

  it("an account's blueprint makes the digest personal, and an unknown place keeps the form's 400", async () => {
    const user = await app.prisma.user.create({ data: { email: "seeker@example.com", passwordHash: "x", fullName: "Sel Seeker", dateOfBirth: "1990-05-14" } });
    const made = await postSolo(jsonRequest("/api/reports/solo", { name: "Sel Seeker", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" }, { headers: { cookie: await sessionCookieFor(user.id) } }), undefined);
    expect(made.status).toBe(201);
    const s = await digestSub(app.prisma, "seeker@example.com");
    const letter = await send(app.prisma, s.id, "2026-11-24");
    expect(letter.text).toContain("Your sky today");

    const bad = await subscribe(
      jsonRequest("/api/automations/subscribe", { email: "x@example.com", automationType: "daily-transit-digest", personaHandle: "astra", timezone: TZ, details: { birthDate: "1990-01-01", birthPlace: "Qwxzzy Nowhere" } }),
      undefined,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringMatching(/couldn't find/) });
    const orphan = await subscribe(
      jsonRequest("/api/automations/subscribe", { email: "y@example.com", automationType: "daily-transit-digest", personaHandle: "astra", timezone: TZ, details: { birthTime: "10:00" } }),
      undefined,
    );
    expect(orphan.status).toBe(400);
    // A birth time is read on the birthplace's clock: without the place it is refused, on that field.
    const timeOnly = await subscribe(
      jsonRequest("/api/automations/subscribe", { email: "z@example.com", automationType: "daily-transit-digest", personaHandle: "astra", timezone: TZ, details: { birthDate: "1990-01-01", birthTime: "10:00" } }),
      undefined,
    );
    expect(timeOnly.status).toBe(400);
    expect(await timeOnly.json()).toMatchObject({ fieldErrors: { "details.birthPlace": ["Add the place of birth too: a birth time is read on that place's clock."] } });
  });

  it("names a slow transit on the day it comes within orb and on its exact day, and not on the days between", async () => {
    const birth = { birthDate: "1985-03-02", birthTime: "06:40", birthPlace: "London, United Kingdom" };
    const s = await digestSub(app.prisma, "slow@example.com", birth);
    const natal = castNatalChart({ date: birth.birthDate, time: birth.birthTime, place: { name: "London", latitude: 51.50853, longitude: -0.12574, timezone: TZ } });
    // The engine's own calendar says when: the first slow transit to a personal point that enters
    // orb and then perfects at least four days later.
    const events = skyEvents(natal, new Date("2026-01-01T00:00Z"), new Date("2028-01-01T00:00Z"), { bodies: [...SLOW_BODIES] });
    const personal = (p: string) => PERSONAL_BODIES.has(p as never) || ["Sun", "Moon", "Ascendant", "Midheaven"].includes(p);
    let pair: { enter: OrbEvent; exact: AspectEvent } | null = null;
    for (const e of events) {
      if (e.kind !== "enters-orb" || !personal(e.point)) continue;
      const exact = events.find((x): x is AspectEvent => x.kind === "aspect" && x.body === e.body && x.point === e.point && x.aspect === e.aspect && x.at > e.at);
      if (exact && exact.at.getTime() - e.at.getTime() > 4 * 86400000) {
        pair = { enter: e, exact };
        break;
      }
    }
    expect(pair).not.toBeNull();
    const { enter, exact } = pair!;
    const title = transitTitle(enter);
    const enterDay = localDate(enter.at, TZ);
    const exactDay = localDate(exact.at, TZ);
    const days = [addLocalDays(enterDay, -1), enterDay, addLocalDays(enterDay, 1), addLocalDays(enterDay, 2), addLocalDays(exactDay, -1), exactDay, addLocalDays(exactDay, 1)];
    const mentioned: string[] = [];
    for (const day of [...new Set(days)]) {
      const letter = await send(app.prisma, s.id, day);
      if (flat(letter.text).includes(title)) mentioned.push(day);
    }
    expect(mentioned).toEqual([enterDay, exactDay]);
  });

  it("the weekly numbers briefing and the morning card link to the Today view, in the text and the HTML", async () => {
    const letters = [];
    for (const [automationType, personaHandle, date] of [
      ["weekly-number-briefing", "numa", "2026-11-22"],
      ["morning-card-pull", "solara", "2026-11-24"],
    ] as const) {
      const { id } = await subscribeToAutomation({ email: `${automationType}@example.com`, fullName: undefined, automationType, personaHandle, timezone: TZ, details: undefined }, { prisma: app.prisma });
      await app.prisma.automationSubscription.update({ where: { id }, data: { confirmedAt: new Date("2026-11-01T00:05:00Z") } });
      letters.push(await send(app.prisma, id, date));
    }
    for (const letter of letters) {
      expect(letter.text).toContain("Open your Today view: http://localhost:3000/portal/today");
      expect(letter.html).toMatch(/<a [^>]*href="http:\/\/localhost:3000\/portal\/today"[^>]*>[^<]*Open your Today view/);
    }
  });

  it("still goes out once per local day, between 05:00 and 07:00, with the reader's own sky", async () => {
    const s = await digestSub(app.prisma, "once@example.com", { birthDate: "1979-12-30", birthPlace: "Edinburgh" });
    expect(s.details).toMatchObject({ birth: { date: "1979-12-30", place: { name: "Edinburgh" } } });
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const start = new Date("2026-11-24T00:00:00Z");
    for (let t = start.getTime(); t < start.getTime() + 48 * 3600_000; t += 10 * 60_000) {
      const now = new Date(t);
      await scheduleAutomations(now, app.prisma);
      await drainJobs({ prisma: app.prisma, handlers, now: () => now, log: quiet });
    }
    const sent = await app.prisma.emailMessage.findMany({ where: { to: s.email, tag: "automation" }, orderBy: { sentAt: "asc" } });
    expect(sent.map((m) => localDate(m.sentAt!, TZ))).toEqual(["2026-11-24", "2026-11-25"]);
    for (const m of sent) {
      const local = new TZDate(m.sentAt!.getTime(), TZ);
      expect(local.getHours() * 60 + local.getMinutes()).toBeGreaterThanOrEqual(5 * 60);
      expect(local.getHours()).toBeLessThan(7);
      expect(m.text).toContain("Your sky today");
      // No birth time: said openly, and no houses.
      expect(flat(m.text)).toContain("Your birth time is not known");
      expect(m.text).not.toMatch(/\bhouse\b/);
    }
  });
});
