import { randomBytes } from "node:crypto";

import { MockLanguageModelV3 } from "ai/test";
import Stripe from "stripe";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as shopCheckout } from "@/app/api/stripe/checkout/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { POST as subscribe } from "@/app/api/automations/subscribe/route";
import { POST as contact } from "@/app/api/contact/route";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { DEFAULT_BACKOFF } from "@/lib/jobs/backoff";
import { drainWithFollowUps, FOLLOW_UP_WINDOW_MS } from "@/lib/jobs/drain-now";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { JOB_LEASE_MS, DRAIN_FUNCTION_MAX_DURATION_S, AFTER_RESPONSE_DRAIN_BUDGET_MS, CRON_DRAIN_BUDGET_MS } from "@/lib/jobs/limits";
import { hasJobRunner } from "@/lib/jobs/loop";
import type { JobHandlers } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/runner";
import { JOB_TYPES } from "@/lib/jobs/types";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonRequest } from "../support/http";
import { paidOrder } from "../support/orders";

const WEBHOOK_SECRET = "whsec_test_serverless_fulfilment";

const stub = await vi.hoisted(async () => {
  const { startStripeStub } = await import("../support/stripe-stub");
  const started = await startStripeStub();
  process.env.STRIPE_SECRET_KEY = "sk_test_serverless";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_serverless_fulfilment";
  process.env.STRIPE_API_BASE = started.url;
  // A serverless instance: no in-process job runner.
  process.env.JOB_RUNNER = "off";
  return started;
});
afterAll(() => stub.close());

/**
 * The host's side of `after()`: Next hands each callback to the platform (Vercel's waitUntil,
 * `next start`'s own awaiter), which runs it once the response is sent and keeps the function
 * alive until it settles. Here the callbacks are collected and awaited the same way; the e2e
 * suite runs the real thing under `next start` with JOB_RUNNER=off.
 */
const afterTasks = vi.hoisted(() => [] as (() => unknown)[]);
vi.mock("next/server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next/server")>();
  return { ...actual, after: (task: () => unknown) => void afterTasks.push(task) };
});
async function responseSent() {
  while (afterTasks.length) await Promise.all(afterTasks.splice(0).map((task) => task()));
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let ip = 0;
const freshIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;

function deliver(event: unknown) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return webhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload }), undefined);
}

const stripeEvent = (type: string, object: Record<string, unknown>) => ({
  id: `evt_test_${randomBytes(8).toString("hex")}`,
  object: "event",
  api_version: "2026-10-28.endive",
  created: Math.floor(Date.now() / 1000),
  type,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object },
});

/** A model that answers only when its call is aborted: a slow provider. */
function hangingModel() {
  const calls: AbortSignal[] = [];
  const model = new MockLanguageModelV3({
    modelId: "mock-slow",
    doGenerate: (options) => {
      if (options.abortSignal) calls.push(options.abortSignal);
      return new Promise((_resolve, reject) => {
        options.abortSignal?.addEventListener("abort", () => reject(options.abortSignal?.reason), { once: true });
      });
    },
  });
  return { model, calls };
}

describe("the queue's time limits", () => {
  it("a lease is shorter than the function that holds it, and every drain budget fits inside it", () => {
    expect(JOB_LEASE_MS).toBeLessThan(DRAIN_FUNCTION_MAX_DURATION_S * 1000);
    expect(AFTER_RESPONSE_DRAIN_BUDGET_MS).toBeLessThan(DRAIN_FUNCTION_MAX_DURATION_S * 1000);
    expect(CRON_DRAIN_BUDGET_MS).toBeLessThan(DRAIN_FUNCTION_MAX_DURATION_S * 1000);
  });
});

describe("where the in-process runner runs", () => {
  const saved = { VERCEL: process.env.VERCEL, JOB_RUNNER: process.env.JOB_RUNNER };
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    vi.resetModules();
  });

  it("only on a long-running server: never where VERCEL is set (whatever JOB_RUNNER says), nor with JOB_RUNNER=off", async () => {
    const runsLoop = async (vars: { VERCEL?: string; JOB_RUNNER?: string }) => {
      delete process.env.VERCEL;
      delete process.env.JOB_RUNNER;
      Object.assign(process.env, vars);
      vi.resetModules();
      return (await import("@/lib/env")).inProcessJobRunner();
    };
    expect(await runsLoop({})).toBe(true);
    expect(await runsLoop({ JOB_RUNNER: "on" })).toBe(true);
    expect(await runsLoop({ JOB_RUNNER: "off" })).toBe(false);
    expect(await runsLoop({ VERCEL: "1" })).toBe(false);
    expect(await runsLoop({ VERCEL: "1", JOB_RUNNER: "on" })).toBe(false);
  });
});

describe.each(TEST_DATABASES)("serverless fulfilment on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await responseSent();
    await app.prisma.job.deleteMany();
  });

  it("no in-process runner: the webhook that marks an order paid starts its fulfilment after the response, and the reading is emailed with no cron call", async () => {
    expect(hasJobRunner()).toBe(false);
    const email = `buyer.${randomBytes(4).toString("hex")}@example.com`;
    const res = await shopCheckout(
      jsonRequest("/api/stripe/checkout", { email, product: "tarot", prompt: "What is the next right step for me at work?" }, { headers: fromAddress(freshIp()) }),
      undefined,
    );
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { email } });
    const session = stub.sessions.get(order.providerSessionId ?? "");
    if (!session) throw new Error("no stub session");

    const paid = await deliver(stripeEvent("checkout.session.completed", { ...session, status: "complete", payment_status: "paid", payment_intent: "pi_test_after" }));
    expect(paid.status).toBe(200);
    // The response is back; the order is paid and its job queued, nothing sent yet.
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect(await app.prisma.emailMessage.count({ where: { to: email } })).toBe(0);

    await responseSent();
    const fulfilled = await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(fulfilled.status).toBe("fulfilled");
    const letters = await app.prisma.emailMessage.findMany({ where: { to: email, tag: "reading" } });
    expect(letters).toHaveLength(1);
    expect(letters[0]?.sentAt).toBeInstanceOf(Date);
    const job = await app.prisma.job.findFirstOrThrow({ where: { orderId: order.id } });
    expect(job).toMatchObject({ status: "done", attempts: 1 });
    const [run] = await app.prisma.jobAttempt.findMany({ where: { jobId: job.id } });
    expect(run?.workerId).toMatch(/^after:stripe\.webhook:/);
  });

  it("the contact and subscribe routes start their work after the response too", async () => {
    const who = `reader.${randomBytes(4).toString("hex")}@example.com`;
    const sent = await contact(jsonRequest("/api/contact", { name: "Reader", email: who, message: "A question about my reading, please." }, { headers: fromAddress(freshIp()) }), undefined);
    expect(sent.status).toBe(201);
    await responseSent();
    const forwarded = await app.prisma.contactMessage.findFirstOrThrow({ where: { email: who } });
    expect(forwarded.forwardedAt).toBeInstanceOf(Date);

    const res = await subscribe(
      jsonRequest("/api/automations/subscribe", { email: who, automationType: "morning-card-pull", personaHandle: "solara", timezone: "Europe/London" }, { headers: fromAddress(freshIp()) }),
      undefined,
    );
    expect(res.status).toBe(201);
    await responseSent();
    expect(await app.prisma.job.count({ where: { type: { in: [JOB_TYPES.optIn, JOB_TYPES.forwardContact] }, status: { not: "done" } } })).toBe(0);
  });

  it("a job that dies without a last word of its own alerts the team by email, once per job type and day", async () => {
    await app.prisma.operatorAlert.deleteMany({ where: { kind: "job-dead" } });
    for (const n of [1, 2]) await enqueueJob(app.prisma, { type: JOB_TYPES.forwardContact, payload: { contactMessageId: `missing-${n}` }, key: `dead-contact:${n}` });
    const result = await drainJobs({ prisma: app.prisma, handlers: createJobHandlers(), budgetMs: 20_000, log: quiet });
    expect(result).toMatchObject({ claimed: 2, dead: 2 });
    const alerts = await app.prisma.operatorAlert.findMany({ where: { kind: "job-dead" } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subjectId).toMatch(/^contact\.forward:\d{4}-\d{2}-\d{2}$/);
    expect(alerts[0]?.notifiedAt).toBeInstanceOf(Date);
    expect(await app.prisma.emailMessage.count({ where: { tag: "alert", idempotencyKey: `alert:job-dead:${alerts[0]?.subjectId}` } })).toBe(1);
  });

  it("a drain after a response runs its own retry once it falls due (nothing else polls the queue), then stops at once when nothing is due soon", async () => {
    let attempts = 0;
    const handlers: JobHandlers = {
      "test.flaky": async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("a passing error (the provider hiccupped)");
      },
    };
    await enqueueJob(app.prisma, { type: "test.flaky", payload: {}, key: "flaky:1" });
    // A retry 0.2 to 0.4 s later here; 7.5 to 15 s with the app's backoff, inside FOLLOW_UP_WINDOW_MS.
    const backoff = { baseMs: 400 };
    // Without follow-ups (the pre-fix drain) the retry is left queued for a cron.
    expect(await drainJobs({ prisma: app.prisma, handlers, budgetMs: 10_000, backoff, log: quiet })).toMatchObject({ claimed: 1, retried: 1, done: 0 });
    attempts = 0;
    await app.prisma.job.updateMany({ where: { key: "flaky:1" }, data: { runAt: new Date(), attempts: 0 } });

    const t0 = performance.now();
    const result = await drainWithFollowUps({ prisma: app.prisma, handlers, budgetMs: 20_000, backoff, log: quiet });
    expect(result).toMatchObject({ claimed: 2, retried: 1, done: 1 });
    expect(await app.prisma.job.findFirstOrThrow({ where: { key: "flaky:1" } })).toMatchObject({ status: "done", attempts: 2 });
    expect(FOLLOW_UP_WINDOW_MS).toBeGreaterThan(DEFAULT_BACKOFF.baseMs);

    // A job due later than the window is not waited for: the drain returns right away.
    await enqueueJob(app.prisma, { type: "test.flaky", payload: {}, key: "flaky:later", runAt: new Date(Date.now() + FOLLOW_UP_WINDOW_MS + 60_000) });
    const t1 = performance.now();
    expect(await drainWithFollowUps({ prisma: app.prisma, handlers, budgetMs: 20_000, log: quiet })).toMatchObject({ claimed: 0 });
    expect(performance.now() - t1).toBeLessThan(2000);
    expect(performance.now() - t0).toBeLessThan(15_000);
  });

  it("claims one job at a time: a drain stopped at its budget releases the job it holds (attempt uncounted) and never claimed the rest", async () => {
    let started = 0;
    const handlers: JobHandlers = {
      "test.slow": (_job, ctx) =>
        new Promise<void>((_resolve, reject) => {
          started += 1;
          ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason), { once: true });
        }),
    };
    for (const n of [1, 2, 3]) await enqueueJob(app.prisma, { type: "test.slow", payload: { n }, key: `slow:${n}` });
    const t0 = performance.now();
    const result = await drainJobs({ prisma: app.prisma, handlers, workerId: "after:test", budgetMs: 400, leaseMs: JOB_LEASE_MS, log: quiet });
    expect(performance.now() - t0).toBeLessThan(5000);
    expect(result).toMatchObject({ claimed: 1, released: 1, done: 0, retried: 0, dead: 0 });
    expect(started).toBe(1);

    const jobs = await app.prisma.job.findMany({ where: { type: "test.slow" } });
    // Every job is claimable right away: nothing left locked until a lease runs out.
    for (const job of jobs) expect(job).toMatchObject({ status: "queued", lockedBy: null, lockedUntil: null, attempts: 0 });
    const runs = await app.prisma.jobAttempt.findMany({ where: { jobId: { in: jobs.map((j) => j.id) } } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: "released", workerId: "after:test" });
    expect(runs[0]?.error).toContain("budget");

    // The next drain (another request's, or the cron's) runs them.
    const quick: JobHandlers = { "test.slow": async () => undefined };
    expect(await drainJobs({ prisma: app.prisma, handlers: quick, budgetMs: 10_000, log: quiet })).toMatchObject({ claimed: 3, done: 3 });
  });

  it("a slow model call is aborted at the drain's budget and its order's job released, not failed or held", async () => {
    const order = await paidOrder(app.prisma, "tarot", { prompt: "What should I focus on this season?" }, { email: "slow.model@example.com" });
    const { model, calls } = hangingModel();
    const result = await drainJobs({ prisma: app.prisma, handlers: createJobHandlers({ model }), budgetMs: 600, log: quiet });
    expect(result).toMatchObject({ claimed: 1, released: 1 });
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((s) => s.aborted)).toBe(true);
    expect(await app.prisma.job.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect(await app.prisma.reading.count({ where: { orderId: order.id } })).toBe(0);
  });
});
