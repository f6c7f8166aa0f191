import "server-only";

import type Stripe from "stripe";

import { db } from "@/lib/db";

import { stripe } from "../client";
import { orderIdOf } from "./order-id-of";

/**
 * charge.refunded: a full refund refunds the order (a partial one is recorded and left alone).
 * Charges don't carry the session, so the order is found through the charge's metadata when
 * present, else through the checkout session that created its payment intent.
 */
export async function chargeRefunded(event: Stripe.ChargeRefundedEvent) {
  const charge = event.data.object;
  const fullyRefunded = charge.refunded && charge.amount_refunded >= charge.amount;
  return {
    kind: "refunded" as const,
    orderId: fullyRefunded ? await orderIdForCharge(charge) : null,
    event: { id: event.id, type: event.type, provider: "stripe" as const },
  };
}

async function orderIdForCharge(charge: Stripe.Charge): Promise<string | null> {
  if (charge.metadata?.orderId) return charge.metadata.orderId;
  const paymentIntent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntent) return null;
  const { data } = await stripe().checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  const session = data[0];
  if (!session) return null;
  const order = await db().order.findUnique({ where: { providerSessionId: session.id }, select: { id: true } });
  return order?.id ?? orderIdOf(session);
}
