import { afterEach, describe, expect, it, vi } from "vitest";

const fakeEnv = vi.hoisted(() => ({ env: { APP_URL: undefined as string | undefined, NODE_ENV: "development" } }));
vi.mock("@/lib/env", () => ({ env: fakeEnv.env }));

const { appBaseUrl, appUsesHttps, FALLBACK_APP_URL, requestOrigin, siteUrl } = await import("./app-url");

describe("appBaseUrl: the base of every link we send out", () => {
  afterEach(() => Object.assign(fakeEnv.env, { APP_URL: undefined, NODE_ENV: "development" }));

  it("is APP_URL when set, whatever the request's origin, in every environment", () => {
    fakeEnv.env.APP_URL = "https://quantumveil.app/";
    expect(appBaseUrl()).toBe("https://quantumveil.app");
    expect(appBaseUrl("http://localhost:3999")).toBe("https://quantumveil.app");
    fakeEnv.env.NODE_ENV = "production";
    expect(appBaseUrl("http://evil.example")).toBe("https://quantumveil.app");
  });

  it("follows the recorded request origin in development when APP_URL is unset", () => {
    expect(appBaseUrl("http://localhost:3999")).toBe("http://localhost:3999");
    expect(appBaseUrl("https://192.168.1.20:8443")).toBe("https://192.168.1.20:8443");
    fakeEnv.env.NODE_ENV = "test";
    expect(appBaseUrl("http://127.0.0.1:4000")).toBe("http://127.0.0.1:4000");
  });

  it("falls back to http://localhost:3000 without a usable origin", () => {
    expect(FALLBACK_APP_URL).toBe("http://localhost:3000");
    for (const origin of [undefined, null, "", "localhost:3999", "javascript:alert(1)", "http://localhost:3999/path", "ftp://files.example"]) {
      expect(appBaseUrl(origin), String(origin)).toBe("http://localhost:3000");
    }
  });

  it("refuses to guess in production: APP_URL is required, with a clear message", () => {
    fakeEnv.env.NODE_ENV = "production";
    expect(() => appBaseUrl("http://localhost:3999")).toThrow(/APP_URL is not set\. Production needs the site's public base URL/);
    // Canonical URLs are prerendered by `next build` (a production build) and never throw.
    expect(siteUrl()).toBe("http://localhost:3000");
  });
});

describe("requestOrigin", () => {
  it("is the scheme, host and port the request was made to", () => {
    expect(requestOrigin(new Request("http://localhost:3999/api/contact?x=1"))).toBe("http://localhost:3999");
    expect(requestOrigin(new Request("https://quantumveil.app/api/stripe/checkout"))).toBe("https://quantumveil.app");
    expect(requestOrigin(new Request(`http://${"a".repeat(250)}.example/api`))).toBeNull();
  });
});

describe("siteUrl and appUsesHttps", () => {
  afterEach(() => Object.assign(fakeEnv.env, { APP_URL: undefined, NODE_ENV: "development" }));

  it("read APP_URL", () => {
    expect(appUsesHttps()).toBe(false);
    fakeEnv.env.APP_URL = "https://quantumveil.app";
    expect(siteUrl()).toBe("https://quantumveil.app");
    expect(appUsesHttps()).toBe(true);
    fakeEnv.env.APP_URL = "http://localhost:3210";
    expect(appUsesHttps()).toBe(false);
  });
});
