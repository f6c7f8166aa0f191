import fs from "node:fs";
import path from "node:path";

import { createNonce, inlineScriptHashes, type ScriptAllowance } from "./csp";

/**
 * What the build pre-rendered, and the inline-script hashes of each pre-rendered page, read from
 * the build output on first use and kept for the life of the process (the files never change
 * under a running server: a new build is a new deployment).
 */
export interface PrerenderedPages {
  /**
   * For a pre-rendered page, the hashes of its inline scripts (null if its file could not be
   * read); "per-request" for every other path.
   */
  scriptsOf(pathname: string): readonly string[] | null | "per-request";
  /** The root layout's scripts and the static 404 and error pages' scripts: allowed beside a nonce. */
  readonly sharedHashes: readonly string[];
}

interface PrerenderManifest {
  routes: Record<string, { routeType?: string; dataRoute?: string | null }>;
}

/** The HTML file `next build` wrote for a pre-rendered page route. */
function htmlFile(appDir: string, route: string): string {
  return path.join(appDir, `${route === "/" ? "/index" : route}.html`);
}

/**
 * Reads `<distDir>/prerender-manifest.json` and the HTML it names. Returns null when there is no
 * build output to read (a host that serves pre-rendered pages from elsewhere): the caller then
 * falls back to the weaker policy rather than block scripts it cannot know.
 */
export function loadPrerenderedPages(distDir: string): PrerenderedPages | null {
  const manifestPath = path.join(distDir, "prerender-manifest.json");
  let manifest: PrerenderManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  } catch {
    return null;
  }
  const appDir = path.join(distDir, "server", "app");
  const pages = new Set(Object.entries(manifest.routes).flatMap(([route, entry]) => (entry.routeType === "page" || entry.dataRoute ? [route] : [])));
  const cache = new Map<string, readonly string[] | null>();

  const read = (route: string): readonly string[] | null => {
    const cached = cache.get(route);
    if (cached !== undefined) return cached;
    let hashes: readonly string[] | null;
    try {
      hashes = inlineScriptHashes(fs.readFileSync(htmlFile(appDir, route), "utf8"));
    } catch {
      hashes = null;
    }
    cache.set(route, hashes);
    return hashes;
  };

  const sharedHashes = [...new Set(["/_not-found", "/_global-error"].flatMap((route) => (pages.has(route) ? (read(route) ?? []) : [])))];
  return {
    scriptsOf(pathname) {
      const route = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
      if (!pages.has(route) || route === "/_not-found" || route === "/_global-error") return "per-request";
      return read(route);
    },
    sharedHashes,
  };
}

let loaded: { distDir: string; pages: PrerenderedPages | null } | undefined;
let warnedFallback = false;

/** Which inline scripts a response for `pathname` may run (see lib/security/csp.ts). */
export function scriptAllowanceFor(pathname: string, options: { development: boolean; distDir: string; onFallback?: (reason: string) => void }): ScriptAllowance {
  if (options.development) return { kind: "development" };
  if (loaded?.distDir !== options.distDir) loaded = { distDir: options.distDir, pages: loadPrerenderedPages(options.distDir) };
  const fallback = (reason: string): ScriptAllowance => {
    if (!warnedFallback) {
      warnedFallback = true;
      options.onFallback?.(reason);
    }
    return { kind: "unsafe-inline" };
  };
  const { pages } = loaded;
  if (!pages) return fallback("no prerender manifest in the build output");
  const scripts = pages.scriptsOf(pathname);
  if (scripts === "per-request") return { kind: "nonce", nonce: createNonce(), hashes: pages.sharedHashes };
  if (scripts === null) return fallback(`the pre-rendered page ${pathname} could not be read`);
  return { kind: "hashes", hashes: scripts };
}
