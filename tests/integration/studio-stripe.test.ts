import type { AddressInfo } from "node:net";

import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as refund } from "@/app/api/studio/orders/[orderId]/refund/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { outboxProvider } from "@/lib/email/outbox-provider";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonOf, jsonRequest } from "../support/http";
import { paidOrder } from "../support/orders";
import { sessionCookieFor } from "../support/session";

const WEBHOOK_SECRET = "whsec_test_studio_refunds";

interface RefundCall {
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

/**
 * A stand-in for Stripe's refunds endpoint (the shared stub knows checkout only): it records each
 * POST /v1/refunds with its Idempotency-Key, answering like Stripe (the same refund for the same
 * key), or with a Stripe error while `failing` is set.
 */
const stub = await vi.hoisted(async () => {
  // Hoisted above the imports: modules are loaded here.
  const { default: http } = await import("node:http");
  const calls: RefundCall[] = [];
  const byKey = new Map<string, string>();
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${calls.length}` });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== "POST" || req.url !== "/v1/refunds") return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      const key = req.headers["idempotency-key"];
      const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      calls.push({ idempotencyKey: typeof key === "string" ? key : undefined, body });
      if (state.failing) return send(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge ch_test has already been refunded." } });
      const id = (typeof key === "string" && byKey.get(key)) || `re_test_${calls.length}`;
      if (typeof key === "string") byKey.set(key, id);
      send(200, { id, object: "refund", amount: 2900, currency: "usd", payment_intent: body.get("payment_intent"), status: "succeeded", metadata: { orderId: body.get("metadata[orderId]") } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.STRIPE_SECRET_KEY = "sk_test_studio_refunds";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_studio_refunds";
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${port}`;
  process.env.OPERATOR_EMAILS = "ops@example.com";
  return { calls, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
});
afterAll(() => stub.close());

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function chargeRefunded(orderId: string, paymentIntent: string) {
  const event = {
    id: `evt_test_refund_${orderId}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: "charge.refunded",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: `ch_test_${orderId}`, object: "charge", amount: 2900, amount_refunded: 2900, refunded: true, currency: "usd", payment_intent: paymentIntent, metadata: { orderId } } },
  };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return webhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload }), undefined);
}

describe.each(TEST_DATABASES)("studio refunds through Stripe on $name", (kind) => {
  const app = withAppDatabase(kind);
  let cookie = "";

  beforeAll(async () => {
    const op = await app.prisma.user.create({ data: { email: "ops@example.com", passwordHash: "x", fullName: "Op", dateOfBirth: "1990-01-01" } });
    cookie = await sessionCookieFor(op.id);
  });

  /** A tarot order paid through Stripe (payment intent kept for the refund), its reading held for a person. */
  async function stripeOrder() {
    const paymentIntent = `pi_test_${Math.random().toString(36).slice(2, 10)}`;
    const order = await paidOrder(app.prisma, "tarot", { prompt: "What is this season of work asking of me, honestly?" }, { noJob: true });
    await app.prisma.order.update({ where: { id: order.id }, data: { provider: "stripe", paymentRef: paymentIntent, providerSessionId: `cs_test_${order.id}` } });
    expect(await fulfilOrder(order.id, { prisma: app.prisma, provider: outboxProvider, model: null, review: "all", attempt: 3, log: quiet })).toBe("held");
    return { orderId: order.id, paymentIntent };
  }

  const refundCall = (orderId: string, reason = "The buyer asked to cancel before it was sent.") => refund(jsonRequest(`/api/studio/orders/${orderId}/refund`, { reason }, { headers: { cookie } }), { params: Promise.resolve({ orderId }) });

  it("two clicks reach Stripe once, with the order's idempotency key; the charge.refunded webhook marks the order refunded", async () => {
    const { orderId, paymentIntent } = await stripeOrder();
    const before = stub.calls.length;
    const responses = await Promise.all([refundCall(orderId), refundCall(orderId)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const calls = stub.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`refund:${orderId}`);
    expect(calls[0]!.body.get("payment_intent")).toBe(paymentIntent);

    // Requested, not yet confirmed: the reading is withdrawn at once so nothing is sent meanwhile.
    let order = await app.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { reading: true } });
    expect(order.status).toBe("paid");
    expect(order.refundRequestedAt).not.toBeNull();
    expect(order.reading!.status).toBe("withdrawn");
    expect((await app.prisma.auditEvent.findMany({ where: { orderId, actor: "ops@example.com" }, orderBy: { createdAt: "asc" } })).map((a) => a.action)).toEqual(["order.refund", "reading.withdraw"]);

    const res = await chargeRefunded(orderId, paymentIntent);
    expect(res.status).toBe(200);
    order = await app.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { reading: true } });
    expect(order.status).toBe("refunded");
    expect(order.refundedAt).not.toBeNull();
    expect(stub.calls.length - before).toBe(1);
  });

  it("a refund Stripe refuses is a 502 with Stripe's reason, recorded, and can be tried again", async () => {
    const { orderId } = await stripeOrder();
    stub.state.failing = true;
    const res = await refundCall(orderId);
    stub.state.failing = false;
    expect(res.status).toBe(502);
    expect((await jsonOf(res)).message).toMatch(/did not refund it: .*already been refunded/);
    const order = await app.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { reading: true } });
    expect(order.refundRequestedAt).toBeNull();
    expect(order.reading!.status).toBe("held");
    expect(await app.prisma.auditEvent.count({ where: { orderId, action: "order.refund-failed", actor: "ops@example.com" } })).toBe(1);

    expect((await refundCall(orderId)).status).toBe(200);
  });
});
