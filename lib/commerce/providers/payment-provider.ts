import "server-only";

import { devProvidersEnabled, env } from "@/lib/env";

import { devPaymentProvider } from "./dev";
import { stripePaymentProvider } from "./stripe";
import type { PaymentProvider } from "./types";

/**
 * Stripe when a secret key is configured, else the local dev provider where dev providers are
 * allowed (DESIGN.md); null in a production without either, so nobody is sent to a dead page.
 */
export function paymentProvider(): PaymentProvider | null {
  if (env.STRIPE_SECRET_KEY) return stripePaymentProvider;
  return devProvidersEnabled() ? devPaymentProvider : null;
}
