import "server-only";

import { enqueueJob } from "@/lib/jobs/enqueue";
import { fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";

import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderPaidInput {
  orderId: string | null;
  event: PaymentEvent;
  /** What the provider actually collected, in minor units, and in which currency. */
  amountPaid: number | null;
  currency: string | null;
  /** The provider's checkout session, when it names one: it must be the order's own. */
  providerSessionId?: string;
}

/**
 * Payment completed (Stripe's checkout.session.completed, or Pay on the dev checkout page):
 * pending → paid, and the fulfilment job queued in the same transaction, so a paid order always
 * has exactly one job. A payment that doesn't match the order's amount and currency is not
 * accepted; an operator alert is raised instead.
 */
export async function markOrderPaid(input: MarkOrderPaidInput): Promise<PaymentEventOutcome> {
  const { orderId, event } = input;
  return applyPaymentEvent(event, async (tx) => {
    if (!orderId) return false;
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { id: true, amount: true, currency: true, provider: true, providerSessionId: true },
    });
    if (!order || order.provider !== event.provider) {
      console.warn("[payments] paid event for an unknown order", { eventId: event.id, orderId });
      return false;
    }
    if (input.providerSessionId && order.providerSessionId && input.providerSessionId !== order.providerSessionId) {
      console.warn("[payments] paid event from another checkout session", { eventId: event.id, orderId });
      return false;
    }
    if (input.amountPaid !== order.amount || input.currency?.toLowerCase() !== order.currency.toLowerCase()) {
      const message = `Event ${event.id} reports ${input.amountPaid ?? "no amount"} ${input.currency ?? ""} paid; the order is ${order.amount} ${order.currency}. Not marked paid.`;
      console.error("[payments] amount mismatch", { orderId, message });
      await tx.operatorAlert.createMany({ data: [{ kind: "payment-amount-mismatch", subjectId: order.id, message }], skipDuplicates: true });
      return false;
    }
    const { count } = await tx.order.updateMany({ where: { id: order.id, status: "pending" }, data: { status: "paid", paidAt: new Date() } });
    if (count === 0) return false;
    await enqueueJob(tx, { type: JOB_TYPES.fulfilOrder, payload: { orderId: order.id }, key: fulfilOrderJobKey(order.id) });
    return true;
  });
}
