import { beforeAll, describe, expect, it } from "vitest";

import { GET as getOrders } from "@/app/api/orders/me/route";
import { fulfilOrder } from "@/lib/delivery/fulfil-order";
import { readingLink, readingToken } from "@/lib/delivery/reading-link";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { tarotLetter } from "@/lib/readings/letter";
import { getOwnedReading } from "@/lib/readings/get-owned-reading";
import { getReadingByToken } from "@/lib/readings/get-reading-by-token";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { paidOrder } from "../support/orders";
import { sessionCookieFor } from "../support/session";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const T0 = new Date("2026-05-10T09:00:00.000Z");
const QUESTION = "Should I take the job offer in Lisbon or stay close to my family?";
const people = {
  person1: { name: "Ada Lovelace", dob: "1990-06-14", tob: "07:30", pob: "London, United Kingdom" },
  person2: { name: "Sam Rivera", dob: "1988-11-02", tob: "22:10", pob: "Lisbon, Portugal" },
};

describe.each(TEST_DATABASES)("the reading page's queries on $name", (kind) => {
  const app = withAppDatabase(kind);
  let alice = "";
  let bob = "";

  /** A paid order taken through the real fulfilment (offline composer, outbox), as the job runs it. */
  async function fulfilled(product: string, meta: object, options: { userId?: string; review?: "flagged" | "all" | "off" } = {}) {
    const order = await paidOrder(app.prisma, product, meta, { userId: options.userId, paidAt: T0, noJob: true });
    await fulfilOrder(order.id, { provider: outboxProvider, model: null, now: T0, review: options.review ?? "off", log: quiet });
    const reading = await app.prisma.reading.findUniqueOrThrow({ where: { orderId: order.id } });
    return { orderId: order.id, reading, token: readingToken(reading.id) };
  }

  beforeAll(async () => {
    const make = (email: string) => app.prisma.user.create({ data: { email, passwordHash: "x", fullName: email, dateOfBirth: "1990-01-01" }, select: { id: true } });
    alice = (await make("alice@example.com")).id;
    bob = (await make("bob@example.com")).id;
  });

  it("the owner sees a sent tarot reading: its cards in spread order, the letter, the question and how it was made", async () => {
    const { orderId, reading, token } = await fulfilled("tarot", { prompt: QUESTION }, { userId: alice });
    expect(reading.status).toBe("sent");

    const page = await getOwnedReading(alice, orderId);
    expect(page).toMatchObject({
      orderId,
      productName: "Solo Tarot Reading",
      page: "tarot",
      persona: "solara",
      subject: "Your three cards, read by Solara",
      body: reading.body,
      question: { label: "Your question", text: QUESTION },
      cardsAtHeading: null,
      facts: null,
      made: { draw: { method: "crypto", drawnAt: expect.any(String) }, paidAt: T0.toISOString(), sentAt: T0.toISOString(), reviewed: false },
      matchReportId: null,
    });
    expect(page?.cards.map((c) => c.position)).toEqual(["Past", "Present", "Path"]);
    // The cards are the ones drawn at payment, and every one has its passage in the letter.
    const order = await app.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(page?.cards.map((c) => c.cardId)).toEqual((order.draw as { cards: { cardId: string }[] }).cards.map((c) => c.cardId));
    const letter = tarotLetter(page?.body ?? "", page?.cards ?? []);
    expect(letter.passages.every((p) => p.section !== null)).toBe(true);

    // The guest's private link opens the same reading, and it is the link the email carried.
    expect(await getReadingByToken(token)).toEqual(page);
    const email = await app.prisma.emailMessage.findFirstOrThrow({ where: { orderId } });
    expect(email.html).toContain(readingLink(reading.id));
  });

  it("another user, an unknown order and a malformed id get nothing", async () => {
    const { orderId } = await fulfilled("tarot", { prompt: QUESTION }, { userId: alice });
    expect(await getOwnedReading(bob, orderId)).toBeNull();
    expect(await getOwnedReading(alice, "c0000000000000000000000000")).toBeNull();
    expect(await getOwnedReading(alice, "")).toBeNull();
    expect(await getOwnedReading(alice, "x".repeat(500))).toBeNull();
    // A guest's order belongs to no account: only its link opens it.
    const guest = await fulfilled("tarot", { prompt: QUESTION });
    expect(await getOwnedReading(alice, guest.orderId)).toBeNull();
    expect(await getReadingByToken(guest.token)).toMatchObject({ orderId: guest.orderId });
  });

  it("a wrong or malformed token gets nothing", async () => {
    const { token } = await fulfilled("tarot", { prompt: QUESTION });
    expect(await getReadingByToken(token)).not.toBeNull();
    // Well formed, but made for another id (or with another secret): no reading has its hash.
    expect(await getReadingByToken(readingToken("not-a-reading"))).toBeNull();
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await getReadingByToken(flipped)).toBeNull();
    for (const bad of ["", "abc", `${token}x`, token.slice(1), `${token.slice(0, -1)}=`, "../../etc/passwd", "' OR 1=1 --".padEnd(43, "-")]) {
      expect(await getReadingByToken(bad)).toBeNull();
    }
  });

  it("a held, an approved-but-unsent and a withdrawn reading are not shown, by owner or by link", async () => {
    const held = await fulfilled("tarot", { prompt: QUESTION }, { userId: alice, review: "all" });
    expect(held.reading).toMatchObject({ status: "held", holdReason: "review-all" });
    expect(held.reading.accessTokenHash).not.toBeNull();
    expect(await getOwnedReading(alice, held.orderId)).toBeNull();
    expect(await getReadingByToken(held.token)).toBeNull();

    const sent = await fulfilled("tarot", { prompt: QUESTION }, { userId: alice });
    for (const status of ["approved", "withdrawn", "held"] as const) {
      await app.prisma.reading.update({ where: { id: sent.reading.id }, data: { status } });
      expect(await getOwnedReading(alice, sent.orderId), status).toBeNull();
      expect(await getReadingByToken(sent.token), status).toBeNull();
    }
    await app.prisma.reading.update({ where: { id: sent.reading.id }, data: { status: "sent" } });
    expect(await getOwnedReading(alice, sent.orderId)).not.toBeNull();
  });

  it("says a person read it only when a person approved it", async () => {
    const { orderId } = await fulfilled("tarot", { prompt: QUESTION }, { userId: alice });
    await app.prisma.reading.update({ where: { orderId }, data: { approvedBy: "operator@quantumveil.app", approvedAt: T0 } });
    expect((await getOwnedReading(alice, orderId))?.made.reviewed).toBe(true);
  });

  it("a live session has no page, even when it was sent", async () => {
    const { orderId, reading, token } = await fulfilled(
      "tarot-immersion",
      { details: { fullName: "Ada Lovelace", timezone: "Europe/Lisbon", intention: "Whether to move cities this spring" }, prompt: "Whether to move cities this spring" },
      { userId: alice },
    );
    expect(reading.status).toBe("sent");
    expect(await getOwnedReading(alice, orderId)).toBeNull();
    expect(await getReadingByToken(token)).toBeNull();
  });

  it("a couples bundle: the couple's facts, the five cards at the tarot journey, and the compatibility view for its owner only", async () => {
    const intention = "We want to build a calmer home together this year.";
    const { orderId, token } = await fulfilled("bundle-couples", { ...people, prompt: intention }, { userId: alice });
    const report = await app.prisma.matchReport.findUniqueOrThrow({ where: { orderId } });

    const page = await getOwnedReading(alice, orderId);
    expect(page).toMatchObject({ page: "couple", persona: "astra", cardsAtHeading: "Your shared tarot journey", question: { label: "Your shared intention", text: intention }, matchReportId: report.id });
    expect(page?.cards).toHaveLength(5);
    expect(page?.facts?.rows.map((r) => r.label)).toEqual(["Ada Lovelace", "Sam Rivera", "Compatibility"]);
    expect(page?.body).toContain("## Your shared tarot journey");

    // By link: the same reading; the compatibility view only when the signed-in viewer owns it.
    expect(await getReadingByToken(token)).toMatchObject({ orderId, matchReportId: null });
    expect(await getReadingByToken(token, bob)).toMatchObject({ orderId, matchReportId: null });
    expect(await getReadingByToken(token, alice)).toMatchObject({ orderId, matchReportId: report.id });
    expect(await getOwnedReading(bob, orderId)).toBeNull();
  });

  it("a compatibility report is a couple's page without cards", async () => {
    const { orderId } = await fulfilled("match-report", people, { userId: alice });
    const page = await getOwnedReading(alice, orderId);
    expect(page).toMatchObject({ page: "couple", persona: "astra", cards: [], question: null, made: { draw: null, reviewed: false } });
    expect(page?.facts?.title).toBe("Your two skies");
  });

  it("GET /api/orders/me links each delivered reading to its page, and nothing else", async () => {
    const carol = (await app.prisma.user.create({ data: { email: "carol@example.com", passwordHash: "x", fullName: "Carol", dateOfBirth: "1985-03-03" }, select: { id: true } })).id;
    const sent = await fulfilled("tarot", { prompt: QUESTION }, { userId: carol });
    const held = await fulfilled("tarot", { prompt: QUESTION }, { userId: carol, review: "all" });
    const live = await fulfilled("astro-blueprint", { details: { intention: "My next year", timezone: "UTC" }, prompt: "My next year" }, { userId: carol });
    const unpaid = await app.prisma.order.create({ data: { userId: carol, product: "tarot", amount: 2900, email: "carol@example.com", meta: { prompt: QUESTION }, provider: "dev" } });

    const res = await getOrders(new Request("http://localhost:3000/api/orders/me", { headers: { cookie: await sessionCookieFor(carol) } }), undefined);
    expect(res.status).toBe(200);
    const orders: { id: string; readingPage: string | null }[] = await res.json();
    const pageOf = Object.fromEntries(orders.map((o) => [o.id, o.readingPage]));
    expect(pageOf).toEqual({ [sent.orderId]: `/portal/readings/${sent.orderId}`, [held.orderId]: null, [live.orderId]: null, [unpaid.id]: null });
    // Every SPEC §3 field is still there, as it was.
    expect(orders.find((o) => o.id === sent.orderId)).toMatchObject({
      product: "tarot",
      amount: 2900,
      currency: "usd",
      status: "fulfilled",
      createdAt: expect.any(String),
      meta: { prompt: QUESTION },
      reading: { deliveredAt: T0.toISOString() },
    });
  });
});
