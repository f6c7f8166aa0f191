import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";

import type { NextRequest } from "next/server";

/**
 * next-auth's route handler reads `cookies()` and `headers()` from `next/headers`, which only work
 * inside the request scope a running Next server sets up. To call that handler in-process, tests
 * swap the module (next-auth `require`s it lazily, through Node's module cache) for one that
 * answers from the request passed to `withRequestScope`.
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
