import { forwardedList, trustedEntry, trustsForwardedHeaders, type ProxyTrust } from "./proxy-trust";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Called by servers, not browsers: they authenticate by signature or secret instead.
const EXEMPT_PREFIXES = ["/api/stripe/webhook", "/api/resend/webhook", "/api/cron/"];

/**
 * The host this request was addressed to, for comparing with its Origin. X-Forwarded-Host
 * counts only when a proxy we trust wrote it (TRUSTED_PROXY_HOPS > 0 or Vercel); otherwise a
 * client could name any host there, including the foreign one it sends as Origin.
 */
export function requestHost(headers: { get(name: string): string | null }, trust: ProxyTrust): string | null {
  if (trustsForwardedHeaders(trust)) {
    const forwarded = trustedEntry(forwardedList(headers.get("x-forwarded-host")), trust.vercel ? 1 : trust.hops);
    if (forwarded) return forwarded;
  }
  return headers.get("host");
}

/**
 * CSRF defence for state-changing calls: a browser always sends `Origin` on a cross-site POST,
 * so a request whose Origin (or Sec-Fetch-Site) names another site is refused. Requests without
 * either header come from non-browser clients, which cookies-based CSRF cannot exploit.
 */
export function isForeignOriginRequest(input: {
  method: string;
  pathname: string;
  origin: string | null;
  secFetchSite: string | null;
  host: string | null;
  allowedOrigins: string[];
}): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return false;
  if (EXEMPT_PREFIXES.some((p) => input.pathname.startsWith(p))) return false;
  if (input.secFetchSite === "cross-site") return true;
  if (!input.origin) return false;
  if (input.origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(input.origin).host;
  } catch {
    return true;
  }
  if (input.host && originHost === input.host) return false;
  return !input.allowedOrigins.some((allowed) => new URL(allowed).host === originHost);
}
