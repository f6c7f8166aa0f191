import "server-only";

import { db } from "@/lib/db";
import { productModule } from "@/lib/products";
import { tentativeSessionSlot } from "@/lib/products/live-session";
import type { ReadingKind } from "@/lib/products/types";

/** What /success shows for a checkout session (issue 15: the page matches the purchase). */
export type OrderOutcome =
  | { state: "none" }
  | { state: "pending" | "cancelled" | "refunded"; productName: string }
  | {
      state: "paid";
      orderId: string;
      productId: string;
      productName: string;
      reading: ReadingKind;
      amount: number;
      currency: string;
      email: string;
      paidAt: string;
      /** Whether the signed-in visitor placed this order (then the page links it in the portal). */
      ownedByViewer: boolean;
      /** Live sessions: the placeholder the confirmation's calendar invitation carries, and the session's length. */
      session: { localDate: string; localTime: string; timezone: string; minutes: number } | null;
    };

const MAX_SESSION_ID = 300;

function timezoneOf(meta: unknown): string | null {
  if (typeof meta !== "object" || meta === null || !("details" in meta)) return null;
  const details: unknown = meta.details;
  if (typeof details !== "object" || details === null || !("timezone" in details)) return null;
  return typeof details.timezone === "string" ? details.timezone : null;
}

/**
 * The order behind the checkout session Stripe (or the dev provider) returned with. The session
 * id is the provider's unguessable id, known only to the buyer's browser. Nothing is changed here:
 * only the webhook marks an order paid.
 */
export async function getOrderOutcome(sessionId: string | undefined, viewerId: string | null): Promise<OrderOutcome> {
  if (!sessionId || sessionId.length > MAX_SESSION_ID) return { state: "none" };
  const order = await db().order.findUnique({
    where: { providerSessionId: sessionId },
    select: { id: true, product: true, amount: true, currency: true, status: true, email: true, paidAt: true, userId: true, meta: true },
  });
  if (!order) return { state: "none" };
  const product = productModule(order.product);
  const productName = product?.name ?? "Your order";
  if (order.status === "pending" || order.status === "cancelled" || order.status === "refunded") return { state: order.status, productName };
  if (!product) return { state: "none" };
  const paidAt = order.paidAt ?? new Date();
  const session =
    product.copy.kind === "live-session" ? { ...tentativeSessionSlot(paidAt, timezoneOf(order.meta)), minutes: product.copy.minutes } : null;
  return {
    state: "paid",
    orderId: order.id,
    productId: product.id,
    productName,
    reading: product.reading,
    amount: order.amount,
    currency: order.currency,
    email: order.email,
    paidAt: paidAt.toISOString(),
    ownedByViewer: viewerId !== null && order.userId === viewerId,
    session,
  };
}
