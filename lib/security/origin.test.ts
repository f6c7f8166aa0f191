import { describe, expect, it } from "vitest";

import { isForeignOriginRequest, requestHost } from "./origin";

const base = {
  method: "POST",
  pathname: "/api/contact",
  origin: "http://localhost:3000",
  secFetchSite: "same-origin",
  host: "localhost:3000",
  allowedOrigins: ["https://quantumveil.app"],
};

describe("isForeignOriginRequest", () => {
  it("lets same-origin and configured origins through", () => {
    expect(isForeignOriginRequest(base)).toBe(false);
    expect(isForeignOriginRequest({ ...base, origin: "https://quantumveil.app", host: "internal:8080", secFetchSite: null })).toBe(false);
  });
  it("refuses another site's origin, a null origin and cross-site fetches", () => {
    expect(isForeignOriginRequest({ ...base, origin: "https://evil.example", secFetchSite: null })).toBe(true);
    expect(isForeignOriginRequest({ ...base, origin: "null", secFetchSite: null })).toBe(true);
    expect(isForeignOriginRequest({ ...base, origin: null, secFetchSite: "cross-site" })).toBe(true);
    expect(isForeignOriginRequest({ ...base, origin: "not a url", secFetchSite: null })).toBe(true);
  });
  it("ignores safe methods, server-to-server endpoints and clients without an Origin", () => {
    expect(isForeignOriginRequest({ ...base, method: "GET", origin: "https://evil.example" })).toBe(false);
    expect(isForeignOriginRequest({ ...base, pathname: "/api/stripe/webhook", origin: "https://evil.example" })).toBe(false);
    expect(isForeignOriginRequest({ ...base, origin: null, secFetchSite: null })).toBe(false);
  });
});

describe("requestHost", () => {
  const h = new Headers({ host: "internal:8080", "x-forwarded-host": "evil.example, quantumveil.app" });
  it("ignores X-Forwarded-Host unless a proxy is trusted", () => {
    expect(requestHost(h, { vercel: false, hops: 0 })).toBe("internal:8080");
  });
  it("takes the entry the trusted proxy wrote (N from the right), or Vercel's", () => {
    expect(requestHost(h, { vercel: false, hops: 1 })).toBe("quantumveil.app");
    expect(requestHost(h, { vercel: false, hops: 2 })).toBe("evil.example");
    expect(requestHost(h, { vercel: true, hops: 0 })).toBe("quantumveil.app");
    expect(requestHost(new Headers({ host: "internal:8080" }), { vercel: false, hops: 1 })).toBe("internal:8080");
  });
  it("so a client's X-Forwarded-Host cannot make a foreign Origin look same-origin", () => {
    const spoofed = new Headers({ host: "quantumveil.app", "x-forwarded-host": "evil.example" });
    const input = { ...base, origin: "https://evil.example", secFetchSite: null, host: requestHost(spoofed, { vercel: false, hops: 0 }) };
    expect(isForeignOriginRequest(input)).toBe(true);
  });
});
