import "server-only";

import type Stripe from "stripe";

import { db } from "@/lib/db";

import { stripe } from "../client";
import { orderIdOf } from "./order-id-of";

/**
 * charge.refunded: a full refund refunds the order; a partial one is recorded on it (how much
 * went back) and leaves it as it is. Charges don't carry the session, so the order is found
 * through the charge's metadata when present, else through its payment intent.
 */
export async function chargeRefunded(event: Stripe.ChargeRefundedEvent) {
  const charge = event.data.object;
  const paymentIntent = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  return {
    kind: "refunded" as const,
    orderId: paymentIntent ? await orderIdForPayment(paymentIntent, charge.metadata?.orderId) : (charge.metadata?.orderId ?? null),
    event: { id: event.id, type: event.type, provider: "stripe" as const },
    full: charge.refunded && charge.amount_refunded >= charge.amount,
    amountRefunded: charge.amount_refunded,
  };
}

/** The order a payment intent paid: metadata when present, else our stored payment ref, else the checkout session that created it. */
export async function orderIdForPayment(paymentIntent: string, metadataOrderId?: string | null): Promise<string | null> {
  if (metadataOrderId) return metadataOrderId;
  const stored = await db().order.findFirst({ where: { provider: "stripe", paymentRef: paymentIntent }, select: { id: true } });
  if (stored) return stored.id;
  const { data } = await stripe().checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  const session = data[0];
  if (!session) return null;
  const order = await db().order.findUnique({ where: { providerSessionId: session.id }, select: { id: true } });
  return order?.id ?? orderIdOf(session);
}
