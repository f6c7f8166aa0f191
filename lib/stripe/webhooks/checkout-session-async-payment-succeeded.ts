import "server-only";

import type Stripe from "stripe";

import { checkoutSessionCompleted } from "./checkout-session-completed";

/** A delayed payment method (e.g. a bank debit) finished collecting: the same as an immediate payment. */
export function checkoutSessionAsyncPaymentSucceeded(event: Stripe.CheckoutSessionAsyncPaymentSucceededEvent) {
  return checkoutSessionCompleted(event);
}
