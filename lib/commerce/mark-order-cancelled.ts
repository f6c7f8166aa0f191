import "server-only";

import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderCancelledInput {
  orderId: string | null;
  event: PaymentEvent;
  providerSessionId?: string;
}

/** The checkout was abandoned (Stripe's checkout.session.expired, or Cancel on the dev page): pending → cancelled. */
export async function markOrderCancelled({ orderId, event, providerSessionId }: MarkOrderCancelledInput): Promise<PaymentEventOutcome> {
  return applyPaymentEvent({ ...event, orderId }, async (tx) => {
    if (!orderId) return false;
    const { count } = await tx.order.updateMany({
      where: {
        id: orderId,
        provider: event.provider,
        status: "pending",
        // A session that isn't the order's own (e.g. a stale retry) must not close it.
        ...(providerSessionId ? { OR: [{ providerSessionId }, { providerSessionId: null }] } : {}),
      },
      data: { status: "cancelled" },
    });
    return count === 1;
  });
}
