import "server-only";

import type Stripe from "stripe";

import type { PaymentEventOutcome } from "@/lib/commerce/apply-payment-event";
import { markOrderCancelled } from "@/lib/commerce/mark-order-cancelled";

import { orderIdOf } from "./order-id-of";

/** checkout.session.expired: the buyer never paid; the pending order is closed. */
export function checkoutSessionExpired(event: Stripe.CheckoutSessionExpiredEvent): Promise<PaymentEventOutcome> {
  const session = event.data.object;
  return markOrderCancelled({
    orderId: orderIdOf(session),
    event: { id: event.id, type: event.type, provider: "stripe" },
    providerSessionId: session.id,
  });
}
