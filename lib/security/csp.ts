import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy, built per response by proxy.ts (issue 14.7).
 *
 * Scripts get no 'unsafe-inline' in production. The inline scripts a page needs (Next's bootstrap
 * and RSC payload, the theme and persona scripts in the root layout) are allowed one by one:
 * - a pre-rendered page (the blog, the marketing pages) is a file written at build time, so its
 *   inline scripts are known: the policy lists their SHA-256 hashes, read from that file
 *   (lib/security/csp-pages.ts). The page stays static: nothing in it depends on the request.
 * - a page rendered per request (the portal, the reading pages, 404s of dynamic routes) gets a
 *   fresh nonce, which Next puts on every script it renders (it reads the nonce from the
 *   request's own Content-Security-Policy header, set by the proxy). The root layout's two
 *   scripts carry no nonce (the layout is shared with static pages and must not read headers),
 *   so their hashes, taken from the pre-rendered 404 page, are listed beside it.
 * Development keeps 'unsafe-inline' and 'unsafe-eval': hot reloading injects and evaluates code.
 */

export type ScriptAllowance =
  | { kind: "hashes"; hashes: readonly string[] }
  | { kind: "nonce"; nonce: string; hashes: readonly string[] }
  /** No hashes could be read (no build output next to the server): the old, weaker policy. */
  | { kind: "unsafe-inline" }
  | { kind: "development" };

export function buildContentSecurityPolicy(scripts: ScriptAllowance): string {
  const scriptSrc = ["'self'"];
  switch (scripts.kind) {
    case "hashes":
      scriptSrc.push(...scripts.hashes.map((hash) => `'${hash}'`));
      break;
    case "nonce":
      scriptSrc.push(`'nonce-${scripts.nonce}'`, ...scripts.hashes.map((hash) => `'${hash}'`));
      break;
    case "unsafe-inline":
      scriptSrc.push("'unsafe-inline'");
      break;
    case "development":
      scriptSrc.push("'unsafe-inline'", "'unsafe-eval'");
      break;
  }
  const dev = scripts.kind === "development";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // Styles stay inline-capable: React's style attributes and the persona variables need it, and
    // a style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const JAVASCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/**
 * The SHA-256 source of every inline script in an HTML document that a browser would run (scripts
 * with a src, JSON-LD and other data blocks are not inline code). A script element's text is raw
 * up to `</script`, so the hash is over exactly the characters between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(typeValue)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** A nonce for one response: 128 random bits, base64 (CSP's nonce grammar). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString("base64");
}
