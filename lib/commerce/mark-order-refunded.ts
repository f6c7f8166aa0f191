import "server-only";

import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderRefundedInput {
  orderId: string | null;
  event: PaymentEvent;
}

/** The payment was refunded in full (Stripe's charge.refunded): paid or fulfilled → refunded. */
export async function markOrderRefunded({ orderId, event }: MarkOrderRefundedInput): Promise<PaymentEventOutcome> {
  return applyPaymentEvent(event, async (tx) => {
    if (!orderId) return false;
    const { count } = await tx.order.updateMany({
      where: { id: orderId, provider: event.provider, status: { in: ["paid", "fulfilled"] } },
      data: { status: "refunded" },
    });
    return count === 1;
  });
}
