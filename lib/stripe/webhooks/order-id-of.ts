import type Stripe from "stripe";

/** The order a checkout session was created for: metadata.orderId, else client_reference_id (both set by us). */
export function orderIdOf(session: Pick<Stripe.Checkout.Session, "metadata" | "client_reference_id">): string | null {
  return session.metadata?.orderId || session.client_reference_id || null;
}
