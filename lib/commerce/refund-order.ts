import "server-only";

import { recordAudit } from "@/lib/audit/record-audit";
import { db, type Db } from "@/lib/db";

import { providerOf } from "./providers/payment-provider";

export type RefundOutcome = "requested" | "already-requested" | "not-refundable";

/**
 * Refunds an order in full through the provider it was paid with, at most once: the order is
 * claimed (refundRequestedAt) before the provider is called, and the provider call carries an
 * idempotency key, so two clicks or a retried job reach the provider once. The order becomes
 * `refunded` when the provider confirms (Stripe's charge.refunded webhook; the dev provider at
 * once). If the provider call fails, the claim is released so it can be tried again.
 */
export async function refundOrder(orderId: string, { actor, reason, prisma = db(), now = new Date() }: { actor: string; reason: string; prisma?: Db; now?: Date }): Promise<RefundOutcome> {
  const { count } = await prisma.order.updateMany({
    where: { id: orderId, status: { in: ["paid", "fulfilled"] }, refundRequestedAt: null },
    data: { refundRequestedAt: now },
  });
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { id: true, amount: true, currency: true, provider: true, paymentRef: true, providerSessionId: true, refundRequestedAt: true, status: true },
  });
  if (!order) return "not-refundable";
  if (count === 0) return order.refundRequestedAt || order.status === "refunded" ? "already-requested" : "not-refundable";

  const provider = providerOf(order.provider);
  try {
    if (!provider) throw new Error(`The ${order.provider} payment provider is not configured here`);
    const { refundId } = await provider.refund(order);
    await recordAudit(prisma, { actor, action: "order.refund", orderId, detail: { reason, amount: order.amount, currency: order.currency, provider: order.provider, refundId } });
    return "requested";
  } catch (error) {
    await prisma.order.updateMany({ where: { id: orderId, refundRequestedAt: now }, data: { refundRequestedAt: null } });
    throw error;
  }
}
