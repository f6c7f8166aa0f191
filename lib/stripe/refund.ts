import "server-only";

import { stripe } from "./client";

/** What a refund needs of one of our orders. */
export interface StripeRefundableOrder {
  id: string;
  /** The payment intent, when the webhook recorded it. */
  paymentRef: string | null;
  providerSessionId: string | null;
}

/**
 * Refunds an order's payment in full. The charge.refunded webhook then marks the order refunded;
 * the idempotency key makes a repeated call the same refund.
 */
export async function refundPayment(order: StripeRefundableOrder): Promise<{ refundId: string | null }> {
  let paymentIntent = order.paymentRef;
  if (!paymentIntent && order.providerSessionId) {
    const session = await stripe().checkout.sessions.retrieve(order.providerSessionId);
    paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  }
  if (!paymentIntent) throw new Error(`Order ${order.id} has no Stripe payment to refund`);
  const refund = await stripe().refunds.create({ payment_intent: paymentIntent, metadata: { orderId: order.id } }, { idempotencyKey: `refund:${order.id}` });
  return { refundId: refund.id };
}
