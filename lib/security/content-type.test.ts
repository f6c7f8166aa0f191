import { describe, expect, it } from "vitest";

import { isJsonContentType, needsJsonContentType } from "./content-type";

describe("isJsonContentType", () => {
  it.each(["application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "application/problem+json", "application/vnd.api+json"])("accepts %s", (t) => {
    expect(isJsonContentType(t)).toBe(true);
  });
  it.each([null, "", "text/plain", "text/json", "application/x-www-form-urlencoded", "multipart/form-data", "application/jsonp", "text/plain; application/json"])(
    "refuses %j",
    (t) => {
      expect(isJsonContentType(t)).toBe(false);
    },
  );
});

describe("needsJsonContentType", () => {
  const call = (method: string, pathname: string, contentType: string | null = "text/plain") => needsJsonContentType({ method, pathname, contentType });
  it("applies to state-changing /api calls only", () => {
    expect(call("POST", "/api/contact")).toBe(true);
    expect(call("delete", "/api/anything")).toBe(true);
    expect(call("GET", "/api/contact")).toBe(false);
    expect(call("POST", "/not-api")).toBe(false);
    expect(call("POST", "/api/contact", "application/json")).toBe(false);
  });
  it("exempts Stripe's webhook, cron and the HTML-form endpoints", () => {
    for (const p of ["/api/stripe/webhook", "/api/cron/jobs", "/api/cron/automations", "/api/automations/unsubscribe", "/api/dev/checkout/ord_1"]) expect(call("POST", p)).toBe(false);
    expect(call("POST", "/api/stripe/checkout")).toBe(true);
    expect(call("POST", "/api/automations/subscribe")).toBe(true);
  });
});
