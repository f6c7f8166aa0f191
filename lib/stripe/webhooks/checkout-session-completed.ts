import "server-only";

import type Stripe from "stripe";

import type { PaymentEventOutcome } from "@/lib/commerce/apply-payment-event";
import { markOrderPaid } from "@/lib/commerce/mark-order-paid";

import { orderIdOf } from "./order-id-of";

/**
 * checkout.session.completed (and async_payment_succeeded, which completes a delayed payment):
 * the order is paid once Stripe says the money is collected. A completed session whose payment
 * is still processing is recorded and left pending; its async_payment_succeeded event pays it.
 */
export async function checkoutSessionCompleted(
  event: Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent,
): Promise<PaymentEventOutcome> {
  const session = event.data.object;
  const paid = session.payment_status === "paid";
  return markOrderPaid({
    orderId: paid ? orderIdOf(session) : null,
    event: { id: event.id, type: event.type, provider: "stripe" },
    amountPaid: session.amount_total,
    currency: session.currency,
    providerSessionId: session.id,
    paymentRef: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    country: session.customer_details?.address?.country ?? null,
  });
}
