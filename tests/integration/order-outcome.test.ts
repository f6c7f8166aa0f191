import { describe, expect, it } from "vitest";

import { getOrderOutcome } from "@/lib/commerce/get-order-outcome";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";

describe.each(TEST_DATABASES)("the /success outcome on $name", (kind) => {
  const app = withAppDatabase(kind);

  const order = (data: { product: string; status?: "pending" | "paid" | "fulfilled" | "cancelled" | "refunded"; userId?: string; meta?: object; session: string }) =>
    app.prisma.order.create({
      data: {
        product: data.product,
        amount: 14900,
        email: "buyer@example.com",
        meta: data.meta ?? { prompt: "A question" },
        provider: "dev",
        providerSessionId: data.session,
        status: data.status ?? "paid",
        paidAt: data.status === "pending" ? null : new Date("2026-11-20T10:00:00Z"),
        userId: data.userId ?? null,
      },
    });

  it("says nothing was paid without a session, for an unknown one, and for unpaid orders", async () => {
    expect(await getOrderOutcome(undefined, null)).toEqual({ state: "none" });
    expect(await getOrderOutcome("cs_nope", null)).toEqual({ state: "none" });
    expect(await getOrderOutcome("x".repeat(400), null)).toEqual({ state: "none" });
    await order({ product: "tarot", status: "pending", session: "cs_pending" });
    await order({ product: "tarot", status: "cancelled", session: "cs_cancelled" });
    expect(await getOrderOutcome("cs_pending", null)).toEqual({ state: "pending", productName: "Solo Tarot Reading" });
    expect(await getOrderOutcome("cs_cancelled", null)).toEqual({ state: "cancelled", productName: "Solo Tarot Reading" });
  });

  it("describes a paid live session with its calendar placeholder, and links it only for its own buyer", async () => {
    const user = await app.prisma.user.create({ data: { email: "owner@example.com", passwordHash: "scrypt$x", fullName: "Owner", dateOfBirth: "1990-01-01" } });
    const paid = await order({
      product: "astro-blueprint",
      session: "cs_live",
      userId: user.id,
      meta: { v: 1, details: { intention: "Saturn", timezone: "Asia/Tokyo" }, prompt: "Saturn" },
    });
    const outcome = await getOrderOutcome("cs_live", user.id);
    expect(outcome).toMatchObject({
      state: "paid",
      orderId: paid.id,
      productName: "Personal Natal Blueprint Session",
      reading: "live-session",
      email: "buyer@example.com",
      ownedByViewer: true,
      session: { localDate: "2026-11-23", localTime: "18:00", timezone: "Asia/Tokyo", minutes: 60 },
    });
    expect(await getOrderOutcome("cs_live", null)).toMatchObject({ state: "paid", ownedByViewer: false });
    expect(await getOrderOutcome("cs_live", "someone-else")).toMatchObject({ ownedByViewer: false });
  });

  it("a fulfilled tarot order is still a paid outcome, with no session", async () => {
    await order({ product: "tarot", status: "fulfilled", session: "cs_tarot" });
    expect(await getOrderOutcome("cs_tarot", null)).toMatchObject({ state: "paid", reading: "tarot", session: null, productName: "Solo Tarot Reading" });
  });
});
