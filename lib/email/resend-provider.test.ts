import { afterEach, describe, expect, it, vi } from "vitest";

import { createResendProvider } from "./resend-provider";
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
});
