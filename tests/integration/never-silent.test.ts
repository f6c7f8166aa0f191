import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { handleFulfilmentFailure } from "@/lib/delivery/care-letters";
import { checkDeliverySla } from "@/lib/delivery/sla";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";
import { fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { paidOrder } from "../support/orders";

const WEBHOOK_SECRET = "whsec_test_never_silent";
// The real Stripe SDK talks to a local stub; set before lib/env reads the environment.
const stub = await vi.hoisted(async () => {
  const { startStripeStub } = await import("../support/stripe-stub");
  const started = await startStripeStub();
  process.env.STRIPE_SECRET_KEY = "sk_test_never_silent";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_never_silent";
  process.env.STRIPE_API_BASE = started.url;
  return started;
});
afterAll(() => stub.close());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const T0 = new Date("2026-11-24T09:00:00Z");

/** A Stripe charge.refunded event for a refunded payment intent, signed as Stripe signs it. */
function chargeRefunded(orderId: string, paymentIntent: string, amount: number) {
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(6).toString("hex")}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: "charge.refunded",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: `ch_test_${orderId}`, object: "charge", amount, amount_refunded: amount, refunded: true, payment_intent: paymentIntent, metadata: { orderId } } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return webhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload }), undefined);
}

async function drain(prisma: Parameters<typeof drainJobs>[0]["prisma"], rounds = 12) {
  const handlers = createJobHandlers({ prisma, provider: outboxProvider, model: null });
  let clock = T0;
  for (let i = 0; i < rounds; i++) {
    await drainJobs({ prisma, handlers, now: () => clock, log: quiet, backoff: { baseMs: 1000, random: () => 0 } });
    const next = await prisma.job.findFirst({ where: { status: "queued" }, orderBy: { runAt: "asc" } });
    if (!next) return;
    clock = next.runAt > clock ? next.runAt : clock;
  }
}

describe.each(TEST_DATABASES)("a paid order is never silent, on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
    await app.prisma.emailMessage.deleteMany();
    await app.prisma.operatorAlert.deleteMany();
  });

  it("a fulfilment that fails for good refunds through Stripe once, tells the buyer, and alerts the team", async () => {
    // An order whose details no reading can be written from (as an older, broken checkout could leave).
    const order = await app.prisma.order.create({
      data: { product: "match-report", amount: 2900, email: "buyer@example.com", meta: { v: 1, person1: { name: "Ada" } }, provider: "stripe", paymentRef: "pi_test_never_silent", status: "paid", paidAt: T0 },
    });
    await enqueueJob(app.prisma, { type: JOB_TYPES.fulfilOrder, payload: { orderId: order.id }, key: fulfilOrderJobKey(order.id), runAt: T0 });
    await drain(app.prisma);

    const job = await app.prisma.job.findUniqueOrThrow({ where: { key: fulfilOrderJobKey(order.id) } });
    expect(job.status).toBe("dead");
    // Stripe was asked once, for this payment, with the order's idempotency key.
    const mine = stub.refunds.filter((r) => r.metadata.orderId === order.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ payment_intent: "pi_test_never_silent", idempotencyKey: `refund:${order.id}` });
    // The buyer is told, in plain words, and the team is alerted (recorded and emailed once).
    const letters = await app.prisma.emailMessage.findMany({ where: { orderId: order.id } });
    expect(letters.map((e) => e.idempotencyKey)).toEqual([`failed:${order.id}`]);
    expect(letters[0]!.to).toBe("buyer@example.com");
    expect(letters[0]!.text).toContain("We have refunded your payment of $29 in full");
    const alert = await app.prisma.operatorAlert.findUniqueOrThrow({ where: { kind_subjectId: { kind: "fulfilment-failed", subjectId: order.id } } });
    expect(alert.notifiedAt).not.toBeNull();
    expect(await app.prisma.emailMessage.count({ where: { idempotencyKey: `alert:fulfilment-failed:${order.id}`, to: env.TEAM_EMAIL } })).toBe(1);
    expect(await app.prisma.auditEvent.count({ where: { orderId: order.id, action: { in: ["order.refund", "order.failed-refunded"] } } })).toBe(2);

    // Stripe's webhook confirms the refund; only then is the order refunded.
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect((await chargeRefunded(order.id, "pi_test_never_silent", 2900)).status).toBe(200);
    expect((await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("refunded");

    // Telling it again changes nothing: no second refund, letter or alert.
    await handleFulfilmentFailure(order.id, "again", { prisma: app.prisma, provider: outboxProvider });
    expect(stub.refunds.filter((r) => r.metadata.orderId === order.id)).toHaveLength(1);
    expect(await app.prisma.emailMessage.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("with the dev provider the refund lands at once, by the webhook's own code path", async () => {
    const order = await paidOrder(app.prisma, "tarot", { prompt: "What should I know about this season?" }, { paidAt: T0, noJob: true });
    expect(await handleFulfilmentFailure(order.id, "PermanentJobError: test", { prisma: app.prisma, provider: outboxProvider })).toBe("refunded");
    const after = await app.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(after.status).toBe("refunded");
    expect(after.refundedAt).not.toBeNull();
    expect(await app.prisma.webhookEvent.count({ where: { id: `dev_evt_refunded_${order.id}`, orderId: order.id } })).toBe(1);
  });

  it("a paid order still undelivered 20 hours after payment alerts the team by email, once", async () => {
    const late = await paidOrder(app.prisma, "tarot", { prompt: "Where is my energy best spent this winter?" }, { paidAt: new Date(T0.getTime() - 21 * 3600_000), noJob: true });
    expect(await checkDeliverySla(T0, app.prisma, quiet)).toEqual([late.id]);
    expect(await checkDeliverySla(T0, app.prisma, quiet)).toEqual([]);
    const emails = await app.prisma.emailMessage.findMany({ where: { idempotencyKey: `alert:sla-breach-risk:${late.id}` } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: env.TEAM_EMAIL, subject: expect.stringContaining("21 hours old and not delivered") });
  });
});
