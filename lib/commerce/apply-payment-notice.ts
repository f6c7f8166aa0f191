import "server-only";

import type { PaymentEventOutcome } from "./apply-payment-event";
import { markOrderCancelled, type MarkOrderCancelledInput } from "./mark-order-cancelled";
import { markOrderDisputed, type MarkOrderDisputedInput } from "./mark-order-disputed";
import { markOrderPaymentFailed, type MarkOrderPaymentFailedInput } from "./mark-order-payment-failed";
import { markOrderPaid, type MarkOrderPaidInput } from "./mark-order-paid";
import { markOrderRefunded, type MarkOrderRefundedInput } from "./mark-order-refunded";

/**
 * What a payment provider told us, in our own terms: an order was paid, abandoned or refunded;
 * or the notice was seen before, or is one we do not act on. lib/stripe reads Stripe's events
 * into these (it knows Stripe, not our orders); this applies them.
 */
export type PaymentNotice =
  | ({ kind: "paid" } & MarkOrderPaidInput)
  | ({ kind: "cancelled" } & MarkOrderCancelledInput)
  | ({ kind: "refunded" } & MarkOrderRefundedInput)
  | ({ kind: "payment-failed" } & MarkOrderPaymentFailedInput)
  | ({ kind: "disputed" } & MarkOrderDisputedInput)
  | { kind: "duplicate" }
  | { kind: "unhandled" };

/** Applies a provider's notice to its order, each event id at most once (apply-payment-event.ts). */
export async function applyPaymentNotice(notice: PaymentNotice): Promise<PaymentEventOutcome | "unhandled"> {
  switch (notice.kind) {
    case "paid":
      return markOrderPaid(notice);
    case "cancelled":
      return markOrderCancelled(notice);
    case "refunded":
      return markOrderRefunded(notice);
    case "payment-failed":
      return markOrderPaymentFailed(notice);
    case "disputed":
      return markOrderDisputed(notice);
    case "duplicate":
      return "duplicate";
    case "unhandled":
      return "unhandled";
  }
}
