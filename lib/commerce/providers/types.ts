export type PaymentProviderName = "stripe" | "dev";

/** What a provider needs to charge for an order: all of it read from the stored Order row. */
export interface CheckoutOrder {
  id: string;
  product: string;
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

/** What a provider needs to refund an order in full. */
export interface RefundableOrder {
  id: string;
  amount: number;
  currency: string;
  paymentRef: string | null;
  providerSessionId: string | null;
}

/** A hosted checkout: Stripe in production, the local dev provider without keys (DESIGN.md). */
export interface PaymentProvider {
  name: PaymentProviderName;
  createCheckout(order: CheckoutOrder): Promise<ProviderCheckout>;
  /**
   * Refunds the whole payment. The order is marked refunded when the provider confirms it, by the
   * same code path as Stripe's charge.refunded webhook. Must be safe to call twice for an order.
   */
  refund(order: RefundableOrder): Promise<{ refundId: string | null }>;
}
