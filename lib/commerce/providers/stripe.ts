import "server-only";

import { stripe } from "@/lib/stripe/client";

import type { PaymentProvider } from "./types";

/** Stripe Checkout in payment mode, priced inline from the server catalogue (no Stripe Price objects to keep in sync). */
export const stripePaymentProvider: PaymentProvider = {
  name: "stripe",
  async createCheckout(order) {
    const { appUrl } = order;
    const session = await stripe().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: { currency: order.currency, unit_amount: order.amount, product_data: { name: order.name } },
          },
        ],
        client_reference_id: order.id,
        customer_email: order.email,
        metadata: { orderId: order.id, product: order.product },
        // Refund events arrive as charges: the payment intent carries the order id to them.
        payment_intent_data: { metadata: { orderId: order.id, product: order.product } },
        success_url: `${appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/cancel?order=${encodeURIComponent(order.id)}`,
      },
      // One session per order, even if a network retry repeats the request.
      { idempotencyKey: `checkout-session:${order.id}` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { sessionId: session.id, checkoutUrl: session.url };
  },
  async refund(order) {
    let paymentIntent = order.paymentRef;
    if (!paymentIntent && order.providerSessionId) {
      const session = await stripe().checkout.sessions.retrieve(order.providerSessionId);
      paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
    }
    if (!paymentIntent) throw new Error(`Order ${order.id} has no Stripe payment to refund`);
    // The charge.refunded webhook marks the order refunded; the key makes a repeat the same refund.
    const refund = await stripe().refunds.create(
      { payment_intent: paymentIntent, metadata: { orderId: order.id } },
      { idempotencyKey: `refund:${order.id}` },
    );
    return { refundId: refund.id };
  },
};
