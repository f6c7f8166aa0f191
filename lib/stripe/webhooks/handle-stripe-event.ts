import "server-only";

import type Stripe from "stripe";

import type { PaymentEventOutcome } from "@/lib/commerce/apply-payment-event";
import { db } from "@/lib/db";

import { chargeRefunded } from "./charge-refunded";
import { checkoutSessionAsyncPaymentSucceeded } from "./checkout-session-async-payment-succeeded";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { checkoutSessionExpired } from "./checkout-session-expired";

/** The events we act on; every other type is acknowledged with 200 and ignored. */
export const HANDLED_STRIPE_EVENTS = new Set<Stripe.Event.Type>([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "charge.refunded",
]);

/** Dispatches a verified event to its handler; each handler records the event id so a replay is a no-op. */
export async function handleStripeEvent(event: Stripe.Event): Promise<PaymentEventOutcome | "unhandled"> {
  if (!HANDLED_STRIPE_EVENTS.has(event.type)) return "unhandled";
  // A cheap early exit for redeliveries (the insert inside each handler is the real guard).
  if (await db().webhookEvent.findUnique({ where: { id: event.id }, select: { id: true } })) return "duplicate";
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutSessionCompleted(event);
    case "checkout.session.async_payment_succeeded":
      return checkoutSessionAsyncPaymentSucceeded(event);
    case "checkout.session.expired":
      return checkoutSessionExpired(event);
    case "charge.refunded":
      return chargeRefunded(event);
    default:
      return "unhandled";
  }
}
