import { describe, expect, it } from "vitest";

import { isForeignOriginRequest } from "./origin";

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
