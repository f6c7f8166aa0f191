import { afterEach, describe, expect, it, vi } from "vitest";

import { createResendProvider, createThrottle } from "./resend-provider";
import type { ProviderMessage } from "./types";

const message: ProviderMessage = {
  idempotencyKey: "reading:order_1",
  to: "nova@example.com",
  from: "Solara at The Quantum Veil <oracles@quantumveil.app>",
  replyTo: "team@quantumveil.app",
  subject: "Your three cards, read by Solara",
  html: "<p>Hi</p>",
  text: "Hi",
  headers: { "List-Unsubscribe": "<https://x/u>" },
  attachments: [{ filename: "a.ics", contentType: "text/calendar", content: "QkVHSU4=" }],
  tag: "reading",
};

describe("the Resend provider (HTTP stubbed: no network, no key)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the message with our idempotency key as Resend's Idempotency-Key", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ id: "re_123" }), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const { providerId } = await createResendProvider("re_test_key").send(message);
    expect(providerId).toBe("re_123");
    const [url, init] = fetch.mock.calls[0] ?? ["", {}];
    expect(url).toBe("https://api.resend.com/emails");
    const headers = new Headers(init.headers);
    expect(headers.get("idempotency-key")).toBe("reading:order_1");
    expect(headers.get("authorization")).toBe("Bearer re_test_key");
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ to: "nova@example.com", reply_to: "team@quantumveil.app", subject: message.subject, text: "Hi", headers: message.headers });
    expect(body.attachments).toEqual([expect.objectContaining({ filename: "a.ics", content: "QkVHSU4=" })]);
  });

  it("throws when Resend refuses, so the job retries", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ name: "rate_limit_exceeded", message: "Too many requests", statusCode: 429 }), { status: 429, headers: { "content-type": "application/json" } })));
    await expect(createResendProvider("re_test_key").send(message)).rejects.toThrow(/Resend refused the message: .*Too many requests/);
  });

  it("sends a batch in one call to /emails/batch, keyed by its messages, and maps the ids back in order", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: [{ id: "re_a" }, { id: "re_b" }] }), { status: 200, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const plain = { ...message, attachments: [] };
    const batch = [
      { ...plain, idempotencyKey: "automation:s1:2026-11-22", to: "a@example.com" },
      { ...plain, idempotencyKey: "automation:s2:2026-11-22", to: "b@example.com" },
    ];
    const { providerIds } = await createResendProvider("re_test_key").sendBatch!(batch);
    expect(providerIds).toEqual(["re_a", "re_b"]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? ["", {}];
    expect(url).toBe("https://api.resend.com/emails/batch");
    const key = new Headers(init.headers).get("idempotency-key");
    expect(key).toMatch(/^batch:[\w-]{43}$/);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>[];
    expect(body.map((b) => b.to)).toEqual(["a@example.com", "b@example.com"]);
    expect(body[0]).toMatchObject({ reply_to: "team@quantumveil.app", headers: message.headers, tags: [{ name: "category", value: "reading" }] });
    expect(body[0]).not.toHaveProperty("attachments");

    // The same messages in another order carry the same key (Resend dedupes a retried batch).
    await createResendProvider("re_test_key").sendBatch!([...batch].reverse());
    expect(new Headers(fetch.mock.calls[1]?.[1].headers).get("idempotency-key")).toBe(key);
  });

  it("refuses a batch Resend cannot take (attachments, over 100) before any call, and throws when Resend refuses one", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ name: "rate_limit_exceeded", message: "Too many requests", statusCode: 429 }), { status: 429, headers: { "content-type": "application/json" } }));
    vi.stubGlobal("fetch", fetch);
    const provider = createResendProvider("re_test_key");
    await expect(provider.sendBatch!([message])).rejects.toThrow(/no attachments/);
    await expect(provider.sendBatch!(Array.from({ length: 101 }, () => ({ ...message, attachments: [] })))).rejects.toThrow(/at most 100/);
    expect(fetch).not.toHaveBeenCalled();
    await expect(provider.sendBatch!([{ ...message, attachments: [] }])).rejects.toThrow(/Resend refused the batch: .*Too many requests/);
  });

  it("spaces calls 1000/perSecond ms apart (the team's rate limit), without waiting when calls are already apart", async () => {
    let now = 0;
    const sleeps: number[] = [];
    const wait = createThrottle(2, { now: () => now, sleep: async (ms) => void sleeps.push(ms) });
    await Promise.all([wait(), wait(), wait(), wait()]);
    expect(sleeps).toEqual([500, 1000, 1500]);
    now = 10_000;
    await wait();
    expect(sleeps).toHaveLength(3);
    await wait();
    expect(sleeps).toEqual([500, 1000, 1500, 500]);
  });
});
