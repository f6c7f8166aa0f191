import { env } from "@/lib/env";

/**
 * What the deployment vouches for in forwarded headers: on Vercel the platform sets them (and
 * overwrites a client's), elsewhere only the `hops` reverse proxies configured in
 * TRUSTED_PROXY_HOPS append to them. With neither, every X-Forwarded-* header came from the
 * client and is ignored.
 */
export interface ProxyTrust {
  vercel: boolean;
  hops: number;
}

export function proxyTrust(): ProxyTrust {
  return { vercel: Boolean(env.VERCEL), hops: env.TRUSTED_PROXY_HOPS };
}

export const trustsForwardedHeaders = (trust: ProxyTrust) => trust.vercel || trust.hops > 0;

/** A comma-separated forwarded header as a list; several header lines arrive already joined by ", ". */
export function forwardedList(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The entry our outermost trusted proxy wrote: proxies append, so it sits `hops` places from the
 * right (clamped to the left-most when the chain is shorter than configured).
 */
export function trustedEntry(list: string[], hops: number): string | undefined {
  return list.length ? list[Math.max(0, list.length - Math.max(1, hops))] : undefined;
}
