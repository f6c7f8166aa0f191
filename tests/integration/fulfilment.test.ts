import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { Db } from "@/lib/db";
import { closeDriver, createDriver } from "@/lib/db/driver";
import { checkDeliverySla } from "@/lib/delivery/sla";
import { emailAttachmentsJson } from "@/lib/email/message-json";
import { outboxProvider } from "@/lib/email/outbox-provider";
import type { EmailProvider, ProviderMessage } from "@/lib/email/types";
import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";
import { fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";
import { percentileWords } from "@/lib/oracle/synastry";
import { bundleCouples, matchReport, tarot } from "@/lib/products";
import { matchReportDataJson } from "@/lib/reports/match-report-json";

import { withAppDatabase } from "../support/app-db";
import { migratedDatabase, TEST_DATABASES } from "../support/db";
import { paidOrder as storedPaidOrder } from "../support/orders";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const T0 = new Date("2026-05-10T09:00:00.000Z");
const QUESTION = "Should I take the job offer in Lisbon or stay close to my family?";

/** A provider that records what reached it, optionally failing the first `failures` calls. */
function recordingProvider(failures = 0): EmailProvider & { calls: ProviderMessage[]; delivered: ProviderMessage[] } {
  let n = 0;
  const calls: ProviderMessage[] = [];
  const delivered: ProviderMessage[] = [];
  return {
    name: "outbox",
    calls,
    delivered,
    async send(message) {
      calls.push(message);
      if (++n <= failures) throw new Error(`provider unavailable (call ${n})`);
      delivered.push(message);
      return { providerId: `test-${delivered.length}` };
    },
  };
}

const people = {
  person1: { name: "Ada Lovelace", dob: "1990-06-14", tob: "07:30", pob: "London, United Kingdom" },
  person2: { name: "Sam Rivera", dob: "1988-11-02", tob: "22:10", pob: "Lisbon, Portugal" },
};

function paidOrder(prisma: Db, product: string, meta: object, extra: { userId?: string; paidAt?: Date; email?: string } = {}) {
  return storedPaidOrder(prisma, product, meta, { ...extra, paidAt: extra.paidAt ?? T0 });
}

async function drainUntilIdle(prisma: Db, handlers: ReturnType<typeof createJobHandlers>, start: Date, rounds = 10) {
  let clock = start;
  for (let i = 0; i < rounds; i++) {
    await drainJobs({ prisma, handlers, now: () => clock, log: quiet, backoff: { baseMs: 1000, random: () => 0 } });
    const next = await prisma.job.findFirst({ where: { status: "queued" }, orderBy: { runAt: "asc" } });
    if (!next) return clock;
    clock = next.runAt > clock ? next.runAt : clock;
  }
  return clock;
}

describe.each(TEST_DATABASES)("fulfilment on $name", (kind) => {
  const app = withAppDatabase(kind);
  let userId: string;

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
    await app.prisma.emailMessage.deleteMany();
    await app.prisma.operatorAlert.deleteMany();
    const user = await app.prisma.user.upsert({
      where: { email: "ada@example.com" },
      create: { email: "ada@example.com", passwordHash: "x", fullName: "Ada Lovelace", dateOfBirth: "1990-06-14" },
      update: {},
    });
    userId = user.id;
  });

  it("a paid tarot order becomes exactly one reading and one email, and the order is fulfilled", async () => {
    const provider = recordingProvider();
    const handlers = createJobHandlers({ prisma: app.prisma, provider, model: null });
    const order = await paidOrder(app.prisma, "tarot", { prompt: QUESTION });
    await drainUntilIdle(app.prisma, handlers, T0);
    // Running the job again (a replayed enqueue, a second runner) changes nothing.
    await app.prisma.job.updateMany({ where: { key: fulfilOrderJobKey(order.id) }, data: { status: "queued" } });
    await drainUntilIdle(app.prisma, handlers, T0);

    const readings = await app.prisma.reading.findMany({ where: { orderId: order.id } });
    expect(readings).toHaveLength(1);
    const reading = readings[0]!;
    expect(reading).toMatchObject({ kind: "tarot", persona: "solara", writer: "offline-composer", status: "sent" });
    expect(reading.deliveredAt).not.toBeNull();
    const { facts } = tarot.definition.data.parse(reading.data);
    expect(facts.question).toMatchObject({ text: QUESTION, shape: "choice" });
    expect(facts.cards.map((c) => c.position.title)).toEqual(["Past", "Present", "Path"]);
    const data = { cards: facts.cards.map((c) => ({ name: c.card.name })) };

    const emails = await app.prisma.emailMessage.findMany();
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email).toMatchObject({ idempotencyKey: `reading:${order.id}`, to: "seeker@example.com", replyTo: env.TEAM_EMAIL, tag: "reading" });
    expect(email.sentAt).not.toBeNull();
    expect(provider.delivered).toHaveLength(1);
    for (const card of data.cards) {
      expect(email.html).toContain(card.name);
      expect(email.text).toContain(card.name);
    }
    expect(email.text.replace(/\s+/g, " ")).toContain(`You asked: “${QUESTION}”`);
    expect(email.text).toContain("YOUR 30-DAY INTEGRATION PLAN");
    expect(email.html).toContain("prefers-color-scheme: dark");

    const after = await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe("fulfilled");
    expect(after.fulfilledAt).toEqual(T0);
  });

  it("reads the cards drawn at payment: a fulfilment from scratch reads the very same cards", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: recordingProvider(), model: null });
    const order = await paidOrder(app.prisma, "tarot", { prompt: QUESTION });
    const stored = tarot.definition.atPayment?.draw.parse(order.draw);
    expect(stored?.method).toBe("crypto");
    const drawn = (stored?.cards ?? []).map(({ cardId, reversed }) => ({ cardId, reversed }));
    await drainUntilIdle(app.prisma, handlers, T0);
    const cardsOf = async () => {
      const row = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
      const { facts } = tarot.definition.data.parse(row.data);
      return facts.cards.map((c) => ({ cardId: c.card.id, reversed: c.orientation === "reversed" }));
    };
    expect(await cardsOf()).toEqual(drawn);
    // Forget the reading and fulfil again from scratch: the stored draw is read again.
    await app.prisma.emailMessage.deleteMany();
    await app.prisma.reading.delete({ where: { orderId: order.id } });
    await app.prisma.order.update({ where: { id: order.id }, data: { status: "paid" } });
    await app.prisma.job.updateMany({ where: { key: fulfilOrderJobKey(order.id) }, data: { status: "queued" } });
    await drainUntilIdle(app.prisma, handlers, T0);
    expect(await cardsOf()).toEqual(drawn);
  });

  it("an email provider that fails twice then succeeds still delivers exactly once", async () => {
    const provider = recordingProvider(2);
    const handlers = createJobHandlers({ prisma: app.prisma, provider, model: null });
    const order = await paidOrder(app.prisma, "tarot", { prompt: QUESTION });
    await drainUntilIdle(app.prisma, handlers, T0);

    expect(provider.calls).toHaveLength(3);
    expect(provider.delivered).toHaveLength(1);
    // Every attempt carried the same idempotency key (Resend dedupes on it too).
    expect(new Set(provider.calls.map((c) => c.idempotencyKey))).toEqual(new Set([`reading:${order.id}`]));
    expect(await app.prisma.emailMessage.count()).toBe(1);
    expect(await app.prisma.reading.count({ where: { orderId: order.id } })).toBe(1);
    const job = await app.prisma.job.findUniqueOrThrow({ where: { key: fulfilOrderJobKey(order.id) } });
    expect(job).toMatchObject({ status: "done", attempts: 3 });
    expect(job.lastError).toContain("provider unavailable (call 2)");
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("fulfilled");
  });

  it("a crash after the email went out resumes without sending it again", async () => {
    const provider = recordingProvider();
    let crashes = 1;
    const handlers = createJobHandlers({
      prisma: app.prisma,
      provider,
      model: null,
      afterEmailSent: () => {
        if (crashes-- > 0) throw new Error("process died before marking the order delivered");
      },
    });
    const order = await paidOrder(app.prisma, "tarot", { prompt: QUESTION });
    await drainJobs({ prisma: app.prisma, handlers, now: () => T0, log: quiet });
    // Mid-way: email sent, order not yet marked.
    expect(provider.delivered).toHaveLength(1);
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect((await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } })).deliveredAt).toBeNull();

    await drainUntilIdle(app.prisma, handlers, T0);
    expect(provider.delivered).toHaveLength(1);
    expect(provider.calls).toHaveLength(1);
    expect(await app.prisma.emailMessage.count()).toBe(1);
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("fulfilled");
    expect((await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } })).deliveredAt).not.toBeNull();
  });

  it("two runners draining at once never send an order's email twice", async () => {
    const provider = recordingProvider();
    const handlers = createJobHandlers({ prisma: app.prisma, provider, model: null });
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await paidOrder(app.prisma, "tarot", { prompt: `${QUESTION} (${i})` }));
    await Promise.all([
      drainJobs({ prisma: app.prisma, handlers, workerId: "one", now: () => T0, batchSize: 1, log: quiet }),
      drainJobs({ prisma: app.prisma, handlers, workerId: "two", now: () => T0, batchSize: 1, log: quiet }),
    ]);
    expect(provider.delivered).toHaveLength(6);
    expect(new Set(provider.delivered.map((m) => m.idempotencyKey)).size).toBe(6);
    expect(await app.prisma.order.count({ where: { id: { in: orders.map((o) => o.id) }, status: "fulfilled" } })).toBe(6);
  });

  it("a match order: both charts and numbers, a 7-day ritual, and the buyer's MatchReport with person 2 as partner", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const order = await paidOrder(app.prisma, "match-report", people, { userId, email: "ada@example.com" });
    await drainUntilIdle(app.prisma, handlers, T0);
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(reading).toMatchObject({ kind: "match", persona: "astra" });
    expect(reading.body).toContain("## A 7-day ritual plan");
    for (let d = 1; d <= 7; d++) expect(reading.body).toContain(`Day ${d} ·`);
    const { facts } = matchReport.definition.data.parse(reading.data);
    const sun = facts.p1.placements.find((p) => p.body === "Sun")!;
    expect(reading.body).toContain(`Sun in ${sun.sign} in the`);
    // The score is a percentile, said as one, with the five sub-scores beside it.
    expect(reading.body).toContain(`**Your score: ${facts.score.value}, ${percentileWords(facts.score.value)}.** This pair scores above ${facts.score.value}% of 2,000 random couples`);
    const subs = facts.score.subScores!;
    expect(reading.body).toContain(
      `Its five sub-scores, each 0 to 100: attraction ${subs.attraction}, emotional ease ${subs.emotionalEase}, communication ${subs.communication}, long-term stability ${subs.stability}, friction ${subs.friction}.`,
    );
    expect(reading.body).not.toContain("out of 100");
    expect(reading.body).toContain(`**${facts.p1.numbers.find((n) => n.name === "life path")?.value}**`);
    // Both charts' houses and angles, not only Sun, Moon and Venus.
    expect(reading.body).toMatch(/rising, your chart is ruled by \w+/);
    expect(reading.body).toMatch(/falls in your \d+(st|nd|rd|th) house/);

    const report = await app.prisma.matchReport.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(report).toMatchObject({ userId, partnerName: "Sam Rivera", partnerDob: "1988-11-02", partnerTob: "22:10", partnerPob: "Lisbon, Portugal" });
    expect(report.deliveredAt).not.toBeNull();
    const { summary } = matchReportDataJson.parse(report.reportData);
    expect(summary).toMatch(/Ada .* and Sam .*: the \d+(st|nd|rd|th) percentile of random couples\./);
    expect(summary.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(4);
    const email = await app.prisma.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: `reading:${order.id}` } });
    expect(email).toMatchObject({ provider: "outbox", to: "ada@example.com" });
    expect(email.from).toMatch(/^Astra at The Quantum Veil </);
  });

  it("a paid order whose birthplace cannot be found is held and the buyer emailed, never charted at 0°, 0°", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const order = await paidOrder(app.prisma, "match-report", { ...people, person2: { ...people.person2, pob: "Xqzzyville Nowhere" } }, { userId, email: "ada@example.com" });
    await drainUntilIdle(app.prisma, handlers, T0);
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(reading).toMatchObject({ status: "held", holdReason: "place-not-found", body: "", writer: "none" });
    const email = await app.prisma.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: `place:${order.id}` } });
    expect(email).toMatchObject({ to: "ada@example.com" });
    expect(email.text).toMatch(/“Xqzzyville\s+Nowhere”/);
    expect(await app.prisma.emailMessage.count({ where: { idempotencyKey: `reading:${order.id}` } })).toBe(0);
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  });

  it("a bundle adds the shared-intention tarot journey and a 30-day couples roadmap", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const prompt = "We want to choose where to live next without losing each other.";
    const order = await paidOrder(app.prisma, "bundle-couples", { ...people, prompt }, { userId });
    await drainUntilIdle(app.prisma, handlers, T0);
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    const { tarot: spread } = bundleCouples.definition.data.parse(reading.data);
    expect(spread.cards).toHaveLength(5);
    for (const c of spread.cards) expect(reading.body).toContain(c.card.name);
    expect(reading.body).toContain("“We want to choose where to live next without losing each other”");
    expect(reading.body).toContain("## A 7-day ritual plan");
    expect(reading.body).toContain("## Your 30-day couples roadmap");
    expect(await app.prisma.matchReport.count({ where: { orderId: order.id, deliveredAt: { not: null } } })).toBe(1);
    // In the email the five cards sit with the tarot journey, not above the letter.
    const { html } = await app.prisma.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: `reading:${order.id}` } });
    expect(html.match(/data-testid="email-card"/g)).toHaveLength(5);
    expect(html.indexOf('data-testid="email-card"')).toBeGreaterThan(html.indexOf("A 7-day ritual plan"));
    expect(html.indexOf('data-testid="email-card"')).toBeLessThan(html.indexOf("Your shared tarot journey"));
  });

  it("a live session gets a confirmation with next steps and a tentative .ics invitation", async () => {
    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    const order = await paidOrder(app.prisma, "tarot-immersion", {
      details: { fullName: "Nova Sterling", timezone: "America/New_York", intention: "Find my nerve again at work", notes: "Evenings are best" },
      prompt: "Find my nerve again at work",
    });
    await drainUntilIdle(app.prisma, handlers, T0);
    const email = await app.prisma.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: `reading:${order.id}` } });
    expect(email.tag).toBe("live-session");
    expect(email.subject).toBe("Your Live Tarot Immersion is reserved");
    expect(email.text).toContain("WHAT HAPPENS NEXT");
    expect(email.text).toContain("Dear Nova,");
    const attachments = emailAttachmentsJson.parse(email.attachments).files;
    expect(attachments).toHaveLength(1);
    const ics = Buffer.from(attachments[0]!.content, "base64").toString("utf8");
    expect(ics).toContain("STATUS:TENTATIVE");
    expect(ics.replace(/\r\n /g, "")).toContain("(time to be confirmed)");
    // Three days after payment, 18:00 in New York (EDT, UTC−4 in May).
    expect(ics).toContain("DTSTART:20260513T220000Z");
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("fulfilled");
  });

  it("a cancelled order sends nothing; a missing order goes to the dead letters", async () => {
    const provider = recordingProvider();
    const handlers = createJobHandlers({ prisma: app.prisma, provider, model: null });
    const order = await paidOrder(app.prisma, "tarot", { prompt: QUESTION });
    await app.prisma.order.update({ where: { id: order.id }, data: { status: "cancelled" } });
    await enqueueJob(app.prisma, { type: JOB_TYPES.fulfilOrder, payload: { orderId: "nope" }, key: "order.fulfil:nope", runAt: T0 });
    await drainUntilIdle(app.prisma, handlers, T0);
    expect(provider.calls).toHaveLength(0);
    expect(await app.prisma.job.findUniqueOrThrow({ where: { key: fulfilOrderJobKey(order.id) } })).toMatchObject({ status: "done" });
    expect(await app.prisma.job.findUniqueOrThrow({ where: { key: "order.fulfil:nope" } })).toMatchObject({ status: "dead", lastError: "PermanentJobError: Order nope does not exist" });
  });

  it("forwards a contact message to the team once, replying to the sender", async () => {
    const provider = recordingProvider(1);
    const handlers = createJobHandlers({ prisma: app.prisma, provider, model: null });
    const message = await app.prisma.contactMessage.create({ data: { name: "Iris Moonwell", email: "iris@example.com", message: "Could Numa explain personal years?" } });
    await enqueueJob(app.prisma, { type: JOB_TYPES.forwardContact, payload: { contactMessageId: message.id }, key: `contact:${message.id}`, runAt: T0 });
    await drainUntilIdle(app.prisma, handlers, T0);
    expect(provider.delivered).toHaveLength(1);
    expect(provider.delivered[0]).toMatchObject({ to: env.TEAM_EMAIL, replyTo: "iris@example.com", subject: "Contact form: Iris Moonwell" });
    expect(provider.delivered[0]!.text).toContain("Could Numa explain personal years?");
    expect((await app.prisma.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).forwardedAt).not.toBeNull();
  });

  it("flags a paid order still undelivered 20 hours after payment, once, and resolves it on delivery", async () => {
    const warn = vi.fn();
    const late = await storedPaidOrder(app.prisma, "tarot", { prompt: QUESTION }, { email: "a@example.com", paidAt: new Date(T0.getTime() - 21 * 3600_000), noJob: true });
    const recent = await storedPaidOrder(app.prisma, "tarot", { prompt: QUESTION }, { email: "b@example.com", paidAt: new Date(T0.getTime() - 19 * 3600_000), noJob: true });
    expect(await checkDeliverySla(T0, app.prisma, { warn })).toEqual([late.id]);
    expect(await checkDeliverySla(T0, app.prisma, { warn })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(late.id);
    const alerts = await app.prisma.operatorAlert.findMany({ where: { kind: "sla-breach-risk" } });
    expect(alerts.map((a) => a.subjectId)).toEqual([late.id]);
    expect(alerts[0]!.resolvedAt).toBeNull();
    expect(alerts.some((a) => a.subjectId === recent.id)).toBe(false);

    const handlers = createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
    await enqueueJob(app.prisma, { type: JOB_TYPES.fulfilOrder, payload: { orderId: late.id }, key: fulfilOrderJobKey(late.id), runAt: T0 });
    await drainUntilIdle(app.prisma, handlers, T0);
    expect((await app.prisma.operatorAlert.findFirstOrThrow({ where: { subjectId: late.id } })).resolvedAt).toEqual(T0);
  });
});

describe.runIf(TEST_DATABASES.some((d) => d.name === "postgres"))("fulfilment by two instances (separate PostgreSQL clients)", () => {
  const kind = TEST_DATABASES.find((d) => d.name === "postgres")!;
  const clients: Db[] = [];
  const drivers: ReturnType<typeof createDriver>[] = [];
  let drop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const c of clients) await c.$disconnect();
    for (const d of drivers) await closeDriver(d);
    await drop?.();
  });

  it("never double-sends while both drain the same queue", async () => {
    const fresh = await migratedDatabase(kind);
    drop = fresh.drop;
    for (let i = 0; i < 2; i++) {
      const driver = createDriver(fresh.url, "");
      drivers.push(driver);
      if (driver.kind !== "pg") throw new Error("expected pg");
      clients.push(new PrismaClient({ adapter: new PrismaPg(driver.pool) }) as unknown as Db);
    }
    const [one, two] = clients as [Db, Db];
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await paidOrder(one, "tarot", { prompt: `${QUESTION} #${i}` })).id);
    const provider = recordingProvider();
    await Promise.all([
      drainJobs({ prisma: one, handlers: createJobHandlers({ prisma: one, provider, model: null }), workerId: "one", now: () => T0, batchSize: 1, log: quiet }),
      drainJobs({ prisma: two, handlers: createJobHandlers({ prisma: two, provider, model: null }), workerId: "two", now: () => T0, batchSize: 1, log: quiet }),
    ]);
    expect(provider.delivered.map((m) => m.idempotencyKey).sort()).toEqual(ids.map((id) => `reading:${id}`).sort());
    expect(await one.emailMessage.count()).toBe(8);
    expect(await two.order.count({ where: { status: "fulfilled" } })).toBe(8);
  });
});
