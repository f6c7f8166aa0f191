import "server-only";

import type { PaymentProvider } from "./types";

/**
 * The local provider (DESIGN.md "Local providers"): the "hosted checkout" is our own
 * /dev/checkout/{orderId} page, whose Pay button runs the same service as Stripe's webhook.
 */
export const devPaymentProvider: PaymentProvider = {
  name: "dev",
  async createCheckout(order) {
    return { sessionId: `dev_cs_${order.id}`, checkoutUrl: `/dev/checkout/${encodeURIComponent(order.id)}` };
  },
};
