import type { Db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { fulfilOrderJobKey, JOB_TYPES } from "@/lib/jobs/types";
import { PRODUCTS, productModule, type ProductCatalogue } from "@/lib/products";

export interface PaidOrderOptions {
  userId?: string;
  paidAt?: Date;
  email?: string;
  /** Order.context (locale, country) for crisis resources. */
  context?: { locale?: string; country?: string };
  catalogue?: ProductCatalogue;
  /** Leave the fulfilment job out (the caller drives fulfilOrder itself). */
  noJob?: boolean;
}

/**
 * A paid order exactly as payment leaves it: meta stored through the product's module, the draw
 * made at payment (a cryptographic shuffle) and the fulfilment job queued.
 */
export async function paidOrder(prisma: Db, product: string, meta: object, options: PaidOrderOptions = {}) {
  const found = productModule(product, options.catalogue ?? PRODUCTS);
  if (!found) throw new Error(`unknown product ${product}`);
  const paidAt = options.paidAt ?? new Date();
  const order = await prisma.order.create({
    data: {
      product,
      amount: found.amount,
      currency: found.currency,
      email: options.email ?? "seeker@example.com",
      meta: { ...meta, v: 1 },
      provider: "dev",
      status: "paid",
      paidAt,
      userId: options.userId,
      draw: found.drawAtPayment(paidAt) ?? undefined,
      context: { v: 1, ...(options.context ?? {}) },
    },
  });
  if (!options.noJob) await enqueueJob(prisma, { type: JOB_TYPES.fulfilOrder, payload: { orderId: order.id }, key: fulfilOrderJobKey(order.id), runAt: paidAt });
  return order;
}
