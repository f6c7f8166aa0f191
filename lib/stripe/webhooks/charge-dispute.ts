import "server-only";

import type Stripe from "stripe";

import { orderIdForPayment } from "./charge-refunded";

/**
 * charge.dispute.created / charge.dispute.closed: the buyer's bank opened (or settled) a
 * chargeback. The order is found through the disputed payment intent.
 */
export async function chargeDispute(event: Stripe.ChargeDisputeCreatedEvent | Stripe.ChargeDisputeClosedEvent) {
  const dispute = event.data.object;
  const paymentIntent = typeof dispute.payment_intent === "string" ? dispute.payment_intent : (dispute.payment_intent?.id ?? null);
  return {
    kind: "disputed" as const,
    phase: event.type === "charge.dispute.created" ? ("created" as const) : ("closed" as const),
    orderId: paymentIntent ? await orderIdForPayment(paymentIntent, dispute.metadata?.orderId) : (dispute.metadata?.orderId ?? null),
    event: { id: event.id, type: event.type, provider: "stripe" as const },
    disputeId: dispute.id,
    status: dispute.status,
    reason: dispute.reason,
    amount: dispute.amount,
    currency: dispute.currency,
  };
}
