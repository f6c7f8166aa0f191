import { describe, expect, it } from "vitest";

import { rateLimitAddress, resolveClientIp, UNKNOWN_CLIENT } from "./client-ip";
import { PEER_ADDRESS_HEADER } from "./peer-address";

const headers = (h: Record<string, string>) => new Headers(h);
const none = { vercel: false, hops: 0 };

describe("resolveClientIp", () => {
  it("with no trusted proxy, is the stamped socket peer and ignores every forwarded header", () => {
    const h = headers({ [PEER_ADDRESS_HEADER]: "198.51.100.4", "x-forwarded-for": "1.1.1.1", "x-real-ip": "2.2.2.2" });
    expect(resolveClientIp(h, none, true)).toBe("198.51.100.4");
  });

  it("never trusts the peer header unless our server stamped it", () => {
    expect(resolveClientIp(headers({ [PEER_ADDRESS_HEADER]: "198.51.100.4" }), none, false)).toBe(UNKNOWN_CLIENT);
    expect(resolveClientIp(headers({ "x-forwarded-for": "1.1.1.1" }), none, true)).toBe(UNKNOWN_CLIENT);
  });

  it("behind N proxies, reads X-Forwarded-For N entries from the right", () => {
    const h = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2", [PEER_ADDRESS_HEADER]: "10.0.0.3" });
    expect(resolveClientIp(h, { vercel: false, hops: 1 }, true)).toBe("10.0.0.2");
    expect(resolveClientIp(h, { vercel: false, hops: 2 }, true)).toBe("203.0.113.9");
    // A chain shorter than configured: the left-most entry is the furthest any proxy vouches for.
    expect(resolveClientIp(h, { vercel: false, hops: 5 }, true)).toBe("6.6.6.6");
  });

  it("joins repeated X-Forwarded-For lines the way proxies append them", () => {
    const h = new Headers();
    h.append("x-forwarded-for", "6.6.6.6");
    h.append("x-forwarded-for", "203.0.113.9");
    expect(resolveClientIp(h, { vercel: false, hops: 1 }, true)).toBe("203.0.113.9");
  });

  it("behind a proxy, a request that did not come through it (no X-Forwarded-For) counts by its peer", () => {
    expect(resolveClientIp(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.3" }), { vercel: false, hops: 1 }, true)).toBe("10.0.0.3");
  });

  it("an entry that is not an address never becomes a key", () => {
    expect(resolveClientIp(headers({ "x-forwarded-for": "1.1.1.1, not-an-ip" }), { vercel: false, hops: 1 }, true)).toBe(UNKNOWN_CLIENT);
  });

  it("on Vercel, takes the platform's x-real-ip", () => {
    const h = headers({ "x-real-ip": "203.0.113.77", "x-forwarded-for": "203.0.113.77", [PEER_ADDRESS_HEADER]: "10.1.1.1" });
    expect(resolveClientIp(h, { vercel: true, hops: 0 }, true)).toBe("203.0.113.77");
    expect(resolveClientIp(headers({ "x-forwarded-for": "203.0.113.78" }), { vercel: true, hops: 0 }, false)).toBe("203.0.113.78");
  });
});

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd:12::/64"],
    ["2001:DB8:ABCD:0012::99", "2001:db8:abcd:12::/64"],
    ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("%s counts as %s", (raw, key) => {
    expect(rateLimitAddress(raw)).toBe(key);
  });

  it("puts every address of one IPv6 /64 in one bucket", () => {
    expect(rateLimitAddress("2001:db8:1:2:aaaa::1")).toBe(rateLimitAddress("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(rateLimitAddress("2001:db8:1:2::1")).not.toBe(rateLimitAddress("2001:db8:1:3::1"));
  });

  it.each(["", "unknown", "1.2.3", "999.1.1.1", "<script>", "1.2.3.4, 5.6.7.8"])("refuses %j", (raw) => {
    expect(rateLimitAddress(raw)).toBeUndefined();
  });
});
