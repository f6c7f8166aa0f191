import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local stand-in for the Stripe API endpoints the app calls (there is no stripe-mock on
 * npm). The real SDK is pointed at it through STRIPE_API_BASE. It records every request, with
 * the form body decoded into nested objects the way Stripe reads it.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Record<string, Json>;
}

export interface StubSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  url: string;
  /** Before discounts and tax: the catalogue price. */
  amount_subtotal: number;
  /** What is charged: the subtotal less a promotion code's discount, plus tax. */
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  allow_promotion_codes: boolean;
  automatic_tax: { enabled: boolean };
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  line_items_sent: Json;
}

export interface StubRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number | null;
  status: "succeeded";
  metadata: Record<string, string>;
  idempotencyKey: string | null;
}

export interface StripeStub {
  url: string;
  requests: StubRequest[];
  /** Refunds created, one per distinct idempotency key (a repeat with the same key returns the first). */
  refunds: StubRefund[];
  sessions: Map<string, StubSession>;
  /** Until reset with null, checkout-session creates answer with this HTTP status and a Stripe error body. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** Decodes `a[b][0][c]=1` form keys (Stripe's encoding) into nested objects and arrays. */
function decodeStripeForm(raw: string): Record<string, Json> {
  const root: Record<string, Json> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, Json> | Json[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const container = node as Record<string, Json>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, Json> | Json[];
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StubSession>();
  const refunds: StubRefund[] = [];
  let failStatus: number | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const body = decodeStripeForm(Buffer.concat(chunks).toString("utf8"));
      requests.push({ method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        res.end(JSON.stringify(payload));
      };

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (failStatus) return send(failStatus, { error: { type: "api_error", message: "The stub was told to fail." } });
        const lineItems = body.line_items as { price_data?: { unit_amount?: string; currency?: string } }[] | undefined;
        const first = lineItems?.[0]?.price_data;
        const session: StubSession = {
          id: id("cs"),
          object: "checkout.session",
          mode: String(body.mode),
          status: "open",
          payment_status: "unpaid",
          url: `https://checkout.stripe.test/c/pay/${id("cs")}`,
          amount_subtotal: Number(first?.unit_amount ?? 0),
          amount_total: Number(first?.unit_amount ?? 0),
          total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
          allow_promotion_codes: body.allow_promotion_codes === "true",
          automatic_tax: { enabled: (body.automatic_tax as { enabled?: string } | undefined)?.enabled === "true" },
          currency: String(first?.currency ?? "usd"),
          client_reference_id: (body.client_reference_id as string | undefined) ?? null,
          customer_email: (body.customer_email as string | undefined) ?? null,
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          payment_intent: null,
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          line_items_sent: (body.line_items as Json) ?? null,
        };
        sessions.set(session.id, session);
        return send(200, session);
      }

      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        // Stripe replays a request with the same Idempotency-Key instead of refunding twice.
        const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
        const earlier = key ? refunds.find((r) => r.idempotencyKey === key) : undefined;
        if (earlier) return send(200, earlier);
        const refund: StubRefund = {
          id: id("re"),
          object: "refund",
          payment_intent: String(body.payment_intent),
          amount: body.amount ? Number(body.amount) : null,
          status: "succeeded",
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          idempotencyKey: key,
        };
        refunds.push(refund);
        return send(200, refund);
      }

      if (req.method === "GET" && url.pathname === "/v1/checkout/sessions") {
        const pi = url.searchParams.get("payment_intent");
        const data = [...sessions.values()].filter((s) => !pi || s.payment_intent === pi);
        return send(200, { object: "list", url: "/v1/checkout/sessions", has_more: false, data });
      }

      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refunds,
    sessions,
    failWith(status) {
      failStatus = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
