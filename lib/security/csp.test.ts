import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { buildContentSecurityPolicy, createNonce, inlineScriptHashes } from "./csp";
import { loadPrerenderedPages, scriptAllowanceFor } from "./csp-pages";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

function scriptSrc(policy: string): string {
  return policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
}

describe("inlineScriptHashes", () => {
  it("hashes exactly the text of each inline script a browser would run", () => {
    const theme = '(function(){try{var h=localStorage.getItem("t")}catch(e){}})()';
    const flight = 'self.__next_f.push([1,"0:\\u003cdiv\\u003e"])';
    const html = [
      "<!DOCTYPE html><html><head>",
      `<script>${theme}</script>`,
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      `<script type="text/javascript">${flight}</script>`,
      "<script>\n  multi\n  line\n</script>",
      `<script>${theme}</script>`,
      "</head></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha(theme), sha(flight), sha("\n  multi\n  line\n")]);
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>No scripts</p><script src="/x.js"></script>')).toEqual([]);
  });
});

describe("buildContentSecurityPolicy", () => {
  it("lists a static page's hashes and never 'unsafe-inline' for scripts", () => {
    const policy = buildContentSecurityPolicy({ kind: "hashes", hashes: ["sha256-abc=", "sha256-def="] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("gives a per-request page its nonce and the shared layout hashes", () => {
    const policy = buildContentSecurityPolicy({ kind: "nonce", nonce: "bm9uY2U=", hashes: ["sha256-abc="] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-bm9uY2U=' 'sha256-abc='");
  });

  it("keeps 'unsafe-eval' and websockets for development only", () => {
    const dev = buildContentSecurityPolicy({ kind: "development" });
    expect(scriptSrc(dev)).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(dev).toContain("connect-src 'self' ws: wss:");
    expect(buildContentSecurityPolicy({ kind: "hashes", hashes: [] })).toContain("connect-src 'self';");
  });
});

describe("createNonce", () => {
  it("is 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("scriptAllowanceFor (a build output on disk)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function fakeBuild(): string {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "tqv-csp-"));
    dirs.push(distDir);
    const app = path.join(distDir, "server", "app");
    fs.mkdirSync(path.join(app, "blog"), { recursive: true });
    const routes = {
      "/": { routeType: "page", dataRoute: "/index.rsc" },
      "/blog/a-post": { routeType: "page", dataRoute: "/blog/a-post.rsc" },
      "/_not-found": { routeType: "page", dataRoute: "/_not-found.rsc" },
      "/apple-icon.png": { routeType: "route", dataRoute: null },
      "/missing": { routeType: "page", dataRoute: "/missing.rsc" },
    };
    fs.writeFileSync(path.join(distDir, "prerender-manifest.json"), JSON.stringify({ routes }));
    fs.writeFileSync(path.join(app, "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(app, "blog", "a-post.html"), "<script>post()</script><script>theme()</script>");
    fs.writeFileSync(path.join(app, "_not-found.html"), "<script>notFound()</script><script>theme()</script>");
    return distDir;
  }

  it("hashes pre-rendered pages, gives a nonce elsewhere, and falls back when the build cannot be read", () => {
    const distDir = fakeBuild();
    const options = { development: false, distDir };
    expect(scriptAllowanceFor("/", options)).toEqual({ kind: "hashes", hashes: [sha("home()")] });
    expect(scriptAllowanceFor("/blog/a-post/", options)).toEqual({ kind: "hashes", hashes: [sha("post()"), sha("theme()")] });

    const portal = scriptAllowanceFor("/portal", options);
    expect(portal).toMatchObject({ kind: "nonce", hashes: [sha("notFound()"), sha("theme()")] });
    // The 404 page is served for unknown paths: its scripts stay allowed, by hash, beside the nonce.
    expect(scriptAllowanceFor("/_not-found", options).kind).toBe("nonce");

    const warnings: string[] = [];
    expect(scriptAllowanceFor("/missing", { ...options, onFallback: (reason) => warnings.push(reason) })).toEqual({ kind: "unsafe-inline" });
    expect(warnings).toEqual(["the pre-rendered page /missing could not be read"]);

    expect(loadPrerenderedPages(path.join(distDir, "nowhere"))).toBeNull();
    expect(scriptAllowanceFor("/", { development: false, distDir: path.join(distDir, "nowhere") })).toEqual({ kind: "unsafe-inline" });
    expect(scriptAllowanceFor("/", { development: true, distDir })).toEqual({ kind: "development" });
  });
});
