import "server-only";

import type Stripe from "stripe";

import { orderIdOf } from "./order-id-of";

/** checkout.session.async_payment_failed: a delayed payment (a bank debit) did not go through; the order fails and the buyer is told. */
export function checkoutSessionAsyncPaymentFailed(event: Stripe.CheckoutSessionAsyncPaymentFailedEvent) {
  const session = event.data.object;
  return {
    kind: "payment-failed" as const,
    orderId: orderIdOf(session),
    event: { id: event.id, type: event.type, provider: "stripe" as const },
    providerSessionId: session.id,
  };
}
