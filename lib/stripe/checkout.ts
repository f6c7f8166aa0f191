import "server-only";

import { env } from "@/lib/env";

import { stripe } from "./client";

/** What a Checkout Session needs of one of our orders (read from the stored Order row). */
export interface StripeCheckoutOrder {
  id: string;
  product: string;
  name: string;
  amount: number;
  currency: string;
  email: string;
  /** The site's base URL for the return links (lib/app-url.ts). */
  appUrl: string;
}

/**
 * Stripe Checkout in payment mode, priced inline from the server catalogue (no Stripe Price
 * objects to keep in sync). The order id rides along as client_reference_id and metadata, on the
 * session and on its payment intent (refunds arrive as charges), so every event finds its order.
 * Promotion codes and Stripe Tax are switched on by STRIPE_PROMOTION_CODES / STRIPE_AUTOMATIC_TAX;
 * the price is tax-exclusive, so the subtotal always equals the catalogue price.
 */
export async function createCheckoutSession(order: StripeCheckoutOrder): Promise<{ sessionId: string; checkoutUrl: string }> {
  const session = await stripe().checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency,
            unit_amount: order.amount,
            product_data: { name: order.name },
            ...(env.STRIPE_AUTOMATIC_TAX ? { tax_behavior: "exclusive" as const } : {}),
          },
        },
      ],
      ...(env.STRIPE_PROMOTION_CODES ? { allow_promotion_codes: true } : {}),
      ...(env.STRIPE_AUTOMATIC_TAX ? { automatic_tax: { enabled: true }, billing_address_collection: "required" as const } : {}),
      client_reference_id: order.id,
      customer_email: order.email,
      metadata: { orderId: order.id, product: order.product },
      payment_intent_data: { metadata: { orderId: order.id, product: order.product } },
      success_url: `${order.appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${order.appUrl}/cancel?order=${encodeURIComponent(order.id)}`,
    },
    // One session per order, even if a network retry repeats the request.
    { idempotencyKey: `checkout-session:${order.id}` },
  );
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
  return { sessionId: session.id, checkoutUrl: session.url };
}
