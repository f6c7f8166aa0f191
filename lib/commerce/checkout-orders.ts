import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { astroBlueprint, bundleCouples, matchReport, numerologyMap, tarot, tarotImmersion } from "@/lib/products";
import type { BundleCheckoutData, MatchCheckoutData, ShopCheckoutData } from "@/lib/validations/checkout";

/** What a checkout call asks for: a product and the Order.meta it will carry, as its module stores it. */
export interface OrderRequest {
  product: string;
  meta: Prisma.InputJsonObject;
}

const LIVE_SESSION_MODULES = { "astro-blueprint": astroBlueprint, "numerology-map": numerologyMap, "tarot-immersion": tarotImmersion } as const;

/** POST /api/stripe/checkout: the tarot reading, or a live session. */
export function shopOrder(input: ShopCheckoutData): OrderRequest {
  if (input.product === "tarot") return { product: "tarot", meta: tarot.definition.meta.store({ prompt: input.prompt }) };
  const { fullName, timezone, notes, intention } = input.details;
  // Optional details that were not given are left out rather than stored as null.
  const details = { ...(fullName ? { fullName } : {}), ...(timezone ? { timezone } : {}), ...(notes ? { notes } : {}), intention };
  return { product: input.product, meta: LIVE_SESSION_MODULES[input.product].definition.meta.store({ details, prompt: intention }) };
}

export function matchOrder(input: MatchCheckoutData): OrderRequest {
  return { product: "match-report", meta: matchReport.definition.meta.store({ person1: input.person1, person2: input.person2 }) };
}

export function bundleOrder(input: BundleCheckoutData): OrderRequest {
  return { product: "bundle-couples", meta: bundleCouples.definition.meta.store({ person1: input.person1, person2: input.person2, prompt: input.prompt }) };
}
