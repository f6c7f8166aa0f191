import { beforeEach, describe, expect, it, vi } from "vitest";

// Development without APP_URL: links follow the origin each request was made on.
vi.hoisted(() => {
  delete process.env.APP_URL;
});

import { POST as confirm } from "@/app/api/automations/confirm/route";
import { GET as unsubscribeGet } from "@/app/api/automations/unsubscribe/route";
import { POST as subscribe } from "@/app/api/automations/subscribe/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as devCheckout } from "@/app/api/dev/checkout/[orderId]/route";
import { POST as shopCheckout } from "@/app/api/stripe/checkout/route";
import { outboxProvider } from "@/lib/email/outbox-provider";
import { env } from "@/lib/env";
import { createJobHandlers } from "@/lib/jobs/handlers";
import { drainJobs } from "@/lib/jobs/runner";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";
import { jsonOf } from "../support/http";

const DEV = "http://localhost:3999";
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A JSON call made through the dev server on port 3999, as its browser would send it. */
const call = (path: string, body: unknown) =>
  new Request(`${DEV}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: DEV, "x-forwarded-for": "10.9.9.9" }, body: JSON.stringify(body) });

describe.each(TEST_DATABASES)("links in emails follow the dev server's origin on $name", (kind) => {
  const app = withAppDatabase(kind);
  const drain = () => drainJobs({ prisma: app.prisma, handlers: createJobHandlers({ prisma: app.prisma, provider: outboxProvider, model: null }), log: quiet });

  beforeEach(async () => {
    expect(env.APP_URL).toBeUndefined();
    await app.prisma.rateLimit.deleteMany();
  });

  it("a tarot order placed through http://localhost:3999 is delivered with links to http://localhost:3999", async () => {
    const res = await shopCheckout(call("/api/stripe/checkout", { product: "tarot", email: "port@example.com", prompt: "What should I carry into the new season?" }), undefined);
    expect(res.status).toBe(200);
    const order = await app.prisma.order.findFirstOrThrow({ where: { email: "port@example.com" } });
    expect(order.siteOrigin).toBe(DEV);
    expect((await jsonOf(res)).checkoutUrl).toBe(`/dev/checkout/${order.id}`);

    const paid = await devCheckout(new Request(`${DEV}/api/dev/checkout/${order.id}`, { method: "POST", body: new URLSearchParams({ intent: "pay" }) }), { params: Promise.resolve({ orderId: order.id }) });
    expect(paid.status).toBe(303);
    await drain();

    const letter = await app.prisma.emailMessage.findFirstOrThrow({ where: { to: "port@example.com", tag: "reading" } });
    expect(letter.html).toContain(`href="${DEV}"`);
    expect(letter.text).toContain(`The Quantum Veil · ${DEV}`);
    expect(`${letter.html}${letter.text}`).not.toContain("localhost:3000");
  });

  it("a subscription made through the dev server gets a welcome letter whose unsubscribe link works there", async () => {
    const res = await subscribe(call("/api/automations/subscribe", { email: "port@example.com", automationType: "morning-card-pull", personaHandle: "solara" }), undefined);
    expect(res.status).toBe(201);
    const sub = await app.prisma.automationSubscription.findFirstOrThrow({ where: { email: "port@example.com" } });
    expect(sub.siteOrigin).toBe(DEV);
    await drain();

    // Double opt-in: the only letter before confirming asks to confirm, on the same server.
    const optIn = await app.prisma.emailMessage.findFirstOrThrow({ where: { to: "port@example.com", tag: "opt-in" } });
    const confirmLink = `${DEV}/api/automations/confirm?token=${sub.confirmToken}`;
    expect(optIn.html).toContain(confirmLink);
    expect(`${optIn.html}${optIn.text}`).not.toContain("localhost:3000");
    expect(await app.prisma.emailMessage.count({ where: { to: "port@example.com", tag: "confirmation" } })).toBe(0);
    const confirmed = await confirm(new Request(confirmLink, { method: "POST", headers: { origin: DEV } }), undefined);
    expect(confirmed.status).toBe(200);
    await drain();

    const welcome = await app.prisma.emailMessage.findFirstOrThrow({ where: { to: "port@example.com", tag: "confirmation" } });
    const link = `${DEV}/api/automations/unsubscribe?token=${sub.unsubscribeToken}`;
    expect(welcome.html).toContain(link);
    expect(welcome.headers).toMatchObject({ "List-Unsubscribe": `<${link}>` });
    expect(`${welcome.html}${welcome.text}`).not.toContain("localhost:3000");

    // Following it lands on the page of the same server.
    const page = await unsubscribeGet(new Request(link), undefined);
    expect(page.headers.get("location")).toBe(`${DEV}/offers/unsubscribe?token=${sub.unsubscribeToken}`);
  });

  it("a contact message sent through the dev server is forwarded with links to it", async () => {
    const res = await contact(call("/api/contact", { name: "Port Seeker", email: "port@example.com", message: "Hello from the other port, oracles." }), undefined);
    expect(res.status).toBe(201);
    expect((await app.prisma.contactMessage.findFirstOrThrow({ where: { email: "port@example.com" } })).siteOrigin).toBe(DEV);
    await drain();
    const forwarded = await app.prisma.emailMessage.findFirstOrThrow({ where: { replyTo: "port@example.com", tag: "contact" } });
    expect(forwarded.html).toContain(`href="${DEV}"`);
    expect(forwarded.html).not.toContain("localhost:3000");
  });
});
