import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";

import type { NextRequest } from "next/server";

/**
 * `cookies()` and `headers()` from `next/headers` only work inside the request scope a running
 * Next server sets up. Server code may call them (getCurrentUser() without a request reads the
 * session cookie that way), so the fuzz test, which calls every route handler in-process, swaps
 * the module in Node's module cache for one that answers from the request passed to
 * `withRequestScope`. Code that imports next/headers after this module gets the stand-in.
 */
const scope = new AsyncLocalStorage<NextRequest>();
const require = createRequire(import.meta.url);
const modulePath = require.resolve("next/headers");

function current(): NextRequest {
  const request = scope.getStore();
  if (!request) throw new Error("next/headers was called outside withRequestScope()");
  return request;
}

require(modulePath);
const cached = require.cache[modulePath];
if (!cached) throw new Error("next/headers is not in the module cache");
cached.exports = {
  ...(cached.exports as object),
  cookies: async () => current().cookies,
  headers: async () => current().headers,
};

export function withRequestScope<T>(request: NextRequest, fn: () => Promise<T>): Promise<T> {
  return scope.run(request, fn);
}
