import "server-only";

import type Stripe from "stripe";

import { db } from "@/lib/db";

import { chargeDispute } from "./charge-dispute";
import { chargeRefunded } from "./charge-refunded";
import { checkoutSessionAsyncPaymentFailed } from "./checkout-session-async-payment-failed";
import { checkoutSessionAsyncPaymentSucceeded } from "./checkout-session-async-payment-succeeded";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { checkoutSessionExpired } from "./checkout-session-expired";

/** The events we act on; every other type is acknowledged with 200 and ignored. */
const HANDLED_STRIPE_EVENTS = new Set<Stripe.Event.Type>([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.closed",
]);

/**
 * Reads a verified event, through one handler per event type, into what it means for one of our
 * orders (lib/commerce's PaymentNotice, which the webhook route applies, each event id once).
 * lib/stripe speaks Stripe and never calls the order services itself, so lib/commerce may use it
 * for checkout and refunds without the two importing each other.
 */
export async function handleStripeEvent(event: Stripe.Event) {
  if (!HANDLED_STRIPE_EVENTS.has(event.type)) return { kind: "unhandled" as const };
  // A cheap early exit for redeliveries, before any call to Stripe (applying the notice is the real guard).
  if (await db().webhookEvent.findUnique({ where: { id: event.id }, select: { id: true } })) return { kind: "duplicate" as const };
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutSessionCompleted(event);
    case "checkout.session.async_payment_succeeded":
      return checkoutSessionAsyncPaymentSucceeded(event);
    case "checkout.session.async_payment_failed":
      return checkoutSessionAsyncPaymentFailed(event);
    case "checkout.session.expired":
      return checkoutSessionExpired(event);
    case "charge.refunded":
      return chargeRefunded(event);
    case "charge.dispute.created":
    case "charge.dispute.closed":
      return chargeDispute(event);
    default:
      return { kind: "unhandled" as const };
  }
}
