import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env";
import { log } from "@/lib/observability/log";
import { JSON_REQUIRED, needsJsonContentType } from "@/lib/security/content-type";
import { buildContentSecurityPolicy } from "@/lib/security/csp";
import { scriptAllowanceFor } from "@/lib/security/csp-pages";
import { isForeignOriginRequest, requestHost } from "@/lib/security/origin";
import { proxyTrust } from "@/lib/security/proxy-trust";

// Proxy does cheap request screening (API routes) and sets each response's Content-Security-
// Policy; authorization lives in route handlers and lib/.
export function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname;
  if (pathname.startsWith("/api/")) return screenApiRequest(request, pathname);
  if (OWN_POLICY.test(pathname)) return NextResponse.next();

  const scripts = scriptAllowanceFor(pathname, {
    development: env.NODE_ENV === "development",
    distDir: env.NEXT_DIST_DIR,
    onFallback: (reason) => log.warn("csp.fallback_unsafe_inline", { reason }),
  });
  const policy = buildContentSecurityPolicy(scripts);
  let response: NextResponse;
  if (scripts.kind === "nonce") {
    // Next reads the nonce from the request's own policy and puts it on every script it renders.
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    // A post or oracle the build did not pre-render does not exist: its 404 is rendered per
    // request, never cached with one visitor's nonce (app/(marketing)/missing).
    response = UNKNOWN_SECTION_PAGE.test(pathname)
      ? NextResponse.rewrite(new URL(`/missing${pathname.replace(/\/$/, "")}`, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// Routes that answer with a stricter policy of their own, which a policy set here would replace:
// an email's HTML in the dev outbox is data, not code (no scripts at all).
const OWN_POLICY = /^\/dev\/outbox\/[^/]+\/html\/?$/;

const UNKNOWN_SECTION_PAGE = /^\/(?:blog|authors)\/[^/]+\/?$/;

// JSON answers run no script at all.
const API_POLICY = buildContentSecurityPolicy({ kind: "hashes", hashes: [] });

function screenApiRequest(request: NextRequest, pathname: string): NextResponse {
  const { method, headers } = request;
  const foreign = isForeignOriginRequest({
    method,
    pathname,
    origin: headers.get("origin"),
    secFetchSite: headers.get("sec-fetch-site"),
    host: requestHost(headers, proxyTrust()),
    allowedOrigins: env.APP_URL ? [env.APP_URL] : [],
  });
  let response: NextResponse;
  if (foreign) {
    response = NextResponse.json({ message: "This request came from another site and was refused." }, { status: 403 });
  } else if (needsJsonContentType({ method, pathname, contentType: headers.get("content-type") })) {
    response = NextResponse.json({ message: JSON_REQUIRED }, { status: 415 });
  } else {
    response = NextResponse.next();
  }
  response.headers.set("Content-Security-Policy", API_POLICY);
  return response;
}

// Every path but the build's static files (content-hashed scripts, styles, fonts and images).
export const config = { matcher: ["/((?!_next/static/|_next/image).*)"] };
