import "server-only";

import type Stripe from "stripe";

import { orderIdOf } from "./order-id-of";

/**
 * checkout.session.completed (and async_payment_succeeded, which completes a delayed payment):
 * the order is paid once Stripe says the money is collected. A completed session whose payment
 * is still processing names no order to pay (the event is recorded and the order left pending);
 * its async_payment_succeeded event pays it.
 */
export function checkoutSessionCompleted(event: Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent) {
  const session = event.data.object;
  const paid = session.payment_status === "paid";
  return {
    kind: "paid" as const,
    orderId: paid ? orderIdOf(session) : null,
    event: { id: event.id, type: event.type, provider: "stripe" as const },
    amountPaid: session.amount_total,
    currency: session.currency,
    providerSessionId: session.id,
    paymentRef: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    country: session.customer_details?.address?.country ?? null,
  };
}
