import { describe, expect, it } from "vitest";

import { createCheckout } from "@/lib/commerce/create-checkout";
import { markOrderPaid } from "@/lib/commerce/mark-order-paid";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { PRODUCTS } from "@/lib/products";

import { tarotGift } from "../fixtures/throwaway-product";
import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(TEST_DATABASES)("a new product is one module, on $name", (kind) => {
  const app = withAppDatabase(kind);
  // Everything that sells and delivers asks the product's module; nothing else names the product.
  const catalogue = { ...PRODUCTS, "tarot-gift": tarotGift };

  it("is sold at its own price, drawn at payment, written, checked and emailed", async () => {
    const meta = tarotGift.definition.meta.store({ prompt: "What does my sister most need to hear this winter?", recipient: "Mira" });
    const { orderId } = await createCheckout({ product: "tarot-gift", meta, email: "giver@example.com", userId: null, ip: "203.0.113.9", catalogue });
    const pending = await app.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(pending).toMatchObject({ product: "tarot-gift", amount: 3500, currency: "usd", status: "pending" });
    expect(pending.care).toMatchObject({ level: "plain", v: 1 });

    await markOrderPaid({ orderId, event: { id: `test_paid_${orderId}`, type: "checkout.session.completed", provider: "dev" }, amountPaid: 3500, currency: "usd", catalogue });
    const paid = await app.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(paid.status).toBe("paid");
    expect(tarotGift.definition.atPayment!.draw.parse(paid.draw).cards).toHaveLength(3);

    expect(await fulfilOrder(orderId, { prisma: app.prisma, provider: outboxProvider, model: null, review: "off", catalogue, log: quiet })).toBe("delivered");
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId } });
    expect(reading).toMatchObject({ kind: "tarot", persona: "solara", status: "sent", subject: "Three cards for Mira, read by Solara" });
    expect(tarotGift.definition.data.parse(reading.data).recipient).toBe("Mira");
    const email = await app.prisma.emailMessage.findFirstOrThrow({ where: { orderId } });
    expect(email.subject).toBe("Three cards for Mira, read by Solara");
    expect(email.html).toContain("A Reading as a Gift");
  });
});
