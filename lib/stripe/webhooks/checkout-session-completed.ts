import "server-only";

import type Stripe from "stripe";

import { orderIdOf } from "./order-id-of";

/**
 * checkout.session.completed (and async_payment_succeeded, which completes a delayed payment):
 * the order is paid once Stripe says the money is collected. A completed session whose payment
 * is still processing names no order to pay (the event is recorded and the order left pending);
 * its async_payment_succeeded event pays it. A session a promotion code made free is complete
 * with nothing to collect (`no_payment_required`). The amounts go along as Stripe reports them:
 * the subtotal (before discounts and tax) is what is checked against the catalogue price.
 */
export function checkoutSessionCompleted(event: Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent) {
  const session = event.data.object;
  const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  return {
    kind: "paid" as const,
    orderId: paid ? orderIdOf(session) : null,
    event: { id: event.id, type: event.type, provider: "stripe" as const },
    amountPaid: session.amount_subtotal,
    amountTotal: session.amount_total,
    amountDiscount: session.total_details?.amount_discount ?? null,
    amountTax: session.total_details?.amount_tax ?? null,
    currency: session.currency,
    providerSessionId: session.id,
    paymentRef: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    country: session.customer_details?.address?.country ?? null,
  };
}
