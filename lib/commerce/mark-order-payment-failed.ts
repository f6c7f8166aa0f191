import "server-only";

import { enqueueJob } from "@/lib/jobs/enqueue";
import { JOB_TYPES, paymentFailedJobKey } from "@/lib/jobs/types";

import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderPaymentFailedInput {
  orderId: string | null;
  event: PaymentEvent;
  providerSessionId?: string;
}

/**
 * A delayed payment did not go through (Stripe's checkout.session.async_payment_failed):
 * pending → failed, and the buyer's letter queued in the same transaction (sent after the response).
 */
export async function markOrderPaymentFailed({ orderId, event, providerSessionId }: MarkOrderPaymentFailedInput): Promise<PaymentEventOutcome> {
  return applyPaymentEvent({ ...event, orderId }, async (tx) => {
    if (!orderId) return false;
    const { count } = await tx.order.updateMany({
      where: { id: orderId, provider: event.provider, status: "pending", ...(providerSessionId ? { OR: [{ providerSessionId }, { providerSessionId: null }] } : {}) },
      data: { status: "failed", failedAt: new Date() },
    });
    if (count === 0) return false;
    await enqueueJob(tx, { type: JOB_TYPES.paymentFailed, payload: { orderId }, key: paymentFailedJobKey(orderId) });
    return true;
  });
}
