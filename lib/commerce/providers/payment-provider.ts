import "server-only";

import { devProvidersEnabled, env } from "@/lib/env";
import { createCheckoutSession } from "@/lib/stripe/checkout";
import { refundPayment } from "@/lib/stripe/refund";

import { devPaymentProvider } from "./dev";
import type { PaymentProvider } from "./types";

/** Stripe (lib/stripe, which knows nothing of our order services: it only talks to Stripe). */
const stripePaymentProvider: PaymentProvider = { name: "stripe", createCheckout: createCheckoutSession, refund: refundPayment };

/**
 * Stripe when a secret key is configured, else the local dev provider where dev providers are
 * allowed (DESIGN.md); null in a production without either, so nobody is sent to a dead page.
 */
export function paymentProvider(): PaymentProvider | null {
  if (env.STRIPE_SECRET_KEY) return stripePaymentProvider;
  return devProvidersEnabled() ? devPaymentProvider : null;
}

/** The provider an existing order was paid through (a refund goes back the way the money came). */
export function providerOf(name: string): PaymentProvider | null {
  if (name === "stripe") return env.STRIPE_SECRET_KEY ? stripePaymentProvider : null;
  if (name === "dev") return devProvidersEnabled() ? devPaymentProvider : null;
  return null;
}
