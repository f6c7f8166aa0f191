import "server-only";

import { db, type Db } from "@/lib/db";

import type { PaymentProviderName } from "./providers/types";

/** The transaction client handed to an event's change. */
export type PaymentTx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** A provider's notification: a Stripe event, or a click on the dev checkout page. */
export interface PaymentEvent {
  id: string;
  type: string;
  provider: PaymentProviderName;
  /** The order it concerns, when known: links the event to the order's timeline. */
  orderId?: string | null;
}

/** applied: it changed an order · duplicate: seen before, nothing done · ignored: recorded, nothing to change. */
export type PaymentEventOutcome = "applied" | "duplicate" | "ignored";

/**
 * Runs one provider event at most once. The event id is inserted first (ON CONFLICT DO NOTHING),
 * so a replay finds it and does nothing; a concurrent duplicate waits on the first one's row
 * lock and then does nothing. `change` runs in the same transaction and answers whether it
 * changed anything; only then is `processedAt` stamped (an unstamped row flags an event we
 * received but could not apply). If `change` throws, nothing is recorded and the provider retries.
 */
export async function applyPaymentEvent(event: PaymentEvent, change: (tx: PaymentTx) => Promise<boolean>): Promise<PaymentEventOutcome> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.webhookEvent.createMany({
      data: [{ id: event.id, provider: event.provider, type: event.type, orderId: event.orderId ?? null }],
      skipDuplicates: true,
    });
    if (count === 0) return "duplicate";
    const applied = await change(tx);
    if (applied) await tx.webhookEvent.update({ where: { id: event.id }, data: { processedAt: new Date() } });
    return applied ? "applied" : "ignored";
  });
}
