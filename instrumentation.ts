import { registerOTel } from "@vercel/otel";
import type { Instrumentation } from "next";

// Runs once when a server process (or a serverless instance) starts: tracing (OpenTelemetry
// through @vercel/otel: on Vercel the spans reach its observability and any configured trace
// drain; elsewhere OTEL_EXPORTER_OTLP_ENDPOINT picks a collector), then stamp each request with
// its socket address (the client IP when no proxy is trusted), apply pending migrations (a
// long-running server) or verify there are none (Vercel: they are applied at release), seed the
// demo seeker where the dev providers are on, and start the job runner on a long-running server only.
export async function register() {
  registerOTel({ serviceName: "the-quantum-veil" });
  // Next sets NEXT_RUNTIME itself; the edge runtime has no database.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressStamp } = await import("./lib/security/peer-address");
  installPeerAddressStamp();
  const { startServer } = await import("./lib/server-start");
  await startServer();
}

// Every error a route, a page render, an action or the proxy throws: one structured log line
// (JSON: the route, the method, the error with its digest), never the request's headers or query
// string (cookies, tokens). Vercel's log view and any log drain pick it up by `event`.
// With SENTRY_DSN set, the same error (with the route pattern, never the path's tokens) goes to
// Sentry too, from the server (lib/observability/sentry.ts: no SDK, nothing in any page's bundle).
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const [{ log }, { captureError }] = await Promise.all([import("./lib/observability/log"), import("./lib/observability/sentry")]);
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : undefined;
  log.error("request.error", {
    method: request.method,
    path: request.path.split("?")[0],
    routePath: context.routePath,
    routeType: context.routeType,
    routerKind: context.routerKind,
    digest,
    error,
  });
  await captureError(error, { tags: { source: "request", method: request.method, routePath: context.routePath, routeType: context.routeType, digest } });
};
