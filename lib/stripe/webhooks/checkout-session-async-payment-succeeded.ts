import "server-only";

import type Stripe from "stripe";

import type { PaymentEventOutcome } from "@/lib/commerce/apply-payment-event";

import { checkoutSessionCompleted } from "./checkout-session-completed";

/** A delayed payment method (e.g. a bank debit) finished collecting: the same path as an immediate payment. */
export function checkoutSessionAsyncPaymentSucceeded(event: Stripe.CheckoutSessionAsyncPaymentSucceededEvent): Promise<PaymentEventOutcome> {
  return checkoutSessionCompleted(event);
}
