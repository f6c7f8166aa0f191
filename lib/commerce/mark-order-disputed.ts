import "server-only";

import { formatAmount } from "@/lib/products/ids";

import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderDisputedInput {
  orderId: string | null;
  event: PaymentEvent;
  phase: "created" | "closed";
  disputeId: string;
  /** The provider's dispute status: needs_response, under_review, won, lost, … */
  status: string;
  reason: string;
  amount: number;
  currency: string;
}

export const DISPUTE_ALERT_KIND = "payment-disputed";
export const DISPUTE_CLOSED_ALERT_KIND = "payment-dispute-closed";

/**
 * A chargeback. Opened: the order is marked disputed; if its reading has not been sent, nothing
 * more is sent (fulfilment and delivery check the mark, a reading waiting for a person is
 * withdrawn, queued jobs for it are stopped), and the operator is alerted to answer the bank.
 * Closed: the outcome is recorded and the operator told. Alerts are emailed to TEAM_EMAIL after
 * the response (lib/alerts/notify-pending.tsx).
 */
export async function markOrderDisputed(input: MarkOrderDisputedInput): Promise<PaymentEventOutcome> {
  const { orderId, event } = input;
  return applyPaymentEvent({ ...event, orderId }, async (tx) => {
    if (!orderId) return false;
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true, provider: true, status: true, reading: { select: { status: true } } } });
    if (!order || order.provider !== event.provider) return false;
    const now = new Date();
    const amount = formatAmount(input.amount, input.currency);
    if (input.phase === "created") {
      await tx.order.update({ where: { id: orderId }, data: { disputedAt: now, disputeStatus: input.status } });
      const sent = order.status === "fulfilled" || order.reading?.status === "sent";
      if (!sent) {
        await tx.reading.updateMany({ where: { orderId, status: { in: ["held", "approved"] }, OR: [{ holdReason: null }, { holdReason: { not: "crisis" } }] }, data: { status: "withdrawn" } });
        await tx.job.updateMany({
          where: { orderId, status: "queued" },
          data: { status: "dead", lastError: `Stopped: the payment is disputed (${input.disputeId})`, lockedBy: null, lockedUntil: null },
        });
      }
      const message = `The buyer's bank opened a dispute (${input.disputeId}, reason ${input.reason}, ${amount}) on order ${orderId}. ${
        sent ? "The reading had already been sent." : "The reading had not been sent: fulfilment is stopped."
      } Answer it in the Stripe dashboard before its deadline.`;
      await tx.operatorAlert.createMany({ data: [{ kind: DISPUTE_ALERT_KIND, subjectId: orderId, message: `A payment was disputed: ${message}` }], skipDuplicates: true });
      return true;
    }
    await tx.order.update({ where: { id: orderId }, data: { disputeStatus: input.status } });
    const message = `The dispute ${input.disputeId} on order ${orderId} (${amount}) closed as ${input.status}.${input.status === "won" ? " If the reading was never sent, retry its job or refund from the studio." : ""}`;
    await tx.operatorAlert.createMany({ data: [{ kind: DISPUTE_CLOSED_ALERT_KIND, subjectId: orderId, message: `A dispute closed: ${message}` }], skipDuplicates: true });
    return true;
  });
}
