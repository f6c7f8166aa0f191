import "server-only";

import { enqueueJob } from "@/lib/jobs/enqueue";
import { fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";
import { productModule, type ProductCatalogue } from "@/lib/products";

import { orderContextJson } from "./buyer-context";
import { applyPaymentEvent, type PaymentEvent, type PaymentEventOutcome } from "./apply-payment-event";

export interface MarkOrderPaidInput {
  orderId: string | null;
  event: PaymentEvent;
  /**
   * The amount to check against the catalogue price, minor units: the subtotal, before any
   * promotion code and tax (Stripe's amount_subtotal), or what the dev provider collected.
   */
  amountPaid: number | null;
  /** What was charged in the end, the discount and the tax, as the provider reports them (stored). */
  amountTotal?: number | null;
  amountDiscount?: number | null;
  amountTax?: number | null;
  currency: string | null;
  /** The provider's checkout session, when it names one: it must be the order's own. */
  providerSessionId?: string;
  /** The provider's payment id (Stripe's payment intent), kept for refunds. */
  paymentRef?: string | null;
  /** The billing country the provider reports, if any (crisis resources by country). */
  country?: string | null;
  catalogue?: ProductCatalogue;
}

/**
 * Payment completed (Stripe's checkout.session.completed, or Pay on the dev checkout page):
 * pending → paid, the product's work at payment done and stored (the tarot draw, from a
 * cryptographic source), and the fulfilment job queued, all in one transaction, so a paid order
 * always has its draw and exactly one job. A payment whose subtotal or currency doesn't match the
 * order's is not accepted; an operator alert is raised (and emailed) instead. A promotion code or
 * tax changes the total, not the subtotal: such orders are fulfilled, their amounts stored.
 */
export async function markOrderPaid(input: MarkOrderPaidInput): Promise<PaymentEventOutcome> {
  const { orderId, event } = input;
  return applyPaymentEvent({ ...event, orderId }, async (tx) => {
    if (!orderId) return false;
    const order = await tx.order.findUnique({
      where: { id: orderId },
      select: { id: true, product: true, amount: true, currency: true, provider: true, providerSessionId: true, context: true },
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
      await tx.operatorAlert.createMany({ data: [{ kind: "payment-amount-mismatch", subjectId: order.id, message: `A payment did not match its order: ${message}` }], skipDuplicates: true });
      return false;
    }
    const paidAt = new Date();
    const product = productModule(order.product, input.catalogue);
    const draw = product?.drawAtPayment(paidAt) ?? undefined;
    const context = orderContextJson.safeParse(order.context);
    const country = input.country && /^[A-Za-z]{2}$/.test(input.country) ? input.country.toUpperCase() : undefined;
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: "pending" },
      data: {
        status: "paid",
        paidAt,
        draw,
        paymentRef: input.paymentRef ?? undefined,
        amountSubtotal: input.amountPaid,
        amountTotal: input.amountTotal ?? input.amountPaid,
        amountDiscount: input.amountDiscount ?? null,
        amountTax: input.amountTax ?? null,
        ...(country && context.ok ? { context: orderContextJson.store({ ...context.value, country }) } : {}),
      },
    });
    if (count === 0) return false;
    await enqueueJob(tx, { type: JOB_TYPES.fulfilOrder, payload: { orderId: order.id }, key: fulfilOrderJobKey(order.id) });
    return true;
  });
}
