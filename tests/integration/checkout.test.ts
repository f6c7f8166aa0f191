import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { POST as bundleCheckout } from "@/app/api/reports/bundle/checkout/route";
import { POST as matchCheckout } from "@/app/api/reports/match/checkout/route";
import { POST as shopCheckout } from "@/app/api/stripe/checkout/route";
import { PRICES, PRODUCT_NAMES, type ProductId } from "@/lib/products/ids";
import { STRIPE_API_VERSION } from "@/lib/stripe/client";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { fromAddress, jsonOf, jsonRequest } from "../support/http";
import { sessionCookieFor } from "../support/session";

// The real Stripe SDK, pointed at a local stub before lib/env reads the environment.
const stub = await vi.hoisted(async () => {
  const { startStripeStub } = await import("../support/stripe-stub");
  const started = await startStripeStub();
  process.env.STRIPE_SECRET_KEY = "sk_test_shop_checkout";
  process.env.STRIPE_API_BASE = started.url;
  return started;
});
afterAll(() => stub.close());

type Handler = typeof shopCheckout;
let ipCounter = 0;
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(handler: Handler, path: string, body: unknown, { cookie, ip = freshIp(), raw }: { cookie?: string; ip?: string; raw?: string } = {}) {
  const headers: Record<string, string> = fromAddress(ip);
  if (cookie) headers.cookie = cookie;
  return handler(jsonRequest(path, body, { headers, raw }), undefined);
}

const person = (name: string) => ({ name, dob: "1991-04-23", tob: "07:15", pob: "Lisbon, Portugal" });
const tarot = { email: "Guest@Example.com", product: "tarot", prompt: "Should I take the job in Porto this spring?" };
const couple = { person1: person("Nova Sterling"), person2: { ...person("Rowan Vale"), dob: "1992-08-30" } };
const bundle = { ...couple, prompt: "We want to build a calmer home together this year." };
const live = (product: string) => ({
  product,
  email: "Live@Example.com",
  details: { fullName: "Iris Moonwell", timezone: "Europe/Lisbon", notes: "Evenings suit me best.", intention: "Understand my Saturn return." },
});

/** Every field a tamperer might try, at the top level and inside the line-item shapes. */
const tampering = {
  amount: 1,
  price: 1,
  currency: "jpy",
  unit_amount: 1,
  priceLabel: "$0",
  line_items: [{ price_data: { unit_amount: 1, currency: "jpy" }, quantity: 100 }],
};

describe.each(TEST_DATABASES)("checkout calls on $name", (kind) => {
  const app = withAppDatabase(kind);
  let userCounter = 0;

  async function signedInUser() {
    const email = `seeker.${process.pid}.${kind.name}.${++userCounter}@example.com`;
    const user = await app.prisma.user.create({
      data: { email, passwordHash: "not-used-here", fullName: "Nova Sterling", dateOfBirth: "1991-04-23", timeOfBirth: "07:15", placeOfBirth: "Lisbon, Portugal" },
    });
    return { user, cookie: await sessionCookieFor(user.id) };
  }

  /** The Checkout Session the stub received for an order. */
  function sessionRequestFor(orderId: string) {
    const request = stub.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.body.client_reference_id === orderId);
    if (!request) throw new Error(`no checkout session was created for ${orderId}`);
    return request;
  }

  beforeEach(() => stub.failWith(null));

  it("tarot for a guest: a pending order at the catalogue price and a Stripe Checkout Session for it", async () => {
    const res = await post(shopCheckout, "/api/stripe/checkout", tarot);
    expect(res.status).toBe(200);
    const { checkoutUrl } = await jsonOf(res);

    const order = await app.prisma.order.findFirstOrThrow({ where: { email: "guest@example.com" }, orderBy: { createdAt: "desc" } });
    expect(order).toMatchObject({ product: "tarot", amount: 2900, currency: "usd", status: "pending", provider: "stripe", userId: null });
    // Stored through the product module, with its schema version.
    expect(order.meta).toEqual({ v: 1, prompt: tarot.prompt });

    const session = stub.sessions.get(order.providerSessionId ?? "");
    expect(session?.url).toBe(checkoutUrl);

    const sent = sessionRequestFor(order.id);
    expect(sent.headers.authorization).toBe("Bearer sk_test_shop_checkout");
    expect(sent.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
    expect(sent.headers["idempotency-key"]).toBe(`checkout-session:${order.id}`);
    expect(sent.body).toMatchObject({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "2900", product_data: { name: "Solo Tarot Reading" } } }],
      client_reference_id: order.id,
      customer_email: "guest@example.com",
      metadata: { orderId: order.id, product: "tarot" },
      payment_intent_data: { metadata: { orderId: order.id } },
      success_url: "http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `http://localhost:3000/cancel?order=${order.id}`,
    });
  });

  it.each([
    ["tarot", shopCheckout, "/api/stripe/checkout", tarot, "tarot"],
    ["astro-blueprint", shopCheckout, "/api/stripe/checkout", live("astro-blueprint"), "astro-blueprint"],
    ["numerology-map", shopCheckout, "/api/stripe/checkout", live("numerology-map"), "numerology-map"],
    ["tarot-immersion", shopCheckout, "/api/stripe/checkout", live("tarot-immersion"), "tarot-immersion"],
    ["match report", matchCheckout, "/api/reports/match/checkout", couple, "match-report"],
    ["couples bundle", bundleCheckout, "/api/reports/bundle/checkout", bundle, "bundle-couples"],
  ] as const)("%s: amount, price and currency in the payload change nothing that is charged", async (_label, handler, path, body, product) => {
    const { cookie } = await signedInUser();
    const res = await post(handler as Handler, path, { ...body, ...tampering }, { cookie });
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { product }, orderBy: { createdAt: "desc" } });
    expect(order.amount).toBe(PRICES[product as ProductId]);
    expect(order.currency).toBe("usd");
    expect(JSON.stringify(order.meta)).not.toMatch(/jpy|unit_amount|"amount"|"price"/);

    const sent = sessionRequestFor(order.id);
    expect(sent.body.line_items).toEqual([
      { quantity: "1", price_data: { currency: "usd", unit_amount: String(PRICES[product as ProductId]), product_data: { name: PRODUCT_NAMES[product as ProductId] } } },
    ]);
  });

  it("live session: meta keeps the details and the intention as the prompt; a signed-in buyer is linked", async () => {
    const { user, cookie } = await signedInUser();
    const res = await post(shopCheckout, "/api/stripe/checkout", live("numerology-map"), { cookie });
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { userId: user.id } });
    expect(order).toMatchObject({ product: "numerology-map", amount: 12900, email: "live@example.com" });
    expect(order.meta).toEqual({
      v: 1,
      details: { fullName: "Iris Moonwell", timezone: "Europe/Lisbon", notes: "Evenings suit me best.", intention: "Understand my Saturn return." },
      prompt: "Understand my Saturn return.",
    });
  });

  it("live session without the optional details stores only the intention", async () => {
    const res = await post(shopCheckout, "/api/stripe/checkout", { product: "tarot-immersion", email: "quiet@example.com", details: { intention: "Move cities?", fullName: "", notes: "  " } });
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { email: "quiet@example.com" } });
    expect(order.meta).toEqual({ v: 1, details: { intention: "Move cities?" }, prompt: "Move cities?" });
  });

  it.each([
    ["match", matchCheckout, "/api/reports/match/checkout", couple],
    ["bundle", bundleCheckout, "/api/reports/bundle/checkout", bundle],
  ] as const)("%s signed out (no cookie, or a forged one) is 401 { message } and creates nothing", async (_label, handler, path, body) => {
    const before = await app.prisma.order.count();
    for (const cookie of [undefined, "next-auth.session-token=forged.token.value"]) {
      const res = await post(handler as Handler, path, body, { cookie });
      expect(res.status).toBe(401);
      expect(await jsonOf(res)).toEqual({ message: "Please sign in to continue." });
    }
    expect(await app.prisma.order.count()).toBe(before);
  });

  it("match and bundle are ordered with the signed-in seeker's email, whatever the payload says", async () => {
    const { user, cookie } = await signedInUser();
    expect((await post(matchCheckout, "/api/reports/match/checkout", { ...couple, email: "someone@else.com" }, { cookie })).status).toBe(200);
    expect((await post(bundleCheckout, "/api/reports/bundle/checkout", { ...bundle, email: "someone@else.com" }, { cookie })).status).toBe(200);
    const orders = await app.prisma.order.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(orders.map((o) => [o.product, o.email, o.amount])).toEqual([
      ["match-report", user.email, 2900],
      ["bundle-couples", user.email, 7900],
    ]);
    expect(orders[0]?.meta).toEqual({ v: 1, ...couple });
    expect(orders[1]?.meta).toEqual({ v: 1, ...bundle });
    expect(sessionRequestFor(orders[0]!.id).body.customer_email).toBe(user.email);
  });

  it.each([
    ["a short tarot prompt", shopCheckout, "/api/stripe/checkout", { ...tarot, prompt: "hi" }, "Share at least 10 characters so Solara can tune in."],
    ["a bad email", shopCheckout, "/api/stripe/checkout", { ...tarot, email: "nope" }, "Please enter a valid email address"],
    ["the match product on the shop call", shopCheckout, "/api/stripe/checkout", { ...tarot, product: "match-report" }, "Choose one of our readings or live sessions."],
    ["a live session without an email", shopCheckout, "/api/stripe/checkout", { ...live("astro-blueprint"), email: "" }, "We need your email to send scheduling links and materials."],
    ["a missing partner time", matchCheckout, "/api/reports/match/checkout", { ...couple, person2: { ...couple.person2, tob: "" } }, "Partner time of birth is required"],
    ["an impossible birth date", matchCheckout, "/api/reports/match/checkout", { ...couple, person1: { ...couple.person1, dob: "1991-02-30" } }, "Enter a real birth date between 1900 and today (YYYY-MM-DD)."],
    ["a short bundle intention", bundleCheckout, "/api/reports/bundle/checkout", { ...bundle, prompt: "us" }, "Share at least 10 characters about your intention for the tarot journey."],
  ] as const)("%s is a 400 with the SPEC message", async (_label, handler, path, body, message) => {
    const { cookie } = await signedInUser();
    const res = await post(handler as Handler, path, body, { cookie });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ message });
  });

  it.each([
    ["match", matchCheckout, "/api/reports/match/checkout", couple],
    ["bundle", bundleCheckout, "/api/reports/bundle/checkout", bundle],
  ] as const)("%s: a birthplace the atlas cannot find is a 400 naming the field, with suggestions, and no order", async (_label, handler, path, body) => {
    const { cookie } = await signedInUser();
    const before = await app.prisma.order.count();
    const res = await post(handler as Handler, path, { ...body, person2: { ...body.person2, pob: "Paris, Japan" } }, { cookie });
    expect(res.status).toBe(400);
    const json = (await jsonOf(res)) as { message: string; fieldErrors: Record<string, string[]> };
    expect(json.message).toContain("We could not find “Paris, Japan” (Partner's Place of Birth).");
    expect(json.message).toContain("“Paris, Île-de-France, France”");
    expect(Object.keys(json.fieldErrors)).toEqual(["person2.pob"]);
    expect(await app.prisma.order.count()).toBe(before);
  });

  it("the same birth twice is refused: a chart compared with itself is not a compatibility reading", async () => {
    const { cookie } = await signedInUser();
    const res = await post(matchCheckout, "/api/reports/match/checkout", { ...couple, person2: { ...couple.person1, name: "Rowan Vale" } }, { cookie });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ message: "Your partner's birth details are the same as yours: a compatibility reading compares two different births." });
  });

  it("1000 malformed bodies across the three calls: never a 5xx, never an order", async () => {
    const { cookie } = await signedInUser();
    const before = await app.prisma.order.count();
    const random = mulberry32(20261122);
    const calls: [Handler, string][] = [
      [shopCheckout, "/api/stripe/checkout"],
      [matchCheckout, "/api/reports/match/checkout"],
      [bundleCheckout, "/api/reports/bundle/checkout"],
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const [handler, path] = calls[i % 3]!;
      const { body, raw } = malformedBody(random, i);
      const res = await post(handler, path, body, { cookie: i % 2 ? cookie : undefined, raw });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `body #${i}: ${(raw ?? JSON.stringify(body)).slice(0, 200)}`).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
      const json = await jsonOf(res);
      expect(typeof json.message).toBe("string");
    }
    expect(await app.prisma.order.count()).toBe(before);
    // The mix really exercised the paths: bad JSON/shape (400), signed out (401); oversized bodies answer 400 too.
    expect([...statuses.keys()].sort()).toEqual([400, 401]);
  });

  it("a payment provider failure is a 502 { message } and the order is closed", async () => {
    stub.failWith(500);
    const res = await post(shopCheckout, "/api/stripe/checkout", { ...tarot, email: "unlucky@example.com" });
    expect(res.status).toBe(502);
    expect(await jsonOf(res)).toEqual({ message: "We couldn't reach our payment provider. Please try again in a moment." });
    const order = await app.prisma.order.findFirstOrThrow({ where: { email: "unlucky@example.com" } });
    expect(order.status).toBe("cancelled");
  });

  it("rate-limits a flood of checkouts from one IP with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await post(shopCheckout, "/api/stripe/checkout", tarot, { ip: "10.99.0.1" })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

/** Small deterministic PRNG so a failing body can be reproduced. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function malformedBody(random: () => number, i: number): { body?: unknown; raw?: string } {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const value = (depth: number): unknown => {
    const kinds = depth > 2 ? ["null", "number", "string", "bool"] : ["null", "number", "string", "bool", "array", "object"];
    switch (pick(kinds)) {
      case "null":
        return null;
      case "number":
        return pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14, 2900]);
      case "string":
        return pick(["", " ", "tarot", "a@b", "<script>", "💫".repeat(5), "x".repeat(300), "1991-02-30", "25:61"]);
      case "bool":
        return random() < 0.5;
      case "array":
        return Array.from({ length: Math.floor(random() * 3) }, () => value(depth + 1));
      default:
        return Object.fromEntries(
          Array.from({ length: Math.floor(random() * 4) }, () => [pick(["product", "email", "prompt", "person1", "person2", "details", "name", "dob", "amount", "__proto__"]), value(depth + 1)]),
        );
    }
  };
  switch (i % 10) {
    case 0:
      return { raw: pick(["{", "{not json", "[1,2", "nul", '{"email":}', "\u0000", "}{"]) };
    case 1:
      return { body: pick([null, [], [tarot], 42, "tarot", true]) };
    case 2:
      return { raw: JSON.stringify({ ...tarot, prompt: "x".repeat(20_000 + Math.floor(random() * 5000)) }) };
    case 3:
      return { body: { ...tarot, email: value(1), prompt: value(1) } };
    case 4:
      return { body: { person1: value(1), person2: value(1), prompt: value(1), product: value(1) } };
    case 5:
      return { body: { product: pick(["astro-blueprint", "numerology-map", "tarot-immersion"]), email: pick(["", "x", null]), details: value(1) } };
    case 6:
      return { body: { person1: { name: value(2), dob: value(2), tob: value(2), pob: value(2) }, person2: null } };
    default:
      return { body: value(0) };
  }
}
