import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

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

describe("Content-Security-Policy per response", () => {
  const policyOf = (path: string) => screen(path, { method: "GET" }).headers.get("content-security-policy");

  it("sets a policy on pages and on API answers, never with 'unsafe-eval' outside development", () => {
    for (const path of ["/", "/about", "/portal", "/api/health"]) {
      const policy = policyOf(path);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toContain("unsafe-eval");
    }
    // An API answer runs no script: nothing inline is allowed at all.
    expect(policyOf("/api/health")).toContain("script-src 'self';");
  });

  it("leaves the dev outbox's email HTML to its own stricter policy", () => {
    const res = screen("/dev/outbox/cm123/html", { method: "GET" });
    expect(passed(res)).toBe(true);
    expect(res.headers.get("content-security-policy")).toBeNull();
    expect(policyOf("/dev/outbox/cm123")).toContain("frame-ancestors 'none'");
  });

  it("sends an unknown post or oracle to its per-request 404, and passes the nonce on to Next", async () => {
    // A build output on disk, as `next start` has beside it: /blog/a-post was pre-rendered.
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "tqv-proxy-"));
    fs.mkdirSync(path.join(distDir, "server", "app", "blog"), { recursive: true });
    const routes = { "/blog/a-post": { routeType: "page", dataRoute: "/blog/a-post.rsc" }, "/_not-found": { routeType: "page", dataRoute: "/_not-found.rsc" } };
    fs.writeFileSync(path.join(distDir, "prerender-manifest.json"), JSON.stringify({ routes }));
    fs.writeFileSync(path.join(distDir, "server", "app", "blog", "a-post.html"), "<script>post()</script>");
    fs.writeFileSync(path.join(distDir, "server", "app", "_not-found.html"), "<script>theme()</script>");
    vi.stubEnv("NEXT_DIST_DIR", distDir);
    vi.resetModules();
    try {
      const { proxy: proxyOnBuild } = await import("@/proxy");
      const get = (pathname: string) => proxyOnBuild(new NextRequest(`http://localhost:3000${pathname}`, { headers: { host: "localhost:3000" } }));

      const post = get("/blog/a-post");
      expect(post.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${createHash("sha256").update("post()").digest("base64")}';`);
      expect(post.headers.get("x-middleware-rewrite")).toBeNull();

      const missing = get("/blog/no-such-post");
      const policy = missing.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'sha256-/);
      expect(policy.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
      expect(missing.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/missing/blog/no-such-post");
      // Next reads the nonce from the request's own policy header, passed on by the proxy.
      expect(missing.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
