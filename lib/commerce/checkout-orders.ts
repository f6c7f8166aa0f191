import type { Prisma } from "@/lib/generated/prisma/client";
import type { BundleMeta, LiveSessionMeta, MatchMeta, TarotMeta } from "@/lib/commerce/order-meta";
import type { ProductId } from "@/lib/products/ids";
import type { BundleCheckoutData, MatchCheckoutData, ShopCheckoutData } from "@/lib/validations/checkout";

/** What a checkout call asks for: a product and the Order.meta it will carry (lib/commerce/order-meta.ts). */
export interface OrderRequest {
  product: ProductId;
  meta: Prisma.InputJsonObject;
}

/** POST /api/stripe/checkout: the tarot reading (meta { prompt }) or a live session (meta { details, prompt }). */
export function shopOrder(input: ShopCheckoutData): OrderRequest {
  if (input.product === "tarot") {
    const meta: TarotMeta = { prompt: input.prompt };
    return { product: "tarot", meta };
  }
  const { fullName, timezone, notes, intention } = input.details;
  // Optional details that were not given are left out rather than stored as null.
  const details: LiveSessionMeta["details"] = {
    ...(fullName ? { fullName } : {}),
    ...(timezone ? { timezone } : {}),
    ...(notes ? { notes } : {}),
    intention,
  };
  const meta: LiveSessionMeta = { details, prompt: intention };
  return { product: input.product, meta };
}

export function matchOrder(input: MatchCheckoutData): OrderRequest {
  const meta: MatchMeta = { person1: input.person1, person2: input.person2 };
  return { product: "match-report", meta };
}

export function bundleOrder(input: BundleCheckoutData): OrderRequest {
  const meta: BundleMeta = { person1: input.person1, person2: input.person2, prompt: input.prompt };
  return { product: "bundle-couples", meta };
}
