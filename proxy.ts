import { NextResponse, type NextRequest } from "next/server";

import { env } from "@/lib/env";
import { isForeignOriginRequest } from "@/lib/security/origin";

// Proxy only does cheap request screening; authorization lives in route handlers and lib/.
export function proxy(request: NextRequest) {
  const foreign = isForeignOriginRequest({
    method: request.method,
    pathname: request.nextUrl.pathname,
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    allowedOrigins: env.APP_URL ? [env.APP_URL] : [],
  });
  if (foreign) {
    return NextResponse.json({ message: "This request came from another site and was refused." }, { status: 403 });
  }
  return NextResponse.next();
}

export const config = { matcher: "/api/:path*" };
