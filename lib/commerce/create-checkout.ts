import "server-only";

import { ApiError } from "@/lib/api/errors";
import { appBaseUrl } from "@/lib/app-url";
import { db } from "@/lib/db";
import { careJson, classifyWords } from "@/lib/delivery/care";
import { productModule, type ProductCatalogue } from "@/lib/products";
import { hitRateLimit } from "@/lib/security/rate-limit";

import { orderContextJson, type BuyerContext } from "./buyer-context";
import type { OrderRequest } from "./checkout-orders";
import { paymentProvider } from "./providers/payment-provider";

const LIMIT = 20;
const WINDOW_MS = 10 * 60 * 1000;

export interface CreateCheckoutInput extends OrderRequest {
  email: string;
  userId: string | null;
  ip: string;
  /** Where the buyer is, as far as the request tells (for crisis resources by country). */
  context?: BuyerContext;
  /** Tests: a catalogue with a throwaway product. */
  catalogue?: ProductCatalogue;
  /** The origin the checkout was started on (lib/app-url.ts): links about this order lead back there in development. */
  siteOrigin?: string | null;
}

/**
 * Creates the pending Order (amount and currency from the product's module, never the caller),
 * with the care layer's first reading of the buyer's words, and asks the payment provider for a
 * hosted checkout carrying the order id. Answers the URL the browser should go to.
 */
export async function createCheckout(input: CreateCheckoutInput): Promise<{ checkoutUrl: string; orderId: string }> {
  const product = productModule(input.product, input.catalogue);
  if (!product) throw new ApiError(400, "Choose one of our readings or live sessions.");
  const provider = paymentProvider();
  if (!provider) throw new ApiError(503, "Checkout is not available right now. Please try again later.");
  const appUrl = appBaseUrl(input.siteOrigin);

  const limit = await hitRateLimit(`checkout:ip:${input.ip}`, LIMIT, WINDOW_MS);
  if (!limit.allowed) {
    throw new ApiError(429, "You've started several checkouts in a short time. Please wait a few minutes and try again.");
  }

  const order = await db().order.create({
    data: {
      product: product.id,
      amount: product.amount,
      currency: product.currency,
      email: input.email,
      meta: input.meta,
      care: careJson.store(classifyWords(product.buyerWords(input.meta))),
      context: orderContextJson.store(input.context ?? {}),
      userId: input.userId,
      provider: provider.name,
      siteOrigin: input.siteOrigin ?? null,
    },
    select: { id: true, product: true, amount: true, currency: true, email: true },
  });

  let session;
  try {
    session = await provider.createCheckout({ ...order, product: product.id, name: product.name, appUrl });
  } catch (error) {
    // The buyer can simply try again; this order will never be paid, so it is closed now.
    const reason = error instanceof Error ? error.message : String(error);
    console.error("[checkout] payment provider failed", { orderId: order.id, provider: provider.name, reason });
    await db().order.update({ where: { id: order.id }, data: { status: "cancelled" } });
    throw new ApiError(502, "We couldn't reach our payment provider. Please try again in a moment.");
  }

  await db().order.update({ where: { id: order.id }, data: { providerSessionId: session.sessionId } });
  return { checkoutUrl: session.checkoutUrl, orderId: order.id };
}
