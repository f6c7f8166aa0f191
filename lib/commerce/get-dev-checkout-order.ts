import "server-only";

import { db } from "@/lib/db";
import { formatAmount, isProductId, PRODUCT_NAMES } from "@/lib/products/ids";

export interface DevCheckoutOrder {
  id: string;
  productName: string;
  amountLabel: string;
  email: string;
  status: string;
  provider: string;
  paidAt: Date | null;
  createdAt: Date;
}

/** What the dev checkout page shows about an order (never the raw row), or null when there is none. */
export async function getDevCheckoutOrder(orderId: string): Promise<DevCheckoutOrder | null> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { id: true, product: true, amount: true, currency: true, email: true, status: true, provider: true, paidAt: true, createdAt: true },
  });
  if (!order) return null;
  return {
    id: order.id,
    productName: isProductId(order.product) ? PRODUCT_NAMES[order.product] : order.product,
    amountLabel: formatAmount(order.amount, order.currency),
    email: order.email,
    status: order.status,
    provider: order.provider,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
  };
}
