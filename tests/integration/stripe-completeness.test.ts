import { randomBytes } from "node:crypto";

import Stripe from "stripe";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as shopCheckout } from "@/app/api/stripe/checkout/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { alertEmailKey } from "@/lib/alerts/raise-alert";
import { DISPUTE_ALERT_KIND, DISPUTE_CLOSED_ALERT_KIND } from "@/lib/commerce/mark-order-disputed";
import { env } from "@/lib/env";
import { JOB_TYPES } from "@/lib/jobs/types";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";
import type { StubSession } from "../support/stripe-stub";

const WEBHOOK_SECRET = "whsec_test_stripe_completeness";

const stub = await vi.hoisted(async () => {
  const { startStripeStub } = await import("../support/stripe-stub");
  const started = await startStripeStub();
  process.env.STRIPE_SECRET_KEY = "sk_test_completeness";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_stripe_completeness";
  process.env.STRIPE_API_BASE = started.url;
  process.env.STRIPE_PROMOTION_CODES = "1";
  process.env.JOB_RUNNER = "off";
  return started;
});
afterAll(() => stub.close());

// The host runs after() callbacks once the response is sent (see serverless-fulfilment.test.ts).
// They are held until the test says the host got to them, so a test can land an event in between.
const afterTasks = vi.hoisted(() => [] as (() => unknown)[]);
vi.mock("next/server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("next/server")>();
  return { ...actual, after: (task: () => unknown) => void afterTasks.push(task) };
});
async function responseSent() {
  while (afterTasks.length) await Promise.all(afterTasks.splice(0).map((task) => task()));
}
/** Responses whose after() work has not run yet: the host has not got to it. */
function heldBack() {
  return afterTasks.length;
}

let ip = 0;
const freshIp = () => `10.88.${Math.floor(++ip / 250)}.${ip % 250}`;

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

async function deliver(event: ReturnType<typeof stripeEvent>) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await webhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload }), undefined);
  expect(res.status).toBe(200);
  return (await jsonOf(res)).outcome;
}

const completed = (session: StubSession, overrides: Partial<StubSession> = {}) => ({ ...session, status: "complete", payment_status: "paid", ...overrides });

function dispute(paymentIntent: string, overrides: Record<string, unknown> = {}) {
  return { id: `dp_test_${randomBytes(6).toString("hex")}`, object: "dispute", amount: 2900, currency: "usd", charge: "ch_test_1", payment_intent: paymentIntent, reason: "fraudulent", status: "needs_response", metadata: {}, ...overrides };
}

describe.each(TEST_DATABASES)("Stripe events beyond payment on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(responseSent);

  async function pendingOrder() {
    const email = `buyer.${randomBytes(4).toString("hex")}@example.com`;
    const res = await shopCheckout(
      jsonRequest("/api/stripe/checkout", { email, product: "tarot", prompt: "What is the next right step for me at work?" }, { headers: fromAddress(freshIp()) }),
      undefined,
    );
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { email } });
    const session = stub.sessions.get(order.providerSessionId ?? "");
    if (!session) throw new Error("no stub session");
    return { order, session, email };
  }
  const orderOf = (id: string) => app.prisma.order.findUniqueOrThrow({ where: { id } });
  const mailTo = (to: string) => app.prisma.emailMessage.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

  it("a promotion-code session: the subtotal matches the catalogue price, the discounted total is charged, and the order is fulfilled with its amounts stored", async () => {
    const { order, session, email } = await pendingOrder();
    // The flag put promotion codes on the Checkout Session.
    expect(session.allow_promotion_codes).toBe(true);
    const discounted = completed(session, {
      amount_subtotal: order.amount,
      amount_total: order.amount - 1000,
      total_details: { amount_discount: 1000, amount_shipping: 0, amount_tax: 0 },
      payment_intent: "pi_test_promo",
    });
    expect(await deliver(stripeEvent("checkout.session.completed", discounted))).toBe("applied");
    await responseSent();
    const paid = await orderOf(order.id);
    expect(paid).toMatchObject({ status: "fulfilled", amount: order.amount, amountSubtotal: order.amount, amountTotal: order.amount - 1000, amountDiscount: 1000, amountTax: 0 });
    expect((await mailTo(email)).map((m) => m.tag)).toEqual(["reading"]);
  });

  it("a code that makes the reading free (nothing to collect) is fulfilled too", async () => {
    const { order, session } = await pendingOrder();
    const free = completed(session, { payment_status: "no_payment_required", amount_subtotal: order.amount, amount_total: 0, total_details: { amount_discount: order.amount, amount_shipping: 0, amount_tax: 0 } });
    expect(await deliver(stripeEvent("checkout.session.completed", free))).toBe("applied");
    await responseSent();
    expect(await orderOf(order.id)).toMatchObject({ status: "fulfilled", amountTotal: 0, amountDiscount: order.amount });
  });

  it("async_payment_failed: the order fails, nothing is written, and the buyer is told once", async () => {
    const { order, session, email } = await pendingOrder();
    await deliver(stripeEvent("checkout.session.completed", completed(session, { payment_status: "unpaid" })));
    const failed = stripeEvent("checkout.session.async_payment_failed", completed(session, { payment_status: "unpaid" }));
    expect(await deliver(failed)).toBe("applied");
    expect(await deliver(failed)).toBe("duplicate");
    await responseSent();
    const row = await orderOf(order.id);
    expect(row.status).toBe("failed");
    expect(row.failedAt).toBeInstanceOf(Date);
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Your payment didn't go through", tag: "payment-failed" });
    expect(mail[0]?.sentAt).toBeInstanceOf(Date);
    expect(await app.prisma.job.count({ where: { orderId: order.id, type: JOB_TYPES.fulfilOrder } })).toBe(0);
    // A late success cannot revive it.
    expect(await deliver(stripeEvent("checkout.session.async_payment_succeeded", completed(session)))).toBe("ignored");
  });

  it("a dispute before delivery stops fulfilment: no reading is sent, the job is stopped and the operator is alerted by email", async () => {
    const { order, session, email } = await pendingOrder();
    expect(await deliver(stripeEvent("checkout.session.completed", completed(session, { payment_intent: "pi_test_disputed" })))).toBe("applied");
    // The bank's dispute lands before the host has run the paid order's fulfilment.
    expect(heldBack()).toBeGreaterThan(0);
    expect(await deliver(stripeEvent("charge.dispute.created", dispute("pi_test_disputed")))).toBe("applied");
    await responseSent();

    const row = await orderOf(order.id);
    expect(row.status).toBe("paid");
    expect(row.disputedAt).toBeInstanceOf(Date);
    expect(row.disputeStatus).toBe("needs_response");
    expect(await mailTo(email)).toHaveLength(0);
    expect(await app.prisma.reading.count({ where: { orderId: order.id, status: "sent" } })).toBe(0);
    const job = await app.prisma.job.findFirstOrThrow({ where: { orderId: order.id, type: JOB_TYPES.fulfilOrder } });
    expect(job.status).toBe("dead");
    expect(job.lastError).toMatch(/disputed/);
    const alert = await app.prisma.operatorAlert.findUniqueOrThrow({ where: { kind_subjectId: { kind: DISPUTE_ALERT_KIND, subjectId: order.id } } });
    expect(alert.message).toMatch(/had not been sent: fulfilment is stopped/);
    expect(alert.notifiedAt).toBeInstanceOf(Date);
    const teamMail = await app.prisma.emailMessage.findUniqueOrThrow({ where: { idempotencyKey: alertEmailKey(DISPUTE_ALERT_KIND, order.id) } });
    expect(teamMail).toMatchObject({ to: env.TEAM_EMAIL, tag: "alert", subject: "[Alert] A payment was disputed" });

    // Closed: the outcome is recorded and the operator told again.
    expect(await deliver(stripeEvent("charge.dispute.closed", dispute("pi_test_disputed", { status: "won" })))).toBe("applied");
    await responseSent();
    expect((await orderOf(order.id)).disputeStatus).toBe("won");
    expect((await app.prisma.operatorAlert.findUniqueOrThrow({ where: { kind_subjectId: { kind: DISPUTE_CLOSED_ALERT_KIND, subjectId: order.id } } })).notifiedAt).toBeInstanceOf(Date);
  });

  it("a dispute after delivery is recorded and alerted; the delivered order stands", async () => {
    const { order, session } = await pendingOrder();
    await deliver(stripeEvent("checkout.session.completed", completed(session, { payment_intent: "pi_test_late_dispute" })));
    await responseSent();
    expect((await orderOf(order.id)).status).toBe("fulfilled");
    await deliver(stripeEvent("charge.dispute.created", dispute("pi_test_late_dispute")));
    await responseSent();
    expect(await orderOf(order.id)).toMatchObject({ status: "fulfilled", disputeStatus: "needs_response" });
    expect((await app.prisma.operatorAlert.findUniqueOrThrow({ where: { kind_subjectId: { kind: DISPUTE_ALERT_KIND, subjectId: order.id } } })).message).toMatch(/already been sent/);
  });

  it("a partial refund is recorded on the order and leaves it standing; the full refund then refunds it", async () => {
    const { order, session } = await pendingOrder();
    await deliver(stripeEvent("checkout.session.completed", completed(session, { payment_intent: "pi_test_partial" })));
    await responseSent();
    const charge = { id: "ch_test_partial", object: "charge", amount: order.amount, payment_intent: "pi_test_partial", metadata: {} };
    expect(await deliver(stripeEvent("charge.refunded", { ...charge, refunded: false, amount_refunded: 500 }))).toBe("applied");
    expect(await orderOf(order.id)).toMatchObject({ status: "fulfilled", amountRefunded: 500 });
    expect(await deliver(stripeEvent("charge.refunded", { ...charge, refunded: true, amount_refunded: order.amount }))).toBe("applied");
    expect(await orderOf(order.id)).toMatchObject({ status: "refunded", amountRefunded: order.amount });
  });
});
