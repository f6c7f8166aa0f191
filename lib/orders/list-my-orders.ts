import "server-only";

import { db } from "@/lib/db";
import { isProductId, PRODUCT_NAMES } from "@/lib/products/ids";

/** SPEC §3 Order, as the portal shows it. */
export interface OrderDto {
  id: string;
  product: string;
  productName: string;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
  meta: { prompt: string | null };
  reading: { deliveredAt: string | null } | null;
}

function promptOf(meta: unknown): string | null {
  if (meta && typeof meta === "object" && "prompt" in meta && typeof meta.prompt === "string") return meta.prompt;
  return null;
}

/** The caller's orders, newest first; only what the portal shows (never other people's birth data). */
export async function listMyOrders(userId: string): Promise<OrderDto[]> {
  const rows = await db().order.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, product: true, amount: true, currency: true, status: true, createdAt: true, meta: true, reading: { select: { deliveredAt: true } } },
    take: 100,
  });
  return rows.map((o) => ({
    id: o.id,
    product: o.product,
    productName: isProductId(o.product) ? PRODUCT_NAMES[o.product] : o.product,
    amount: o.amount,
    currency: o.currency,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    meta: { prompt: promptOf(o.meta) },
    reading: o.reading ? { deliveredAt: o.reading.deliveredAt?.toISOString() ?? null } : null,
  }));
}
