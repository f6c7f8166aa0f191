import "server-only";

import Stripe from "stripe";

import { SITE_NAME } from "@/config/site";
import { env } from "@/lib/env";

/** Pinned so a Stripe-side default change never alters the payloads we send and receive. */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

let client: Stripe | undefined;

/**
 * The server's Stripe client, created on first use. STRIPE_API_BASE (tests and local stubs only)
 * points the SDK at another host, e.g. `http://127.0.0.1:4242`.
 */
export function stripe(): Stripe {
  if (client) return client;
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set: the dev payment provider should have been used.");
  client = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    appInfo: { name: SITE_NAME, url: env.APP_URL },
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...apiBase(env.STRIPE_API_BASE),
  });
  return client;
}

function apiBase(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}
