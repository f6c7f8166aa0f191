import "server-only";

import { NextRequest } from "next/server";

import { ApiError, route } from "./errors";
import { readLimitedText } from "./read-json";

export interface NextAuthContext {
  params: Promise<{ nextauth?: string[] }>;
}

type Handler = (request: Request, context: NextAuthContext) => Promise<Response>;

const MAX_BYTES = 16 * 1024;

/** next-auth's own test (core/lib/assert.js): an http(s) URL, or a path on this site. */
function isValidCallbackUrl(value: unknown, base: string): boolean {
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? base : undefined).protocol);
  } catch {
    return false;
  }
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The callbackUrl a POST body carries (JSON or form), if any. */
function bodyCallbackUrl(text: string, json: boolean): unknown {
  if (!json) return new URLSearchParams(text).get("callbackUrl") ?? undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "The request body must be valid JSON.");
  }
  return body && typeof body === "object" && "callbackUrl" in body ? body.callbackUrl : undefined;
}

/**
 * next-auth's built-in endpoints, held to the API's promise of a JSON `{ message }` and a 4xx for
 * bad input. Left alone, next-auth throws (500) on a JSON body that does not parse or on a
 * callbackUrl (query, body or cookie) that is not a URL, answers an empty action with a 500
 * "server configuration" error, and refuses unknown actions in plain text. Those are answered
 * here; any other plain-text 4xx it gives is wrapped as `{ message }`.
 */
export function nextAuthRoute(handler: Handler): Handler {
  return route<NextAuthContext>(async (request, context) => {
    const { nextauth } = await context.params;
    if (!nextauth?.[0]) throw new ApiError(404, "Not found");

    const url = new URL(request.url);
    const callbackUrls: unknown[] = [
      url.searchParams.get("callbackUrl") ?? undefined,
      ...(request.headers.get("cookie") ?? "")
        .split(";")
        .map((c) => c.trim())
        .filter((c) => /^(__Secure-)?next-auth\.callback-url=/.test(c))
        .map((c) => decodeCookie(c.slice(c.indexOf("=") + 1))),
    ];

    let forwarded = request;
    if (request.method === "POST") {
      // Read once, size-limited, and handed on as a fresh request (cancelling a clone never settles).
      const text = await readLimitedText(request, MAX_BYTES);
      callbackUrls.push(bodyCallbackUrl(text, (request.headers.get("content-type") ?? "").includes("application/json")));
      forwarded = new NextRequest(request.url, { method: request.method, headers: request.headers, body: text });
    }
    if (callbackUrls.some((v) => v !== undefined && v !== "" && !isValidCallbackUrl(v, url.origin))) {
      throw new ApiError(400, "That callback URL is not valid.");
    }

    const response = await handler(forwarded, context);
    if (response.status < 400 || response.status >= 500) return response;
    const text = await response.clone().text();
    try {
      const body = JSON.parse(text) as { message?: unknown } | null;
      if (typeof body?.message === "string") return response;
    } catch {
      // plain text: wrapped below
    }
    throw new ApiError(response.status, text.startsWith("Error: ") ? text.slice("Error: ".length) : "That request is not supported.");
  });
}
