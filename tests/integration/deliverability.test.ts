import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { Webhook } from "standardwebhooks";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { POST as confirmPost } from "@/app/api/automations/confirm/route";
import { POST as subscribe } from "@/app/api/automations/subscribe/route";
import { POST as resendWebhook } from "@/app/api/resend/webhook/route";
import { scheduleAutomations } from "@/lib/automations/schedule";
import { sendAutomationLetters } from "@/lib/automations/send-automation";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { createResendProvider } from "@/lib/email/resend-provider";
import type { EmailProvider } from "@/lib/email/types";
import { sendEmail, sendEmailBatch } from "@/lib/email/send-email";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { JobDeferred } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/runner";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";

// A Resend-style signing secret: whsec_ and base64 bytes.
const SECRET = vi.hoisted(() => {
  const secret = `whsec_${Buffer.from("resend-webhook-test-secret-0123").toString("base64")}`;
  process.env.RESEND_WEBHOOK_SECRET = secret;
  process.env.EMAIL_FROM_SERIES = "The Quantum Veil <letters@news.quantumveil.app>";
  return secret;
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
// Sunday 22 November 2026, 06:30 in London: inside the morning card's window.
const MORNING = new Date("2026-11-22T06:30:00.000Z");
let ip = 0;

/** A delivery signed the way Resend (Svix) signs it. */
function signed(body: unknown, { secret = SECRET, id = `msg_${randomBytes(6).toString("hex")}`, at = new Date() }: { secret?: string; id?: string; at?: Date } = {}) {
  const payload = JSON.stringify(body);
  const signature = new Webhook(secret).sign(id, at, payload);
  return new Request("http://localhost:3000/api/resend/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "svix-id": id, "svix-timestamp": String(Math.floor(at.getTime() / 1000)), "svix-signature": signature },
    body: payload,
  });
}

describe.each(TEST_DATABASES)("deliverability on $name", (kind) => {
  const app = withAppDatabase(kind);
  const handlers = () => createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null });
  const drain = (at?: Date) => drainJobs({ prisma: app.prisma, handlers: handlers(), log: quiet, ...(at ? { now: () => at } : {}) });

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
    await app.prisma.emailMessage.deleteMany();
    await app.prisma.automationSubscription.deleteMany();
    await app.prisma.emailSuppression.deleteMany();
  });

  async function subscribeAs(email: string) {
    const res = await subscribe(
      jsonRequest("/api/automations/subscribe", { email, automationType: "morning-card-pull", personaHandle: "solara", timezone: "Europe/London", fullName: "Ada" }, { headers: fromAddress(`10.99.0.${++ip}`) }),
      undefined,
    );
    expect(res.status).toBe(201);
    expect((await jsonOf(res)).message).toBe("Almost there. We've sent you an email with a link to confirm your address.");
    return app.prisma.automationSubscription.findUniqueOrThrow({ where: { email_automationType: { email, automationType: "morning-card-pull" } } });
  }

  it("an unconfirmed subscription receives only the confirmation, whatever the scheduler and the days do", async () => {
    const sub = await subscribeAs("unconfirmed@example.com");
    await drain();
    for (let day = 0; day < 3; day++) {
      const at = new Date(MORNING.getTime() + day * 86_400_000);
      expect(await scheduleAutomations(at, app.prisma)).toMatchObject({ enqueued: 0 });
      await drain(at);
    }
    const mail = await app.prisma.emailMessage.findMany({ where: { to: sub.email } });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ tag: "opt-in", subject: "Confirm your email for the Morning Card Pull" });
    expect(mail[0]!.from).toBe("The Quantum Veil <letters@news.quantumveil.app>");
    expect(mail[0]!.text).toContain(`/api/automations/confirm?token=${sub.confirmToken}`);
    expect(mail[0]!.sentAt).toBeInstanceOf(Date);

    // Following the link (the page's button) confirms; the welcome and the series follow.
    const res = await confirmPost(new Request(`http://localhost:3000/api/automations/confirm?token=${sub.confirmToken}`, { method: "POST", headers: { accept: "text/html", origin: "http://localhost:3000" } }), undefined);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toContain("/offers/confirm?token=");
    await drain();
    expect(await scheduleAutomations(MORNING, app.prisma)).toMatchObject({ enqueued: 1 });
    await drain(MORNING);
    const tags = (await app.prisma.emailMessage.findMany({ where: { to: sub.email }, orderBy: { createdAt: "asc" } })).map((m) => m.tag);
    expect(tags).toEqual(["opt-in", "confirmation", "automation"]);
    // Series letters come from the series address.
    expect((await app.prisma.emailMessage.findFirstOrThrow({ where: { to: sub.email, tag: "automation" } })).from).toBe("Solara at The Quantum Veil <letters@news.quantumveil.app>");
  });

  it("a bounced address receives no further series mail: Resend's signed bounce suppresses it and unsubscribes it", async () => {
    const sub = await subscribeAs("bouncing@example.com");
    await drain();
    await confirmPost(new Request(`http://localhost:3000/api/automations/confirm?token=${sub.confirmToken}`, { method: "POST" }), undefined);
    await drain();
    expect(await scheduleAutomations(MORNING, app.prisma)).toMatchObject({ enqueued: 1 });
    // The next day's letter is queued before the bounce arrives.
    const tomorrow = new Date(MORNING.getTime() + 86_400_000);
    await scheduleAutomations(tomorrow, app.prisma);

    const bounce = { type: "email.bounced", created_at: new Date().toISOString(), data: { email_id: "em_1", to: ["Bouncing@Example.com"], bounce: { type: "Permanent", subType: "General", message: "mailbox does not exist" } } };
    const res = await resendWebhook(signed(bounce), undefined);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ received: true, outcome: "suppressed" });
    expect(await app.prisma.emailSuppression.findUniqueOrThrow({ where: { email: "bouncing@example.com" } })).toMatchObject({ reason: "bounce" });
    expect((await app.prisma.automationSubscription.findUniqueOrThrow({ where: { id: sub.id } })).unsubscribedAt).toBeInstanceOf(Date);

    await drain(MORNING);
    await drain(tomorrow);
    expect(await scheduleAutomations(new Date(tomorrow.getTime() + 86_400_000), app.prisma)).toMatchObject({ enqueued: 0 });
    expect(await app.prisma.emailMessage.count({ where: { to: sub.email, tag: "automation" } })).toBe(0);

    // Every send honours the list, not only the series: nothing reaches the provider.
    const sends: string[] = [];
    const provider = { name: "outbox", send: async (m: { to: string }) => (sends.push(m.to), { providerId: "x" }) };
    const result = await sendEmail({ idempotencyKey: "test:after-bounce", to: "bouncing@example.com", subject: "Hello", html: "<p>Hi</p>", text: "Hi", tag: "contact" }, { prisma: app.prisma, provider });
    expect(result.status).toBe("suppressed");
    expect(result.message.suppressedAt).toBeInstanceOf(Date);
    expect(sends).toEqual([]);
  });

  it("a complaint suppresses too; a transient bounce, a replay, a forged or stale delivery do not", async () => {
    const complaint = { type: "email.complained", data: { email_id: "em_2", to: ["annoyed@example.com"] } };
    const delivery = signed(complaint, { id: "msg_complaint" });
    expect(await jsonOf(await resendWebhook(delivery, undefined))).toMatchObject({ outcome: "suppressed" });
    expect(await jsonOf(await resendWebhook(signed(complaint, { id: "msg_complaint" }), undefined))).toMatchObject({ outcome: "duplicate" });
    expect(await app.prisma.emailSuppression.findUnique({ where: { email: "annoyed@example.com" } })).toMatchObject({ reason: "complaint" });

    const soft = { type: "email.bounced", data: { to: ["soft@example.com"], bounce: { type: "Transient", message: "mailbox full" } } };
    expect(await jsonOf(await resendWebhook(signed(soft), undefined))).toMatchObject({ outcome: "ignored" });

    const hard = { type: "email.bounced", data: { to: ["forged@example.com"] } };
    const forged = await resendWebhook(signed(hard, { secret: `whsec_${Buffer.from("someone-else-entirely-000000000").toString("base64")}` }), undefined);
    expect(forged.status).toBe(400);
    expect(await jsonOf(forged)).toEqual({ message: "Webhook signature verification failed." });
    const stale = await resendWebhook(signed(hard, { at: new Date(Date.now() - 3600_000) }), undefined);
    expect(stale.status).toBe(400);
    const unsigned = await resendWebhook(new Request("http://localhost:3000/api/resend/webhook", { method: "POST", body: JSON.stringify(hard) }), undefined);
    expect(unsigned.status).toBe(400);
    expect(await app.prisma.emailSuppression.count({ where: { email: { in: ["soft@example.com", "forged@example.com"] } } })).toBe(0);
  });

  it("a morning's series goes out in batches, one provider call per batch; a refused batch is retried, a suppressed address skipped", async () => {
    const emails = Array.from({ length: 25 }, (_, i) => `reader${String(i).padStart(3, "0")}@example.com`);
    await app.prisma.automationSubscription.createMany({
      data: emails.map((email, i) => ({ email, automationType: "morning-card-pull", personaHandle: "solara", timezone: "Europe/London", unsubscribeToken: `unsub-batch-${i}`, confirmedAt: new Date(MORNING.getTime() - 86_400_000) })),
    });
    await app.prisma.emailSuppression.create({ data: { email: "reader007@example.com", reason: "bounce" } });
    expect(await scheduleAutomations(MORNING, app.prisma)).toMatchObject({ enqueued: 25 });

    const batches: string[][] = [];
    const singles: string[] = [];
    let refuseNext = true;
    const provider: EmailProvider = {
      name: "recording",
      send: async (m) => (singles.push(m.to), { providerId: `one:${m.to}` }),
      sendBatch: async (messages) => {
        if (refuseNext) {
          refuseNext = false;
          throw new Error("rate_limit_exceeded: Too many requests");
        }
        batches.push(messages.map((m) => m.to));
        return { providerIds: messages.map((m) => `batch:${m.to}`) };
      },
    };
    // Batches of 10 here (100, Resend's most, in production: see the next test for the split).
    const run = (at: Date) => drainJobs({ prisma: app.prisma, handlers: createJobHandlers({ prisma: app.prisma, provider, model: null, seriesBatchSize: 10 }), log: quiet, now: () => at, budgetMs: 120_000 });

    // The first call (10 jobs) is refused: those jobs are retried later; the other 15 go in two
    // calls (one letter fewer if the suppressed address is among them: settled without a call).
    const first = await run(MORNING);
    expect(first).toMatchObject({ claimed: 25, dead: 0 });
    expect(first.retried + first.done).toBe(25);
    expect([9, 10]).toContain(first.retried);
    expect(batches).toHaveLength(2);
    expect(batches.flat()).toHaveLength(24 - first.retried);
    // The retry, after its backoff: the refused ones in one call.
    const second = await run(new Date(MORNING.getTime() + 3600_000));
    expect(second).toMatchObject({ claimed: first.retried, done: first.retried, retried: 0 });
    expect(batches).toHaveLength(3);
    expect(batches[2]).toHaveLength(first.retried);
    expect(batches.every((b) => b.length <= 10)).toBe(true);
    expect(singles).toEqual([]);

    const recipients = batches.flat();
    expect(new Set(recipients).size).toBe(24);
    expect(recipients).not.toContain("reader007@example.com");
    const rows = await app.prisma.emailMessage.findMany({ where: { tag: "automation" } });
    expect(rows).toHaveLength(25);
    expect(rows.filter((r) => r.sentAt && r.providerId === `batch:${r.to}`)).toHaveLength(24);
    expect(rows.find((r) => r.to === "reader007@example.com")).toMatchObject({ sentAt: null, suppressedAt: expect.any(Date) });
    expect(await app.prisma.job.count({ where: { type: "automation.send", status: { not: "done" } } })).toBe(0);
    // Each job kept its own attempt history: the refused ones show a retry, then done.
    expect(await app.prisma.jobAttempt.count({ where: { outcome: "retry", job: { type: "automation.send" } } })).toBe(first.retried);

    // Once a day: another scheduler run and drain send nothing more.
    await scheduleAutomations(new Date(MORNING.getTime() + 600_000), app.prisma);
    await run(new Date(MORNING.getTime() + 2 * 3600_000));
    expect(batches.flat()).toHaveLength(24);
  }, 90_000);

  it("past its wrap-up time a batch of letters still sends the first and hands the rest back (JobDeferred), composing nothing more", async () => {
    const subs = await Promise.all(
      [0, 1, 2].map((i) =>
        app.prisma.automationSubscription.create({ data: { email: `late${i}@example.com`, automationType: "morning-card-pull", personaHandle: "solara", timezone: "Europe/London", unsubscribeToken: `unsub-late-${i}`, confirmedAt: new Date(MORNING.getTime() - 86_400_000) } }),
      ),
    );
    const calls: string[][] = [];
    const provider: EmailProvider = { name: "recording", send: async () => ({ providerId: null }), sendBatch: async (ms) => (calls.push(ms.map((m) => m.to)), { providerIds: ms.map(() => null) }) };
    const localDate = "2026-11-22";
    const outcomes = await sendAutomationLetters(
      subs.map((sub) => ({ subscriptionId: sub.id, localDate })),
      { prisma: app.prisma, provider, now: MORNING, wrapUpAt: performance.now() - 1 },
    );
    expect(outcomes[0]).toBe("sent");
    expect(outcomes.slice(1).map((o) => typeof o === "object" && o.error instanceof JobDeferred)).toEqual([true, true]);
    expect(calls).toEqual([["late0@example.com"]]);
    expect(await app.prisma.emailMessage.count({ where: { tag: "automation" } })).toBe(1);
  });

  it("over real HTTP, Resend's /emails/batch gets one call per batch, each letter with its reader's own unsubscribe link, spaced to the rate; a 429 is retried", async () => {
    const subs = await Promise.all(
      [0, 1, 2].map((i) =>
        app.prisma.automationSubscription.create({ data: { email: `wire${i}@example.com`, automationType: "morning-card-pull", personaHandle: "solara", timezone: "Europe/London", unsubscribeToken: `unsub-wire-${i}-${randomBytes(4).toString("hex")}`, confirmedAt: new Date(MORNING.getTime() - 86_400_000) } }),
      ),
    );
    expect(await scheduleAutomations(MORNING, app.prisma)).toMatchObject({ enqueued: 3 });
    const calls: { path: string; key: string | undefined; auth: string | undefined; body: { to: string | string[]; headers: Record<string, string>; text: string; from: string }[] }[] = [];
    let status = 429;
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as (typeof calls)[number]["body"];
      calls.push({ path: req.url ?? "", key: req.headers["idempotency-key"] as string | undefined, auth: req.headers.authorization, body });
      if (status === 429) {
        status = 200;
        res.writeHead(429, { "content-type": "application/json", "retry-after": "1" }).end(JSON.stringify({ name: "rate_limit_exceeded", message: "Too many requests", statusCode: 429 }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: body.map((_, i) => ({ id: `re_${calls.length}_${i}` })) }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    // When each call leaves (what the throttle controls): the stub's own clock reads a body later,
    // on the same event loop, so a busy moment can bring two arrivals closer than their departures.
    const sentAt: number[] = [];
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      sentAt.push(performance.now());
      return realFetch(input, init);
    });
    try {
      const { port } = server.address() as AddressInfo;
      const provider = createResendProvider("re_test_key", { baseUrl: `http://127.0.0.1:${port}`, perSecond: 4 });
      const run = (at: Date) => drainJobs({ prisma: app.prisma, handlers: createJobHandlers({ prisma: app.prisma, provider, model: null, seriesBatchSize: 2 }), log: quiet, now: () => at, budgetMs: 60_000 });

      // The first call is refused (429): its two jobs retry; the third letter goes in the next call.
      expect(await run(MORNING)).toMatchObject({ claimed: 3, done: 1, retried: 2 });
      expect(await run(new Date(MORNING.getTime() + 3600_000))).toMatchObject({ claimed: 2, done: 2 });
      expect(calls.map((c) => [c.path, c.body.length])).toEqual([["/emails/batch", 2], ["/emails/batch", 1], ["/emails/batch", 2]]);
      // The retried batch carries the same key as the refused one (same letters), so Resend dedupes a repeat.
      expect(calls[2]!.key).toBe(calls[0]!.key);
      expect(calls[0]!.key).toMatch(/^batch:/);
      expect(calls.every((c) => c.auth === "Bearer re_test_key")).toBe(true);
      // At 4 requests a second the throttle releases calls 250 ms apart (exactly so, on a fake clock,
      // in lib/email/resend-provider.test.ts). Here the departures are measured at fetch, after the
      // SDK's own work on each call, which is slower for a process's first call: a loaded CI machine
      // measured 244.4 ms. Unthrottled, the two calls would leave a few ms apart.
      expect(sentAt).toHaveLength(3);
      expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(225);

      const delivered = [...calls[1]!.body, ...calls[2]!.body];
      expect(delivered.map((m) => [m.to].flat()[0]).sort()).toEqual(subs.map((s) => s.email));
      for (const message of delivered) {
        const sub = subs.find((s) => s.email === [message.to].flat()[0])!;
        const link = `/api/automations/unsubscribe?token=${encodeURIComponent(sub.unsubscribeToken)}`;
        expect(message.headers["List-Unsubscribe"]).toContain(link);
        expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(message.text).toContain(link);
        for (const other of subs.filter((s) => s !== sub)) expect(JSON.stringify(message)).not.toContain(other.unsubscribeToken);
        expect(message.from).toBe("Solara at The Quantum Veil <letters@news.quantumveil.app>");
      }
      const rows = await app.prisma.emailMessage.findMany({ where: { tag: "automation" } });
      expect(rows.map((r) => r.providerId).sort()).toEqual(["re_2_0", "re_3_0", "re_3_1"]);
    } finally {
      fetchSpy.mockRestore();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 90_000);

  it("sendEmailBatch: at most 100 messages per provider call, each sent once; attachments go one by one", async () => {
    const calls: number[] = [];
    const singles: string[] = [];
    const provider: EmailProvider = {
      name: "recording",
      send: async (m) => (singles.push(m.to), { providerId: `one:${m.to}` }),
      sendBatch: async (messages) => (calls.push(messages.length), { providerIds: messages.map((m) => `batch:${m.idempotencyKey}`) }),
    };
    const letter = (i: number) => ({ idempotencyKey: `test:batch:${i}`, to: `r${i}@example.com`, subject: "Hi", html: "<p>Hi</p>", text: "Hi", tag: "automation" });
    const emails = [...Array.from({ length: 230 }, (_, i) => letter(i)), { ...letter(230), attachments: [{ filename: "a.ics", contentType: "text/calendar", content: "QkVHSU4=" }] }];
    const results = await sendEmailBatch(emails, { prisma: app.prisma, provider });
    expect(calls).toEqual([100, 100, 30]);
    expect(singles).toEqual(["r230@example.com"]);
    expect(results.every((r) => "status" in r && r.status === "sent")).toBe(true);
    // Again: every key was sent already, so nobody is called.
    const again = await sendEmailBatch(emails, { prisma: app.prisma, provider });
    expect(again.every((r) => "status" in r && r.status === "already-sent")).toBe(true);
    expect(calls).toEqual([100, 100, 30]);
  }, 90_000);
});
