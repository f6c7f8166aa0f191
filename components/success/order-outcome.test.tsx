import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { OrderOutcome } from "@/lib/commerce/get-order-outcome";

import { OrderOutcomeView } from "./order-outcome";

const paid = (over: Partial<Extract<OrderOutcome, { state: "paid" }>>): OrderOutcome => ({
  state: "paid",
  orderId: "ord1",
  productId: "tarot",
  productName: "Solo Tarot Reading",
  reading: "tarot",
  amount: 2900,
  currency: "usd",
  email: "buyer@example.com",
  paidAt: "2026-11-20T10:00:00.000Z",
  ownedByViewer: false,
  session: null,
  ...over,
});
const text = (outcome: OrderOutcome) => renderToStaticMarkup(<OrderOutcomeView outcome={outcome} />).replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("/success", () => {
  it("keeps SPEC's words for the tarot reading, with the order, amount and email", () => {
    const t = text(paid({}));
    expect(t).toContain("Payment Successful!");
    expect(t).toContain("Your 3-card reading is being crafted right now and will arrive by email within 24 hours. If you don't see it, please check your spam folder.");
    expect(t).toContain("Solo Tarot Reading");
    expect(t).toContain("$29");
    expect(t).toContain("buyer@example.com");
    expect(t).not.toContain("See this order in your portal");
  });

  it("says what a live session is and when, never the 3-card words, and links its own buyer to the portal", () => {
    const html = renderToStaticMarkup(
      <OrderOutcomeView
        outcome={paid({ productName: "Live Tarot Immersion", reading: "live-session", amount: 11900, ownedByViewer: true, session: { localDate: "2026-11-23", localTime: "18:00", timezone: "Europe/Lisbon", minutes: 45 } })}
      />,
    );
    expect(html).toContain('href="/portal#order-ord1"');
    const t = text(paid({ productName: "Live Tarot Immersion", reading: "live-session", session: { localDate: "2026-11-23", localTime: "18:00", timezone: "Europe/Lisbon", minutes: 45 } }));
    expect(t).toContain("Your place is reserved.");
    expect(t).toMatch(/45 minutes, live; placeholder .*18:00 \(Europe\/Lisbon\), to be confirmed/);
    expect(t).not.toContain("3-card");
  });

  it.each([
    [{ state: "none" } as const, "No payment to show"],
    [{ state: "pending", productName: "Couples Bundle" } as const, "Waiting for your payment"],
    [{ state: "cancelled", productName: "Couples Bundle" } as const, "This checkout was cancelled"],
    [{ state: "refunded", productName: "Couples Bundle" } as const, "This order was refunded"],
  ])("without a paid order (%o) says so, never 'Payment Successful!'", (outcome, heading) => {
    const t = text(outcome);
    expect(t).toContain(heading);
    expect(t).not.toContain("Payment Successful!");
  });
});
