import type { ProductId } from "@/lib/products/ids";

export type PaymentProviderName = "stripe" | "dev";

/** What a provider needs to charge for an order: all of it read from the stored Order row. */
export interface CheckoutOrder {
  id: string;
  product: ProductId;
  name: string;
  amount: number;
  currency: string;
  email: string;
  /** The site's base URL for the return links (lib/app-url.ts). */
  appUrl: string;
}

export interface ProviderCheckout {
  /** Stored in Order.providerSessionId: how webhook events find their order again. */
  sessionId: string;
  /** Where the browser goes to pay. */
  checkoutUrl: string;
}

/** A hosted checkout: Stripe in production, the local dev provider without keys (DESIGN.md). */
export interface PaymentProvider {
  name: PaymentProviderName;
  createCheckout(order: CheckoutOrder): Promise<ProviderCheckout>;
}
