import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env";
import { JSON_REQUIRED, needsJsonContentType } from "@/lib/security/content-type";
import { isForeignOriginRequest, requestHost } from "@/lib/security/origin";
import { proxyTrust } from "@/lib/security/proxy-trust";

// Proxy only does cheap request screening; authorization lives in route handlers and lib/.
export function proxy(request: NextRequest) {
  const { method, headers } = request;
  const pathname = request.nextUrl.pathname;
  const foreign = isForeignOriginRequest({
    method,
    pathname,
    origin: headers.get("origin"),
    secFetchSite: headers.get("sec-fetch-site"),
    host: requestHost(headers, proxyTrust()),
    allowedOrigins: env.APP_URL ? [env.APP_URL] : [],
  });
  if (foreign) {
    return NextResponse.json({ message: "This request came from another site and was refused." }, { status: 403 });
  }
  if (needsJsonContentType({ method, pathname, contentType: headers.get("content-type") })) {
    return NextResponse.json({ message: JSON_REQUIRED }, { status: 415 });
  }
  return NextResponse.next();
}

export const config = { matcher: "/api/:path*" };
