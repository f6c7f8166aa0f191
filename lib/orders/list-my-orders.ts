import "server-only";

import { db } from "@/lib/db";
import { isProductId, PRODUCT_NAMES, READING_PRODUCT_IDS } from "@/lib/products/ids";

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
  /** The delivered reading's page in the portal (/portal/readings/{id}), or null (not sent yet, or a live session). */
  readingPage: string | null;
}

function promptOf(meta: unknown): string | null {
  if (meta && typeof meta === "object" && "prompt" in meta && typeof meta.prompt === "string") return meta.prompt;
  return null;
}

/** The readings with a page (a live session's confirmation has none: its product's present().page is null). */
const hasReadingPage = (product: string) => READING_PRODUCT_IDS.some((id) => id === product);

/** The caller's orders, newest first; only what the portal shows (never other people's birth data). */
export async function listMyOrders(userId: string): Promise<OrderDto[]> {
  const rows = await db().order.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, product: true, amount: true, currency: true, status: true, createdAt: true, meta: true, reading: { select: { deliveredAt: true, status: true } } },
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
    readingPage: o.reading?.status === "sent" && hasReadingPage(o.product) ? `/portal/readings/${o.id}` : null,
  }));
}
