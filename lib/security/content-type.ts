const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * API routes that take something other than JSON: server-to-server callers (Stripe's signed
 * payload, cron), and two plain HTML forms: the unsubscribe page's button and RFC 8058
 * one-click unsubscribe from mail providers, and the dev payment provider's Pay/Cancel form.
 */
const NON_JSON_PREFIXES = ["/api/stripe/webhook", "/api/resend/webhook", "/api/cron/", "/api/automations/unsubscribe", "/api/automations/confirm", "/api/dev/checkout/"];

export const JSON_REQUIRED = "Send this request as JSON (Content-Type: application/json).";

/** `application/json` or any `application/*+json`, with or without parameters. */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * Whether a call must be refused with 415: every state-changing /api call except the routes
 * above must say it is JSON. A cross-site form can only send text/plain, urlencoded or
 * multipart without a CORS preflight, so this also closes the "simple request" CSRF path.
 */
export function needsJsonContentType(input: { method: string; pathname: string; contentType: string | null }): boolean {
  if (!BODY_METHODS.has(input.method.toUpperCase())) return false;
  if (!input.pathname.startsWith("/api/")) return false;
  if (NON_JSON_PREFIXES.some((p) => input.pathname.startsWith(p))) return false;
  return !isJsonContentType(input.contentType);
}
