import { TZDate } from "@date-fns/tz";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
});

import { GET as cronJobs, POST as cronJobsPost } from "@/app/api/cron/jobs/route";
import { GET as cronAutomations } from "@/app/api/cron/automations/route";
import { POST as subscribe } from "@/app/api/automations/subscribe/route";
import { POST as confirmPost } from "@/app/api/automations/confirm/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/automations/unsubscribe/route";
import { scheduleAutomations } from "@/lib/automations/schedule";
import { confirmSubscriptionByToken, subscribeToAutomation } from "@/lib/automations/subscribe";
import type { Db } from "@/lib/db";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { assertCronAuthorized } from "@/lib/jobs/cron-auth";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";
import { drawSpread, dailySeed } from "@/lib/oracle/tarot";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
// Saturday 21 November 2026, 12:00 UTC: 21:00 Saturday in Tokyo, 04:00 Saturday in Los Angeles.
const START = new Date("2026-11-21T12:00:00.000Z");
const FIVE_MINUTES = 5 * 60 * 1000;

function local(date: Date, tz: string) {
  const t = new TZDate(date.getTime(), tz);
  return { date: `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, "0")}-${String(t.getDate()).padStart(2, "0")}`, minutes: t.getHours() * 60 + t.getMinutes(), weekday: t.getDay() };
}

/** The scheduler and the runner every five minutes, on a fake clock. */
async function simulate(prisma: Db, from: Date, hours: number, onTick?: (now: Date) => Promise<void>) {
  const handlers = createJobHandlers({ prisma, provider: outboxProvider, model: null });
  for (let t = from.getTime(); t < from.getTime() + hours * 3600_000; t += FIVE_MINUTES) {
    const now = new Date(t);
    await onTick?.(now);
    await scheduleAutomations(now, prisma);
    await drainJobs({ prisma, handlers, now: () => now, log: quiet });
  }
}

async function sub(prisma: Db, email: string, automationType: "daily-transit-digest" | "weekly-number-briefing" | "morning-card-pull", timezone: string, extra: { fullName?: string; intention?: string } = {}) {
  const personaHandle = automationType === "daily-transit-digest" ? "astra" : automationType === "weekly-number-briefing" ? "numa" : "solara";
  const { id } = await subscribeToAutomation(
    { email, automationType, personaHandle, timezone, fullName: extra.fullName, details: extra.intention ? { intention: extra.intention } : undefined },
    { prisma, now: START },
  );
  // Double opt-in: the subscriber follows the link in the confirmation email.
  const { confirmToken } = await prisma.automationSubscription.findUniqueOrThrow({ where: { id } });
  await confirmSubscriptionByToken(confirmToken ?? "", { prisma, now: START });
  return prisma.automationSubscription.findUniqueOrThrow({ where: { id } });
}

describe.each(TEST_DATABASES)("free email series on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
    await app.prisma.emailMessage.deleteMany();
    await app.prisma.automationSubscription.deleteMany();
    await app.prisma.rateLimit.deleteMany();
  });

  it("sends the daily digest once per local day, before 07:00, in Tokyo and in Los Angeles", async () => {
    const tokyo = await sub(app.prisma, "kei@example.com", "daily-transit-digest", "Asia/Tokyo", { fullName: "Kei Tanaka", intention: "a calmer pace" });
    const la = await sub(app.prisma, "rosa@example.com", "daily-transit-digest", "America/Los_Angeles");
    await simulate(app.prisma, START, 48);

    for (const [s, tz, days] of [
      [tokyo, "Asia/Tokyo", ["2026-11-22", "2026-11-23"]],
      [la, "America/Los_Angeles", ["2026-11-21", "2026-11-22"]],
    ] as const) {
      const digests = await app.prisma.emailMessage.findMany({ where: { to: s.email, tag: "automation" }, orderBy: { sentAt: "asc" } });
      expect(digests.map((d) => local(d.sentAt!, tz).date)).toEqual(days);
      for (const d of digests) {
        const at = local(d.sentAt!, tz);
        expect(at.minutes).toBeGreaterThanOrEqual(5 * 60);
        expect(at.minutes).toBeLessThan(7 * 60);
        expect(d.idempotencyKey).toBe(`automation:${s.id}:${at.date}`);
        expect(d.from).toMatch(/^Astra at The Quantum Veil/);
        expect(d.headers).toMatchObject({ "List-Unsubscribe": `<http://localhost:3000/api/automations/unsubscribe?token=${encodeURIComponent(s.unsubscribeToken)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
        // The real sky of that local day: the Moon's sign and phase are named.
        expect(d.text).toMatch(/THE MOON TODAY/);
        expect(d.text.replace(/\s+/g, " ")).toMatch(/The Moon (in|begins your day in) (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/);
        expect(d.text).toMatch(/(New|Full) Moon|Crescent|Quarter|Gibbous/);
      }
      // Exactly one job per day too, however many scheduler runs saw the window.
      expect(await app.prisma.job.count({ where: { key: { startsWith: `automation:${s.id}:` } } })).toBe(2);
    }
    const kei = await app.prisma.emailMessage.findFirstOrThrow({ where: { to: "kei@example.com", tag: "automation" } });
    expect(kei.text).toContain("Good morning, Kei.");
    expect(kei.text).toContain("“a calmer pace”");
    // 22 November 2026: the Sun enters Sagittarius that day in Tokyo (the oracle's ephemeris says so).
    // Without birth data the letter is the general sky, and says so (the personal digest: tests/integration/sky-digest.test.ts).
    expect(kei.subject).toBe("Sun enters Sagittarius: the sky today, Sunday 22 November");
    expect(kei.text).toContain("The sky today · Sunday 22 November");
  });

  it("sends the weekly briefing only on Sunday (local), with personal numbers when the email has a portal", async () => {
    await app.prisma.user.upsert({
      where: { email: "numbers@example.com" },
      create: { email: "numbers@example.com", passwordHash: "x", fullName: "Nia Numbers", dateOfBirth: "1990-06-14" },
      update: { dateOfBirth: "1990-06-14" },
    });
    const known = await sub(app.prisma, "numbers@example.com", "weekly-number-briefing", "Asia/Tokyo");
    const stranger = await sub(app.prisma, "stranger@example.com", "weekly-number-briefing", "America/Los_Angeles");
    // Saturday noon UTC to Tuesday noon UTC.
    await simulate(app.prisma, START, 72);
    const mine = await app.prisma.emailMessage.findMany({ where: { to: known.email, tag: "automation" } });
    const theirs = await app.prisma.emailMessage.findMany({ where: { to: stranger.email, tag: "automation" } });
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(local(mine[0]!.sentAt!, "Asia/Tokyo")).toMatchObject({ date: "2026-11-22", weekday: 0 });
    expect(local(theirs[0]!.sentAt!, "America/Los_Angeles")).toMatchObject({ date: "2026-11-22", weekday: 0 });
    // 1990-06-14 in 2026: 6 + 5 (14) + 1 (2026) = 12 → 3, Numa's working shown.
    expect(mine[0]!.text.replace(/\s+/g, " ")).toContain("personal year 3 (6, 14 → 5, 2026 → 10 → 1; 6 + 5 + 1 = 12 → 3)");
    expect(theirs[0]!.text.replace(/\s+/g, " ")).toContain("universal year 1 (2026 → 10 → 1)");
    expect(theirs[0]!.from).toMatch(/^Numa at/);
  });

  it("pulls a morning card seeded by the subscription and the local date", async () => {
    const s = await sub(app.prisma, "cards@example.com", "morning-card-pull", "Europe/Lisbon", { fullName: "Rui" });
    await simulate(app.prisma, START, 48);
    const cards = await app.prisma.emailMessage.findMany({ where: { to: s.email, tag: "automation" }, orderBy: { sentAt: "asc" } });
    expect(cards.map((c) => c.idempotencyKey)).toEqual([`automation:${s.id}:2026-11-22`, `automation:${s.id}:2026-11-23`]);
    for (const c of cards) {
      const date = c.idempotencyKey!.split(":").at(-1)!;
      const drawn = drawSpread("morning", dailySeed(s.id, date)).cards[0]!;
      expect(c.subject).toContain(drawn.card.name);
      expect(c.text).toContain(drawn.card.name);
      expect(local(c.sentAt!, "Europe/Lisbon").minutes).toBeLessThan(11 * 60);
    }
  });

  it("unsubscribing stops the series, even a letter already queued", async () => {
    const s = await sub(app.prisma, "leaving@example.com", "daily-transit-digest", "America/Los_Angeles");
    await simulate(app.prisma, START, 12); // Saturday's digest goes out
    expect(await app.prisma.emailMessage.count({ where: { to: s.email, tag: "automation" } })).toBe(1);
    // Sunday 05:00 in LA: the scheduler queues Sunday's letter, then the reader clicks one-click unsubscribe.
    const sunday = new Date("2026-11-22T13:00:00.000Z");
    await scheduleAutomations(sunday, app.prisma);
    const res = await unsubscribePost(new Request(`http://localhost:3000/api/automations/unsubscribe?token=${s.unsubscribeToken}`, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } }), undefined);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ ok: true, message: "You have been unsubscribed." });
    await simulate(app.prisma, sunday, 36);
    expect(await app.prisma.emailMessage.count({ where: { to: s.email, tag: "automation" } })).toBe(1);
    expect((await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: s.id } })).unsubscribedAt).not.toBeNull();
  });

  it("POST /api/automations/subscribe: creates, asks to confirm, welcomes once confirmed, keeps one per series, re-subscribes", async () => {
    const body = { fullName: "Nova Sterling", email: "Nova@Example.com", automationType: "morning-card-pull", personaHandle: "solara", timezone: "Europe/Paris", details: { intention: "braver conversations" } };
    const call = (b: unknown) => subscribe(jsonRequest("/api/automations/subscribe", b, { headers: fromAddress("10.1.1.1") }), undefined);
    const first = await call(body);
    expect(first.status).toBe(201);
    expect(await jsonOf(first)).toMatchObject({ ok: true, status: "subscribed" });
    const again = await call({ ...body, fullName: "" });
    expect(again.status).toBe(200);
    expect(await jsonOf(again)).toMatchObject({ status: "already-subscribed" });
    const row = await app.prisma.automationSubscription.findUniqueOrThrow({ where: { email_automationType: { email: "nova@example.com", automationType: "morning-card-pull" } } });
    expect(row).toMatchObject({ fullName: "Nova Sterling", timezone: "Europe/Paris", personaHandle: "solara", details: { intention: "braver conversations" }, unsubscribedAt: null });
    expect(row.unsubscribeToken.length).toBeGreaterThanOrEqual(32);

    // Double opt-in: first only the email asking to confirm; its link confirms.
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    await drainJobs({ prisma: app.prisma, handlers, log: quiet });
    expect((await app.prisma.emailMessage.findMany({ where: { to: "nova@example.com" } })).map((m) => m.tag)).toEqual(["opt-in"]);
    const confirmed = await confirmPost(new Request(`http://localhost:3000/api/automations/confirm?token=${row.confirmToken}`, { method: "POST" }), undefined);
    expect(await jsonOf(confirmed)).toMatchObject({ ok: true, status: "confirmed" });

    // The welcome letter, once, with the one-click link and headers.
    await drainJobs({ prisma: app.prisma, handlers, log: quiet });
    const welcome = await app.prisma.emailMessage.findMany({ where: { to: "nova@example.com", tag: "confirmation" } });
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe("You're in: the Morning Card Pull");
    expect(welcome[0]!.html).toContain(`/api/automations/unsubscribe?token=${row.unsubscribeToken}`);
    expect(welcome[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    // The link in the email opens the page (GET never unsubscribes: link scanners follow links).
    const get = await unsubscribeGet(new Request(`http://localhost:3000/api/automations/unsubscribe?token=${row.unsubscribeToken}`), undefined);
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe(`http://localhost:3000/offers/unsubscribe?token=${row.unsubscribeToken}`);
    expect((await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt).toBeNull();
    // The page's button (a browser form post) unsubscribes and returns to the page.
    const press = await unsubscribePost(
      new Request("http://localhost:3000/api/automations/unsubscribe", { method: "POST", body: new URLSearchParams({ token: row.unsubscribeToken }), headers: { accept: "text/html", origin: "http://localhost:3000" } }),
      undefined,
    );
    expect(press.status).toBe(303);
    expect(press.headers.get("location")).toContain("done=1");
    expect((await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt).not.toBeNull();

    const back = await call(body);
    expect(await jsonOf(back)).toMatchObject({ status: "resubscribed" });
    expect((await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: row.id } })).unsubscribedAt).toBeNull();
    expect(await app.prisma.automationSubscription.count()).toBe(1);
  });

  it("a confirmed subscription changes only through the link sent to its address, one email per held change, never echoing what was typed", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const live = await sub(app.prisma, "mira@example.com", "daily-transit-digest", "Europe/Lisbon", { fullName: "Mira Quinn", intention: "steadier mornings" });
    await drainJobs({ prisma: app.prisma, handlers, log: quiet });
    const optIns = () => app.prisma.emailMessage.findMany({ where: { to: "mira@example.com", tag: "opt-in" }, orderBy: { createdAt: "asc" } });
    // (sub() confirmed the address before its opt-in letter was due: none was sent.)
    expect(await optIns()).toHaveLength(0);
    const call = (b: Record<string, unknown>) =>
      subscribe(jsonRequest("/api/automations/subscribe", { email: "mira@example.com", automationType: "daily-transit-digest", personaHandle: "astra", ...b }, { headers: fromAddress("10.1.1.9") }), undefined);

    // Someone else types her address with their own details: nothing live changes.
    const attempt = await call({ fullName: "Visit evil.example now", timezone: "Asia/Tokyo", details: { birthDate: "1990-05-14" } });
    expect(attempt.status).toBe(200);
    expect(await jsonOf(attempt)).toEqual({ ok: true, status: "changes-pending", message: "You're already subscribed. To change your details, follow the link in the email we've sent to this address." });
    const held = await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: live.id } });
    expect(held).toMatchObject({ fullName: "Mira Quinn", timezone: "Europe/Lisbon", confirmedAt: live.confirmedAt });
    expect(held.details).toMatchObject({ intention: "steadier mornings" });
    expect(held.details).not.toHaveProperty("birth");
    expect(held.confirmToken).not.toBe(live.confirmToken);

    // One letter to the address, naming which details would change, never the words typed.
    await drainJobs({ prisma: app.prisma, handlers, log: quiet });
    const [letter] = await optIns();
    expect(letter?.subject).toBe("Confirm the changes to your Daily Transit Digest");
    expect(letter?.text.replace(/\s+/g, " ")).toContain("asked to change your name, your time zone and your birth details for the Daily Transit Digest");
    expect(letter?.html).toContain(`/api/automations/confirm?token=${held.confirmToken}`);
    for (const body of [letter?.html, letter?.text, letter?.subject]) expect(body).not.toContain("evil.example");

    // Sending the form again replaces the held changes but sends no second letter (no inbox flooding).
    expect(await jsonOf(await call({ timezone: "America/New_York" }))).toMatchObject({ status: "changes-pending" });
    await drainJobs({ prisma: app.prisma, handlers, log: quiet });
    expect(await optIns()).toHaveLength(1);
    // An old link (the first confirmation's) applies nothing.
    expect(await jsonOf(await confirmPost(new Request(`http://localhost:3000/api/automations/confirm?token=${live.confirmToken}`, { method: "POST" }), undefined))).toBeDefined();
    expect((await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: live.id } })).timezone).toBe("Europe/Lisbon");

    // The address's owner follows the link: the latest held changes apply, once.
    const press = await confirmPost(new Request(`http://localhost:3000/api/automations/confirm?token=${held.confirmToken}`, { method: "POST" }), undefined);
    expect(await jsonOf(press)).toEqual({ ok: true, status: "updated", message: "Your changes are saved. Your next letter uses them." });
    const applied = await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: live.id } });
    expect(applied).toMatchObject({ fullName: "Mira Quinn", timezone: "America/New_York" });
    // The second form replaced the first's held name and birth date: only the zone changed.
    expect(applied.details).toMatchObject({ intention: "steadier mornings" });
    expect(applied.details).not.toHaveProperty("birth");
    expect(applied.details).not.toHaveProperty("pending");
    const again = await confirmPost(new Request(`http://localhost:3000/api/automations/confirm?token=${held.confirmToken}`, { method: "POST" }), undefined);
    expect(await jsonOf(again)).toMatchObject({ status: "already-confirmed" });

    // The same details again change nothing and send nothing.
    expect(await jsonOf(await call({ timezone: "America/New_York" }))).toMatchObject({ status: "already-subscribed" });
    await drainJobs({ prisma: app.prisma, handlers, log: quiet });
    expect(await optIns()).toHaveLength(1);
  });

  it.each([
    ["a missing email", { automationType: "daily-transit-digest", personaHandle: "astra" }, "Email required"],
    ["a blank email", { email: "  ", automationType: "daily-transit-digest", personaHandle: "astra" }, "Email required"],
    ["an unknown time zone", { email: "a@example.com", automationType: "daily-transit-digest", personaHandle: "astra", timezone: "Moon/Tranquility" }, "Please choose a valid time zone"],
    ["an unknown series", { email: "a@example.com", automationType: "hourly", personaHandle: "astra" }, "Choose one of the free series"],
  ])("answers %s with 400 and { message }", async (_label, body, message) => {
    const res = await subscribe(jsonRequest("/api/automations/subscribe", body, { headers: fromAddress("10.1.1.2") }), undefined);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ message });
  });

  it("reads a subscriber's intention with the care layer: a crisis gets the team's care letter, a sensitive one is never echoed", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const crisis = await sub(app.prisma, "hurting@example.com", "morning-card-pull", "Europe/London", { intention: "honestly i dont want to be alive anymore" });
    const sensitive = await sub(app.prisma, "meds@example.com", "morning-card-pull", "America/New_York", { intention: "coming off my antidepressants this month" });
    const plain = await sub(app.prisma, "potter@example.com", "morning-card-pull", "America/New_York", { intention: "finishing my pottery course" });
    await drainJobs({ prisma: app.prisma, handlers, now: () => START, log: quiet });

    const [care] = await app.prisma.emailMessage.findMany({ where: { to: crisis.email, tag: { not: "opt-in" } } });
    expect(care).toMatchObject({ tag: "care", subject: "Before your first letter: we want to make sure you're okay" });
    // The lines of the zone's country first (London: Samaritans), and the international ones.
    expect(care!.text).toContain("116 123");
    expect(care!.text).toContain("findahelpline.com");
    expect(care!.text).not.toContain("dont want to be alive");
    expect(await app.prisma.operatorAlert.count({ where: { kind: "crisis-subscription", subjectId: crisis.id } })).toBe(1);

    const [welcome] = await app.prisma.emailMessage.findMany({ where: { to: sensitive.email, tag: { not: "opt-in" } } });
    expect(welcome!.tag).toBe("confirmation");
    expect(welcome!.text).not.toContain("antidepressants");
    expect(welcome!.text).toMatch(/doctor/i);
    expect((await app.prisma.emailMessage.findFirstOrThrow({ where: { to: plain.email, tag: "confirmation" } })).text.replace(/\s+/g, " ")).toContain("finishing my pottery course");

    // The daily letters: the plain intention is woven in; the sensitive and crisis ones never are.
    await simulate(app.prisma, new Date("2026-11-22T04:00:00Z"), 12);
    const mornings = await app.prisma.emailMessage.findMany({ where: { tag: "automation" } });
    expect(mornings.filter((m) => m.to === plain.email).some((m) => m.text.replace(/\s+/g, " ").includes("finishing my pottery course"))).toBe(true);
    for (const m of mornings.filter((m) => m.to !== plain.email)) {
      expect(m.text.replace(/\s+/g, " ")).not.toContain("antidepressants");
      expect(m.text.replace(/\s+/g, " ")).not.toContain("alive");
    }
  });

  it("an unknown unsubscribe token is a 404 with { message }", async () => {
    const res = await unsubscribePost(new Request("http://localhost:3000/api/automations/unsubscribe?token=nope", { method: "POST" }), undefined);
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toMatchObject({ message: "This unsubscribe link is not valid. It may have been mistyped." });
  });

  it("the cron routes refuse a missing or wrong secret, and drain with the right one", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong-secret-wrong-secret-00" }, { authorization: "cron-secret-for-tests-0123456789" }];
    for (const headers of attempts) {
      const res = await cronJobs(new Request("http://localhost:3000/api/cron/jobs", { headers }), undefined);
      expect(res.status).toBe(401);
      expect(await jsonOf(res)).toEqual({ message: "Unauthorized" });
      expect((await cronAutomations(new Request("http://localhost:3000/api/cron/automations", { headers }), undefined)).status).toBe(401);
    }
    await sub(app.prisma, "cron@example.com", "morning-card-pull", "UTC");
    const ok = await cronJobsPost(new Request("http://localhost:3000/api/cron/jobs", { method: "POST", headers: { authorization: "Bearer cron-secret-for-tests-0123456789" } }), undefined);
    expect(ok.status).toBe(200);
    // The confirmation request and, once confirmed, the welcome.
    expect(await jsonOf(ok)).toMatchObject({ ok: true, claimed: 2, done: 2 });
    expect(await app.prisma.emailMessage.count({ where: { to: "cron@example.com", tag: "confirmation" } })).toBe(1);
    const sched = await cronAutomations(new Request("http://localhost:3000/api/cron/automations", { headers: { authorization: "Bearer cron-secret-for-tests-0123456789" } }), undefined);
    expect(sched.status).toBe(200);
    expect(await jsonOf(sched)).toMatchObject({ ok: true, automations: { enqueued: expect.any(Number) }, slaFlagged: expect.any(Number) });
  });

  it("with no CRON_SECRET configured the cron answers 503", () => {
    expect(() => assertCronAuthorized(new Request("http://x/api/cron/jobs", { headers: { authorization: "Bearer anything" } }), { secret: undefined })).toThrow(
      expect.objectContaining({ status: 503 }),
    );
  });
});
