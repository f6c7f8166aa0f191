import "server-only";

import Stripe from "stripe";

import { ApiError } from "@/lib/api/errors";
import { env } from "@/lib/env";

/**
 * Verifies a webhook delivery against STRIPE_WEBHOOK_SECRET and parses it. Uses the SDK's static
 * helper, so verification needs no API key. Every failure is a 400: Stripe shows it in the
 * dashboard and a forged or corrupted delivery changes nothing.
 */
export function constructEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(400, "Webhook signing secret is not configured.");
  if (!signature) throw new ApiError(400, "Missing Stripe-Signature header.");
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new ApiError(400, "Webhook signature verification failed.");
  }
}
