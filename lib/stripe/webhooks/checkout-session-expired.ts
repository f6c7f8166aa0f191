import "server-only";

import type Stripe from "stripe";

import { orderIdOf } from "./order-id-of";

/** checkout.session.expired: the buyer never paid; the pending order is closed. */
export function checkoutSessionExpired(event: Stripe.CheckoutSessionExpiredEvent) {
  const session = event.data.object;
  return {
    kind: "cancelled" as const,
    orderId: orderIdOf(session),
    event: { id: event.id, type: event.type, provider: "stripe" as const },
    providerSessionId: session.id,
  };
}
