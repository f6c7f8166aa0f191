import "server-only";

import { env } from "@/lib/env";

/** Where links point when nothing better is known: `next dev`'s default address. */
export const FALLBACK_APP_URL = "http://localhost:3000";

const MAX_ORIGIN_LENGTH = 200;

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value && value.length <= MAX_ORIGIN_LENGTH;
  } catch {
    return false;
  }
}

/**
 * The origin a request was made to ("http://localhost:3999"), recorded with what it creates (an
 * order, a subscription, a contact message) so that the emails sent about it later can link back
 * to the same place in development. Null when it is not a plain http(s) origin.
 */
export function requestOrigin(request: Request): string | null {
  try {
    const { origin } = new URL(request.url);
    return isHttpOrigin(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The base of the links we send out (emails, unsubscribe links, Stripe return URLs), without a
 * trailing slash: APP_URL when it is set. Production requires it (the host a request names
 * cannot be trusted there), and says so. In development and tests the origin recorded with what
 * the link is about (see `requestOrigin`) stands in, so a dev server on another port gets
 * working links; else http://localhost:3000.
 */
export function appBaseUrl(recordedOrigin?: string | null): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/+$/, "");
  if (env.NODE_ENV === "production") {
    throw new Error(
      "APP_URL is not set. Production needs the site's public base URL (e.g. APP_URL=https://quantumveil.app) for the links in emails and the Stripe return URLs.",
    );
  }
  return recordedOrigin && isHttpOrigin(recordedOrigin) ? recordedOrigin : FALLBACK_APP_URL;
}

/**
 * The base for canonical URLs, feeds, the sitemap and Open Graph links. These are prerendered by
 * `next build`, which must work without APP_URL, so this never throws: APP_URL, else the fallback.
 */
export function siteUrl(): string {
  return env.APP_URL ? env.APP_URL.replace(/\/+$/, "") : FALLBACK_APP_URL;
}

/** Whether the site is served over https (secure, `__Secure-` prefixed cookies). */
export function appUsesHttps(): boolean {
  return !!env.APP_URL && new URL(env.APP_URL).protocol === "https:";
}
