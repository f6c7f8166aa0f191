import "server-only";

import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderRefundedInput {
  orderId: string | null;
  event: PaymentEvent;
  /** Whether the whole payment went back (default); a partial refund is only recorded. */
  full?: boolean;
  /** Refunded so far, minor units, when the provider says. */
  amountRefunded?: number;
}

/**
 * The payment was refunded in full (Stripe's charge.refunded, or the dev provider's refund):
 * paid or fulfilled → refunded. A reading still waiting for a person is withdrawn with it, so
 * nothing is sent for money that went back.
 */
export async function markOrderRefunded({ orderId, event, full = true, amountRefunded }: MarkOrderRefundedInput): Promise<PaymentEventOutcome> {
  return applyPaymentEvent({ ...event, orderId }, async (tx) => {
    if (!orderId) return false;
    if (!full) {
      // Part of the payment went back (an operator's goodwill refund in the dashboard): recorded, the order stands.
      if (amountRefunded === undefined) return false;
      const { count } = await tx.order.updateMany({
        where: { id: orderId, provider: event.provider, amountRefunded: { lt: amountRefunded } },
        data: { amountRefunded },
      });
      return count === 1;
    }
    const { count } = await tx.order.updateMany({
      where: { id: orderId, provider: event.provider, status: { in: ["paid", "fulfilled"] } },
      data: { status: "refunded", refundedAt: new Date(), ...(amountRefunded !== undefined ? { amountRefunded } : {}) },
    });
    if (count === 1) {
      await tx.reading.updateMany({
        where: { orderId, status: { in: ["held", "approved"] }, OR: [{ holdReason: null }, { holdReason: { not: "crisis" } }] },
        data: { status: "withdrawn" },
      });
    }
    return count === 1;
  });
}
