import "server-only";

import { isIP } from "node:net";

import { PEER_ADDRESS_HEADER, peerAddressStampInstalled } from "./peer-address";
import { forwardedList, proxyTrust, trustedEntry, type ProxyTrust } from "./proxy-trust";

/** One shared bucket for requests whose address cannot be trusted: safe, if blunt. */
export const UNKNOWN_CLIENT = "unknown";

interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The caller's address as rate limits should count it, never a value the client picks:
 * - on Vercel, `x-real-ip` (the platform overwrites it and X-Forwarded-For on every request);
 * - behind TRUSTED_PROXY_HOPS proxies, the X-Forwarded-For entry that many places from the
 *   right (each proxy appends the address it saw; anything further left the client wrote);
 * - otherwise (hops 0, the default) the TCP peer, stamped by our server (peer-address.ts).
 * IPv6 addresses count per /64: one host usually holds a whole /64 and could rotate within it.
 */
export function resolveClientIp(headers: HeaderReader, trust: ProxyTrust, peerStamped: boolean): string {
  if (trust.vercel) {
    return rateLimitAddress(headers.get("x-real-ip")) ?? rateLimitAddress(trustedEntry(forwardedList(headers.get("x-forwarded-for")), 1)) ?? UNKNOWN_CLIENT;
  }
  if (trust.hops > 0) {
    const entry = trustedEntry(forwardedList(headers.get("x-forwarded-for")), trust.hops);
    // No X-Forwarded-For at all: the request reached us without the proxy, so its peer counts.
    if (entry !== undefined) return rateLimitAddress(entry) ?? UNKNOWN_CLIENT;
  }
  return (peerStamped ? rateLimitAddress(headers.get(PEER_ADDRESS_HEADER)) : undefined) ?? UNKNOWN_CLIENT;
}

export function clientIp(request: Request): string {
  return resolveClientIp(request.headers, proxyTrust(), peerAddressStampInstalled());
}

/** A valid IPv4 address, or an IPv6 address reduced to its /64 (`2001:db8:1:2::/64`); undefined for anything else. */
export function rateLimitAddress(raw: string | null | undefined): string | undefined {
  let value = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value); // [v6]:port
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":")); // v4:port
  value = value.replace(/%.*$/, "").toLowerCase(); // zone index
  const version = isIP(value);
  if (version === 4) return value;
  if (version !== 6) return undefined;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  return `${ipv6Groups(value).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string) =>
    part
      ? part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [g];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const [head = "", tail] = address.split("::");
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
