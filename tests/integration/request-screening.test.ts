import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { JSON_REQUIRED } from "@/lib/security/content-type";
import { proxy } from "@/proxy";

// proxy.ts as `next start` runs it in front of every /api route, with the default settings
// (no trusted proxy). It passes a request on with `x-middleware-next: 1`.
function screen(path: string, { method = "POST", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { method, headers: { host: "localhost:3000", ...headers } }));
}
const passed = (res: Response) => res.headers.get("x-middleware-next") === "1";

describe("same-origin check with no trusted proxy", () => {
  it("ignores X-Forwarded-Host: a client cannot make a foreign Origin look like our own host", async () => {
    const res = screen("/api/contact", { headers: { "content-type": "application/json", origin: "https://evil.example", "x-forwarded-host": "evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "This request came from another site and was refused." });
  });

  it("still lets our own pages through", () => {
    expect(passed(screen("/api/contact", { headers: { "content-type": "application/json", origin: "http://localhost:3000" } }))).toBe(true);
    expect(passed(screen("/api/contact", { headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-forwarded-host": "other.example" } }))).toBe(true);
  });
});

describe("JSON-only API calls", () => {
  it.each(["/api/auth/login", "/api/auth/logout", "/api/auth/signup", "/api/account/password", "/api/contact", "/api/stripe/checkout", "/api/reports/solo", "/api/automations/subscribe"])(
    "%s refuses text/plain, a form and a missing Content-Type with 415 { message }",
    async (path) => {
      for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
        const res = screen(path, { headers: { origin: "http://localhost:3000", ...(type ? { "content-type": type } : {}) } });
        expect(res.status, String(type)).toBe(415);
        expect(await res.json()).toEqual({ message: JSON_REQUIRED });
      }
      for (const method of ["PUT", "PATCH", "DELETE"]) expect(screen(path, { method, headers: { "content-type": "text/plain" } }).status).toBe(415);
    },
  );

  it("accepts JSON with parameters or a +json type, and leaves reads alone", () => {
    for (const type of ["application/json", "Application/JSON; charset=utf-8", "application/merge-patch+json"]) {
      expect(passed(screen("/api/contact", { headers: { "content-type": type } })), type).toBe(true);
    }
    expect(passed(screen("/api/orders/me", { method: "GET", headers: { "content-type": "text/plain" } }))).toBe(true);
  });

  it("exempts the webhook, cron and the two HTML-form endpoints", () => {
    expect(passed(screen("/api/stripe/webhook", { headers: { "content-type": "text/plain" } }))).toBe(true);
    expect(passed(screen("/api/cron/jobs"))).toBe(true);
    expect(passed(screen("/api/automations/unsubscribe?token=t", { headers: { "content-type": "application/x-www-form-urlencoded" } }))).toBe(true);
    expect(passed(screen("/api/dev/checkout/ord_1", { headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" } }))).toBe(true);
  });

  it("refuses a foreign Origin before looking at the body type", () => {
    expect(screen("/api/contact", { headers: { "content-type": "text/plain", origin: "https://evil.example" } }).status).toBe(403);
  });
});
