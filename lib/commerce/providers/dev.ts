import "server-only";

import { markOrderRefunded } from "../mark-order-refunded";
import type { PaymentProvider } from "./types";

/**
 * The local provider (DESIGN.md "Local providers"): the "hosted checkout" is our own
 * /dev/checkout/{orderId} page, whose Pay button runs the same service as Stripe's webhook; a
 * refund runs the service Stripe's charge.refunded webhook runs, with one event id per order.
 */
export const devPaymentProvider: PaymentProvider = {
  name: "dev",
  async createCheckout(order) {
    return { sessionId: `dev_cs_${order.id}`, checkoutUrl: `/dev/checkout/${encodeURIComponent(order.id)}` };
  },
  async refund(order) {
    await markOrderRefunded({ orderId: order.id, event: { id: `dev_evt_refunded_${order.id}`, type: "charge.refunded", provider: "dev" } });
    return { refundId: `dev_re_${order.id}` };
  },
};
