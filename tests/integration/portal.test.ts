import { beforeAll, describe, expect, it } from "vitest";

import { GET as getOrders } from "@/app/api/orders/me/route";
import { GET as getMatch } from "@/app/api/reports/match/route";
import { GET as getSolo, POST as postSolo } from "@/app/api/reports/solo/route";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonRequest } from "../support/http";
import { sessionCookieFor } from "../support/session";

const birth = { name: "Luna Everhart", dob: "1990-05-14", tob: "08:15", pob: "London, United Kingdom" };

async function asUser(userId: string | null, path: string, body?: unknown) {
  const headers: Record<string, string> = userId ? { cookie: await sessionCookieFor(userId) } : {};
  return body === undefined ? new Request(`http://localhost:3000${path}`, { headers }) : jsonRequest(path, body, { headers });
}

describe.each(TEST_DATABASES)("portal calls on $name", (kind) => {
  const app = withAppDatabase(kind);
  let alice = "";
  let bob = "";

  beforeAll(async () => {
    const make = (email: string) => app.prisma.user.create({ data: { email, passwordHash: "x", fullName: email, dateOfBirth: "1990-01-01" }, select: { id: true } });
    alice = (await make("alice@example.com")).id;
    bob = (await make("bob@example.com")).id;
    await app.prisma.matchReport.create({
      data: { userId: alice, partnerName: "Sam", partnerDob: "1991-02-03", partnerTob: "10:00", partnerPob: "Paris, France", reportData: { summary: "A warm match." }, deliveredAt: new Date() },
    });
    await app.prisma.order.create({ data: { userId: alice, product: "tarot", amount: 2900, email: "alice@example.com", meta: { prompt: "Where is my work heading?" }, provider: "dev" } });
  });

  it("answer 401 { message } when signed out", async () => {
    for (const res of [
      await getSolo(await asUser(null, "/api/reports/solo"), undefined),
      await postSolo(await asUser(null, "/api/reports/solo", birth), undefined),
      await getMatch(await asUser(null, "/api/reports/match"), undefined),
      await getOrders(await asUser(null, "/api/orders/me"), undefined),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it("compute a blueprint from the resolved birthplace and list it newest first", async () => {
    const first = await postSolo(await asUser(alice, "/api/reports/solo", birth), undefined);
    expect(first.status).toBe(201);
    const report = await first.json();
    expect(report.pob).toBe("London, England, United Kingdom");
    expect(report.reportData.personA.name).toBe("Luna Everhart");
    expect(report.reportData.personA.numerology.lifePathNumber).toBe(11);
    expect(report.reportData.personA.positions[0]).toEqual({ planet: "Sun", sign: "Taurus", degrees: expect.any(Number) });
    expect(report.reportData.summary.length).toBeGreaterThan(100);

    await postSolo(await asUser(alice, "/api/reports/solo", { ...birth, name: "Second Chart", pob: "Tokyo" }), undefined);
    const list = await (await getSolo(await asUser(alice, "/api/reports/solo"), undefined)).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(["Second Chart", "Luna Everhart"]);
    const stored = await app.prisma.soloReport.findFirstOrThrow({ where: { userId: alice, name: "Luna Everhart" } });
    expect(stored.birthplace).toMatchObject({ v: 2, name: "London", timezone: "Europe/London", id: expect.any(Number) });
  });

  it("refuse a birthplace that cannot be resolved with a 400 the form can show", async () => {
    const res = await postSolo(await asUser(alice, "/api/reports/solo", { ...birth, pob: "Qwxzzy Nowhere" }), undefined);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toMatch(/couldn't find/);
    expect(body.fieldErrors.pob[0]).toMatch(/couldn't find/);
  });

  it("validate every generator field and never 500 on junk", async () => {
    for (const body of [{}, { ...birth, tob: "" }, { ...birth, dob: "1990-13-45" }, { name: 1, dob: [], tob: null, pob: {} }, "x".repeat(20000)]) {
      const res = await postSolo(await asUser(alice, "/api/reports/solo", body), undefined);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it("never show one seeker's reports or orders to another (IDOR)", async () => {
    const bobSolo = await (await getSolo(await asUser(bob, "/api/reports/solo"), undefined)).json();
    const bobMatch = await (await getMatch(await asUser(bob, "/api/reports/match"), undefined)).json();
    const bobOrders = await (await getOrders(await asUser(bob, "/api/orders/me"), undefined)).json();
    expect([bobSolo, bobMatch, bobOrders]).toEqual([[], [], []]);

    const aliceMatch = await (await getMatch(await asUser(alice, "/api/reports/match"), undefined)).json();
    expect(aliceMatch).toEqual([expect.objectContaining({ partnerName: "Sam", reportData: { summary: "A warm match.", score: null }, deliveredAt: expect.any(String) })]);
    const aliceOrders = await (await getOrders(await asUser(alice, "/api/orders/me"), undefined)).json();
    expect(aliceOrders).toEqual([expect.objectContaining({ product: "tarot", productName: "Solo Tarot Reading", amount: 2900, status: "pending", meta: { prompt: "Where is my work heading?" }, reading: null })]);
  });

  it("list compatibility reports and orders newest first", async () => {
    const carol = (await app.prisma.user.create({ data: { email: "carol@example.com", passwordHash: "x", fullName: "Carol", dateOfBirth: "1985-03-03" }, select: { id: true } })).id;
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
    for (const [partnerName, d] of [["Older", 1], ["Newest", 20], ["Middle", 10]] as const) {
      await app.prisma.matchReport.create({
        data: { userId: carol, partnerName, partnerDob: "1990-01-01", partnerTob: "12:00", partnerPob: "Oslo, Norway", reportData: { summary: partnerName }, createdAt: day(d) },
      });
    }
    for (const [product, d] of [["tarot", 2], ["bundle-couples", 21], ["match-report", 11]] as const) {
      await app.prisma.order.create({ data: { userId: carol, product, amount: 2900, email: "carol@example.com", meta: {}, provider: "dev", createdAt: day(d) } });
    }
    const matches = await (await getMatch(await asUser(carol, "/api/reports/match"), undefined)).json();
    expect(matches.map((m: { partnerName: string }) => m.partnerName)).toEqual(["Newest", "Middle", "Older"]);
    const orders = await (await getOrders(await asUser(carol, "/api/orders/me"), undefined)).json();
    expect(orders.map((o: { product: string }) => o.product)).toEqual(["bundle-couples", "match-report", "tarot"]);
  });

  it("treat a forged or foreign-signed cookie as signed out", async () => {
    const res = await getSolo(new Request("http://localhost:3000/api/reports/solo", { headers: { cookie: "next-auth.session-token=forged.token.value" } }), undefined);
    expect(res.status).toBe(401);
  });
});
