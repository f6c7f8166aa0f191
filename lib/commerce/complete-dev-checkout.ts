import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { OrderStatus } from "@/lib/generated/prisma/client";

import { markOrderCancelled } from "./mark-order-cancelled";
import { markOrderPaid } from "./mark-order-paid";

export type DevCheckoutIntent = "pay" | "cancel";

/**
 * The dev provider's "hosted checkout" (DESIGN.md): Pay and Cancel call exactly the services
 * Stripe's checkout.session.completed and checkout.session.expired webhooks call, with an event
 * id per order and intent, so a double click is a replay. Only orders created for the dev
 * provider can be settled here. Answers the order's status afterwards.
 */
export async function completeDevCheckout(orderId: string, intent: DevCheckoutIntent): Promise<{ status: OrderStatus; providerSessionId: string | null }> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { id: true, amount: true, currency: true, provider: true, providerSessionId: true },
  });
  if (!order || order.provider !== "dev") throw new ApiError(404, "There is no dev checkout for that order.");
  const providerSessionId = order.providerSessionId ?? undefined;
  if (intent === "pay") {
    await markOrderPaid({
      orderId: order.id,
      event: { id: `dev_evt_paid_${order.id}`, type: "checkout.session.completed", provider: "dev" },
      // The dev provider always collects exactly what the order asks.
      amountPaid: order.amount,
      currency: order.currency,
      providerSessionId,
    });
  } else {
    await markOrderCancelled({
      orderId: order.id,
      event: { id: `dev_evt_expired_${order.id}`, type: "checkout.session.expired", provider: "dev" },
      providerSessionId,
    });
  }
  const after = await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
  return { status: after.status, providerSessionId: order.providerSessionId };
}
