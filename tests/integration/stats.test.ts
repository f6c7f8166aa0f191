import { describe, expect, it } from "vitest";

import { GET as stats } from "@/app/api/stats/route";
import { publicCounts } from "@/lib/stats/counts";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";

describe.each(TEST_DATABASES)("counted social proof on $name", (kind) => {
  const app = withAppDatabase(kind);

  it("counts each person once (accounts and paying guests) and readers of delivered readings, nothing else", async () => {
    expect(await publicCounts(app.prisma)).toEqual({ seekers: 0, clarity: 0 });
    await app.prisma.user.create({ data: { email: "ada@example.com", passwordHash: "x", fullName: "Ada", dateOfBirth: "1990-01-01" } });
    const order = (email: string, status: "pending" | "paid" | "fulfilled" | "cancelled") =>
      app.prisma.order.create({ data: { product: "tarot", amount: 2900, email, meta: { v: 1, prompt: "A question" }, provider: "dev", status } });
    await order("ADA@example.com", "paid"); // the same person as the account
    await order("guest@example.com", "fulfilled");
    await order("window-shopper@example.com", "pending");
    await order("changed-mind@example.com", "cancelled");
    const delivered = await order("reader@example.com", "fulfilled");
    await app.prisma.reading.create({ data: { orderId: delivered.id, kind: "tarot", persona: "solara", subject: "s", body: "b", writer: "offline-composer", status: "sent" } });
    const held = await order("held@example.com", "paid");
    await app.prisma.reading.create({ data: { orderId: held.id, kind: "tarot", persona: "solara", subject: "s", body: "b", writer: "offline-composer", status: "held" } });

    expect(await publicCounts(app.prisma)).toEqual({ seekers: 4, clarity: 1 });
    const response = await stats(new Request("http://localhost:3000/api/stats"), undefined);
    expect(await response.json()).toEqual({ seekers: 4, clarity: 1 });
    expect(response.headers.get("cache-control")).toContain("s-maxage");
  });
});
