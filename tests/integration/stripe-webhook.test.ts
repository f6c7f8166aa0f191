import { randomBytes } from "node:crypto";

import Stripe from "stripe";
import { afterAll, describe, expect, it, vi } from "vitest";

import { POST as devCheckout } from "@/app/api/dev/checkout/[orderId]/route";
import { POST as shopCheckout } from "@/app/api/stripe/checkout/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";
import type { StubSession } from "../support/stripe-stub";

const WEBHOOK_SECRET = "whsec_test_the_quantum_veil_webhooks";

// The real SDK talks to a local stub; set before lib/env reads the environment.
const stub = await vi.hoisted(async () => {
  const { startStripeStub } = await import("../support/stripe-stub");
  const started = await startStripeStub();
  process.env.STRIPE_SECRET_KEY = "sk_test_shop_webhooks";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_the_quantum_veil_webhooks";
  process.env.STRIPE_API_BASE = started.url;
  return started;
});
afterAll(() => stub.close());

let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const eventId = () => `evt_test_${randomBytes(8).toString("hex")}`;

/** A Stripe event envelope as the API sends it. */
function stripeEvent(type: string, object: Record<string, unknown>, id = eventId()) {
  return {
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The session as Stripe reports it once the buyer has paid. */
const completed = (session: StubSession, overrides: Partial<StubSession> = {}) => ({ ...session, status: "complete", payment_status: "paid", ...overrides });

function deliver(event: unknown, { secret = WEBHOOK_SECRET, signature, timestamp }: { secret?: string; signature?: string | null; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) : signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  // Stripe sends no Origin; the route reads the raw body.
  return webhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers, body: payload }), undefined);
}

function devForm(orderId: string, intent: string) {
  const request = new Request(`http://localhost:3000/api/dev/checkout/${orderId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
    body: new URLSearchParams({ intent }).toString(),
  });
  return devCheckout(request, { params: Promise.resolve({ orderId }) });
}

describe.each(TEST_DATABASES)("POST /api/stripe/webhook on $name", (kind) => {
  const app = withAppDatabase(kind);

  /** A real checkout through the route: a pending Stripe order and its stub session. */
  async function pendingOrder(email = `buyer.${randomBytes(4).toString("hex")}@example.com`) {
    const res = await shopCheckout(
      jsonRequest("/api/stripe/checkout", { email, product: "tarot", prompt: "What is the next right step for me?" }, { headers: fromAddress(freshIp()) }),
      undefined,
    );
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { email } });
    const session = stub.sessions.get(order.providerSessionId ?? "");
    if (!session) throw new Error("the stub holds no session for this order");
    return { order, session };
  }

  const orderOf = (id: string) => app.prisma.order.findUniqueOrThrow({ where: { id } });
  const jobsFor = (orderId: string) => app.prisma.job.findMany({ where: { type: JOB_TYPES.fulfilOrder, orderId } });

  it("checkout.session.completed marks the order paid and queues one fulfilment job with it", async () => {
    const { order, session } = await pendingOrder();
    const event = stripeEvent("checkout.session.completed", completed(session));
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ received: true, outcome: "applied" });

    const paid = await orderOf(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).toBeInstanceOf(Date);
    const jobs = await jobsFor(order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ type: "order.fulfil", key: fulfilOrderJobKey(order.id), payload: { orderId: order.id } });
    const recorded = await app.prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(recorded).toMatchObject({ provider: "stripe", type: "checkout.session.completed" });
    expect(recorded.processedAt).toBeInstanceOf(Date);
  });

  it("the same event delivered 10 times fulfils once", async () => {
    const { order, session } = await pendingOrder();
    const event = stripeEvent("checkout.session.completed", completed(session));
    const outcomes: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      outcomes.push((await jsonOf(res)).outcome);
    }
    expect(outcomes).toEqual(["applied", ...Array(9).fill("duplicate")]);
    expect(await jobsFor(order.id)).toHaveLength(1);
    expect(await app.prisma.webhookEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("two concurrent deliveries of one event still fulfil once", async () => {
    const { order, session } = await pendingOrder();
    const event = stripeEvent("checkout.session.completed", completed(session));
    const responses = await Promise.all([deliver(event), deliver(event)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const outcomes = (await Promise.all(responses.map(jsonOf))).map((j) => j.outcome).sort();
    expect(outcomes).toEqual(["applied", "duplicate"]);
    expect(await jobsFor(order.id)).toHaveLength(1);
    expect((await orderOf(order.id)).status).toBe("paid");
  });

  it("completed and async_payment_succeeded racing for one order still fulfil once", async () => {
    const { order, session } = await pendingOrder();
    await Promise.all([
      deliver(stripeEvent("checkout.session.completed", completed(session))),
      deliver(stripeEvent("checkout.session.async_payment_succeeded", completed(session))),
      deliver(stripeEvent("checkout.session.completed", completed(session))),
    ]);
    expect(await jobsFor(order.id)).toHaveLength(1);
    expect((await orderOf(order.id)).status).toBe("paid");
  });

  it.each([
    ["a wrong secret", { secret: "whsec_someone_else" }],
    ["no signature header", { signature: null }],
    ["a garbage signature", { signature: "t=1,v1=deadbeef" }],
    ["a stale timestamp", { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
  ])("%s is a 400 { message } and changes nothing", async (_label, options) => {
    const { order, session } = await pendingOrder();
    const event = stripeEvent("checkout.session.completed", completed(session));
    const res = await deliver(event, options);
    expect(res.status).toBe(400);
    expect(typeof (await jsonOf(res)).message).toBe("string");
    expect((await orderOf(order.id)).status).toBe("pending");
    expect(await jobsFor(order.id)).toHaveLength(0);
    expect(await app.prisma.webhookEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("a body changed after signing is a 400 and changes nothing", async () => {
    const { order, session } = await pendingOrder();
    const signedFor = stripeEvent("checkout.session.completed", { ...completed(session), metadata: { orderId: "someone-else" } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(signedFor), secret: WEBHOOK_SECRET });
    const res = await deliver(stripeEvent("checkout.session.completed", completed(session), signedFor.id), { signature: header });
    expect(res.status).toBe(400);
    expect((await orderOf(order.id)).status).toBe("pending");
  });

  it("a payment whose subtotal or currency doesn't match the order's is not accepted and raises an operator alert", async () => {
    for (const overrides of [{ amount_subtotal: 100, amount_total: 100 }, { currency: "eur" }]) {
      const { order, session } = await pendingOrder();
      const event = stripeEvent("checkout.session.completed", completed(session, overrides));
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect((await jsonOf(res)).outcome).toBe("ignored");
      expect((await orderOf(order.id)).status).toBe("pending");
      expect(await jobsFor(order.id)).toHaveLength(0);
      expect(await app.prisma.operatorAlert.findUnique({ where: { kind_subjectId: { kind: "payment-amount-mismatch", subjectId: order.id } } })).not.toBeNull();
      expect((await app.prisma.webhookEvent.findUniqueOrThrow({ where: { id: event.id } })).processedAt).toBeNull();
    }
  });

  it("a completed session still processing its payment stays pending until async_payment_succeeded", async () => {
    const { order, session } = await pendingOrder();
    await deliver(stripeEvent("checkout.session.completed", completed(session, { payment_status: "unpaid" })));
    expect((await orderOf(order.id)).status).toBe("pending");
    await deliver(stripeEvent("checkout.session.async_payment_succeeded", completed(session)));
    expect((await orderOf(order.id)).status).toBe("paid");
    expect(await jobsFor(order.id)).toHaveLength(1);
  });

  it("a session from another checkout cannot pay the order", async () => {
    const { order, session } = await pendingOrder();
    const res = await deliver(stripeEvent("checkout.session.completed", completed(session, { id: "cs_test_not_this_one" })));
    expect((await jsonOf(res)).outcome).toBe("ignored");
    expect((await orderOf(order.id)).status).toBe("pending");
  });

  it("checkout.session.expired cancels a pending order, and only a pending one", async () => {
    const { order, session } = await pendingOrder();
    await deliver(stripeEvent("checkout.session.expired", { ...session, status: "expired" }));
    expect((await orderOf(order.id)).status).toBe("cancelled");
    // A late completion cannot revive it.
    await deliver(stripeEvent("checkout.session.completed", completed(session)));
    expect((await orderOf(order.id)).status).toBe("cancelled");
    expect(await jobsFor(order.id)).toHaveLength(0);

    const paid = await pendingOrder();
    await deliver(stripeEvent("checkout.session.completed", completed(paid.session)));
    const res = await deliver(stripeEvent("checkout.session.expired", { ...paid.session, status: "expired" }));
    expect((await jsonOf(res)).outcome).toBe("ignored");
    expect((await orderOf(paid.order.id)).status).toBe("paid");
  });

  it("charge.refunded finds the order through the payment intent stored at payment and marks it refunded, asking Stripe nothing", async () => {
    const { order, session } = await pendingOrder();
    const paymentIntent = `pi_test_${randomBytes(6).toString("hex")}`;
    session.payment_intent = paymentIntent;
    await deliver(stripeEvent("checkout.session.completed", completed(session)));
    const charge = { id: `ch_test_${randomBytes(6).toString("hex")}`, object: "charge", amount: 2900, amount_refunded: 2900, refunded: true, currency: "usd", payment_intent: paymentIntent, metadata: {} };
    const res = await deliver(stripeEvent("charge.refunded", charge));
    expect((await jsonOf(res)).outcome).toBe("applied");
    expect((await orderOf(order.id)).status).toBe("refunded");
    expect(stub.requests.some((r) => r.method === "GET" && r.path === "/v1/checkout/sessions" && r.query.get("payment_intent") === paymentIntent)).toBe(false);
  });

  it("charge.refunded finds the order through the payment intent's checkout session when the payment was not recorded, and marks it refunded", async () => {
    const { order, session } = await pendingOrder();
    const paymentIntent = `pi_test_${randomBytes(6).toString("hex")}`;
    // The paid event named no payment intent; Stripe's session has it.
    await deliver(stripeEvent("checkout.session.completed", completed(session)));
    session.payment_intent = paymentIntent;

    const charge = { id: `ch_test_${randomBytes(6).toString("hex")}`, object: "charge", amount: 2900, amount_refunded: 2900, refunded: true, currency: "usd", payment_intent: paymentIntent, metadata: {} };
    const res = await deliver(stripeEvent("charge.refunded", charge));
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).outcome).toBe("applied");
    expect((await orderOf(order.id)).status).toBe("refunded");
    expect(stub.requests.some((r) => r.method === "GET" && r.path === "/v1/checkout/sessions" && r.query.get("payment_intent") === paymentIntent)).toBe(true);
  });

  it("charge.refunded uses the order id in the charge's metadata when present; a partial refund is only recorded", async () => {
    const { order, session } = await pendingOrder();
    await deliver(stripeEvent("checkout.session.completed", completed(session)));
    const charge = { id: "ch_test_partial", object: "charge", amount: 2900, currency: "usd", payment_intent: null, metadata: { orderId: order.id } };

    await deliver(stripeEvent("charge.refunded", { ...charge, amount_refunded: 900, refunded: false }));
    expect(await orderOf(order.id)).toMatchObject({ status: "paid", amountRefunded: 900 });
    await deliver(stripeEvent("charge.refunded", { ...charge, amount_refunded: 2900, refunded: true }));
    expect((await orderOf(order.id)).status).toBe("refunded");
  });

  it("a body over the limit is refused unread, even streamed without a Content-Length", async () => {
    const before = await app.prisma.webhookEvent.count();
    const big = new TextEncoder().encode(JSON.stringify({ padding: "x".repeat(600 * 1024) }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < big.length; i += 64 * 1024) controller.enqueue(big.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": "t=1,v1=x" }, body, duplex: "half" } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const res = await webhook(request, undefined);
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toEqual({ message: "That request is too large." });
    expect(await app.prisma.webhookEvent.count()).toBe(before);
  });

  it("unknown event types and unknown orders are acknowledged with 200 and change nothing", async () => {
    const unknown = stripeEvent("customer.created", { id: "cus_test", object: "customer" });
    const res = await deliver(unknown);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ received: true, outcome: "unhandled" });
    expect(await app.prisma.webhookEvent.count({ where: { id: unknown.id } })).toBe(0);

    const { session } = await pendingOrder();
    const stranger = stripeEvent("checkout.session.completed", completed(session, { id: "cs_test_other_shop", metadata: { orderId: "not-an-order" }, client_reference_id: null }));
    const res2 = await deliver(stranger);
    expect(res2.status).toBe(200);
    expect((await jsonOf(res2)).outcome).toBe("ignored");
  });

  describe("the dev provider's Pay and Cancel", () => {
    async function devOrder() {
      const order = await app.prisma.order.create({
        data: { product: "tarot", amount: 2900, currency: "usd", email: "dev@example.com", meta: { prompt: "A dev-provider purchase." }, provider: "dev" },
      });
      return app.prisma.order.update({ where: { id: order.id }, data: { providerSessionId: `dev_cs_${order.id}` } });
    }

    it("Pay runs the webhook's paid path: paid, one job, the event recorded; a second click is a replay", async () => {
      const order = await devOrder();
      const res = await devForm(order.id, "pay");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/success?session_id=dev_cs_${order.id}`);
      expect((await orderOf(order.id)).status).toBe("paid");
      expect(await jobsFor(order.id)).toHaveLength(1);
      expect(await app.prisma.webhookEvent.findUniqueOrThrow({ where: { id: `dev_evt_paid_${order.id}` } })).toMatchObject({ provider: "dev", type: "checkout.session.completed" });

      expect((await devForm(order.id, "pay")).status).toBe(303);
      expect(await jobsFor(order.id)).toHaveLength(1);
      // Once paid, Cancel changes nothing and goes back to the page.
      const cancel = await devForm(order.id, "cancel");
      expect(cancel.headers.get("location")).toBe(`/dev/checkout/${order.id}`);
      expect((await orderOf(order.id)).status).toBe("paid");
    });

    it("Cancel runs the expired path and lands on /cancel; the order is not paid", async () => {
      const order = await devOrder();
      const res = await devForm(order.id, "cancel");
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/cancel?order=${order.id}`);
      expect((await orderOf(order.id)).status).toBe("cancelled");
      const pay = await devForm(order.id, "pay");
      expect(pay.headers.get("location")).toBe(`/dev/checkout/${order.id}`);
      expect((await orderOf(order.id)).status).toBe("cancelled");
      expect(await jobsFor(order.id)).toHaveLength(0);
    });

    it("cannot settle a Stripe order, an unknown order, or a bad intent", async () => {
      const { order } = await pendingOrder();
      expect((await devForm(order.id, "pay")).status).toBe(404);
      expect((await orderOf(order.id)).status).toBe("pending");
      expect((await devForm("no-such-order", "pay")).status).toBe(404);
      const dev = await devOrder();
      expect((await devForm(dev.id, "refund")).status).toBe(400);
    });

    it("a Stripe event cannot pay a dev order", async () => {
      const order = await devOrder();
      const session = { id: order.providerSessionId, object: "checkout.session", amount_total: 2900, currency: "usd", payment_status: "paid", metadata: { orderId: order.id }, client_reference_id: order.id };
      const res = await deliver(stripeEvent("checkout.session.completed", session));
      expect((await jsonOf(res)).outcome).toBe("ignored");
      expect((await orderOf(order.id)).status).toBe("pending");
    });
  });
});

describe("webhook verification without a signing secret", () => {
  it("answers 400: nothing unsigned is ever processed", async () => {
    vi.resetModules();
    vi.doMock("@/lib/env", async (importOriginal) => {
      const actual = await importOriginal<typeof import("@/lib/env")>();
      return { ...actual, env: { ...actual.env, STRIPE_WEBHOOK_SECRET: undefined } };
    });
    try {
      const { POST } = await import("@/app/api/stripe/webhook/route");
      const payload = JSON.stringify(stripeEvent("checkout.session.completed", { id: "cs_test_x", object: "checkout.session" }));
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const res = await POST(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": signature }, body: payload }), undefined);
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toEqual({ message: "Webhook signing secret is not configured." });
    } finally {
      vi.doUnmock("@/lib/env");
      vi.resetModules();
    }
  });
});
