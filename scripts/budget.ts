// npm run budget – reads the production build (it builds nothing) and prints, for every page route,
// its first-load JavaScript (gzip) and its pre-rendered HTML size against issue 16's targets and the
// enforced ceilings (JS_BUDGETS below says why they differ). Exits 1 when a ceiling is exceeded.
// Bytes only: timings are Lighthouse's job (npm run lighthouse).
//
// First-load JS of a route: the chunks Next itself lists for it in diagnostics/route-bundle-stats.json
// (written by `next build`); where that file is missing, the root main files (build-manifest.json)
// plus every chunk the route's client reference manifest lists for its segments (layouts, page,
// error/loading boundaries). Either way: the scripts the browser fetches before it can hydrate
// (the noModule polyfill, which modern browsers skip, is not counted). Pre-rendered HTML comes from
// server/app/*.html; "framework" is the root main files alone (React DOM, the router, Turbopack's
// runtime), the floor under every route.
import fs from "node:fs";
import path from "node:path";

import { firstLoadFiles, frameworkFiles, gzipBytes, pageEntries, readNextBuild, routeOf } from "./lib/next-build";

const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? ".next");
const KB = 1000;

/**
 * First-load JS by URL pattern (gzip bytes); the first match wins. `target` is issue 16's goal,
 * reported; `ceiling` is enforced (the build fails above it). They differ because the framework
 * alone (React DOM, the router, Turbopack's runtime: "framework floor" below, ~132 kB) is more than
 * the issue's 120 kB for a marketing page: no route can reach it while it uses the App Router. The
 * ceilings sit a few kB above what each group measures today (issue 16's note has the figures), so
 * any regression fails `npm test`; lower them as routes get lighter, never raise them to pass.
 */
const JS_BUDGETS: { test: (route: string) => boolean; target: number; ceiling: number; label: string }[] = [
  { test: (r) => r === "/signup", target: 200 * KB, ceiling: 182 * KB, label: "signup" },
  // The portal's target is the issue's own figure; its ceiling is what it measures now plus a few kB.
  { test: (r) => r === "/portal" || r.startsWith("/portal/"), target: 200 * KB, ceiling: 196 * KB, label: "portal" },
  // Marketing pages with a form (react-hook-form; zod and the form's schema come on its first focus,
  // components/forms/lazy-zod-resolver.ts): the readings shop, an offer's subscribe form, checkout, contact.
  { test: (r) => FORM_PAGES.some((m) => r === m || r.startsWith(`${m}/`)), target: 120 * KB, ceiling: 178 * KB, label: "marketing + form" },
  { test: (r) => MARKETING.some((m) => r === m || r.startsWith(`${m}/`)), target: 120 * KB, ceiling: 156 * KB, label: "marketing" },
];
/** Marketing and blog routes (app/(marketing)): the pages visitors reach from search. */
const MARKETING = ["/", "/about", "/authors", "/blog", "/cancel", "/checkout", "/contact", "/offers", "/privacy", "/readings", "/success", "/terms"];
const FORM_PAGES = ["/readings", "/offers/astro-digest", "/offers/morning-card-pull", "/offers/number-brief", "/checkout", "/contact"];
/** A post is text: its JS should stay under this (reported, not enforced: the issue says "ideally"). */
const POST_JS_TARGET = 90 * KB;
/** A post's HTML, uncompressed: the issue's 60 kB is reported; the ceiling is enforced (see JS_BUDGETS). */
const POST_HTML_TARGET = 60 * KB;
const POST_HTML_CEILING = 84 * KB;

function fail(message: string): never {
  console.error(`budget: ${message}`);
  process.exit(2);
}

/** A build-reading step's result, or its error as the budget's own failure. */
function orFail<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    fail((error as Error).message);
  }
}

const build = orFail(() => readNextBuild(distDir));
const { routeStats } = build;

const gzipCache = new Map<string, number>();
function gzipSize(relative: string): number {
  const cached = gzipCache.get(relative);
  if (cached !== undefined) return cached;
  const file = path.join(distDir, relative);
  if (!fs.existsSync(file)) fail(`a manifest names ${relative}, which the build does not have`);
  const size = gzipBytes(file);
  gzipCache.set(relative, size);
  return size;
}

/** Every pre-rendered HTML file of a route: server/app/<url>.html, or one per param for [slug]. */
function prerenderedHtml(url: string): string[] {
  const base = path.join(distDir, "server", "app");
  if (!url.includes("[")) {
    const file = path.join(base, url === "/" ? "index.html" : `${url}.html`);
    return fs.existsSync(file) ? [file] : [];
  }
  const dir = path.join(base, path.dirname(url));
  if (!fs.existsSync(dir) || url.split("/").filter((p) => p.includes("[")).length > 1) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name));
}

interface Row {
  route: string;
  js: number;
  jsTarget: number | null;
  jsCeiling: number | null;
  html: number | null;
  htmlGzip: number | null;
  htmlTarget: number | null;
  htmlCeiling: number | null;
  htmlFile: string | null;
  prerendered: boolean;
}

const rows: Row[] = [];
for (const [entry, file] of pageEntries(build)) {
  const route = routeOf(entry);
  const files = orFail(() => firstLoadFiles(build, entry, file));
  const js = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const budget = JS_BUDGETS.find((b) => b.test(route));
  const htmlFiles = prerenderedHtml(route);
  let html: number | null = null;
  let htmlGzip: number | null = null;
  let htmlFile: string | null = null;
  for (const f of htmlFiles) {
    const bytes = fs.readFileSync(f);
    if (html === null || bytes.length > html) {
      html = bytes.length;
      htmlGzip = gzipBytes(bytes);
      htmlFile = path.relative(path.join(distDir, "server", "app"), f);
    }
  }
  rows.push({
    route,
    js,
    jsTarget: budget?.target ?? null,
    jsCeiling: budget?.ceiling ?? null,
    html,
    htmlGzip,
    htmlTarget: route === "/blog/[slug]" ? POST_HTML_TARGET : null,
    htmlCeiling: route === "/blog/[slug]" ? POST_HTML_CEILING : null,
    htmlFile,
    prerendered: htmlFiles.length > 0,
  });
}
rows.sort((a, b) => a.route.localeCompare(b.route));
const framework = frameworkFiles(build).reduce((sum, f) => sum + gzipSize(f), 0);

const kb = (n: number | null) => (n === null ? "—" : `${(n / KB).toFixed(1)} kB`);
const failures: string[] = [];
const missed: string[] = [];
const lines = [["route", "first-load JS (gzip)", "target", "ceiling", "HTML (largest)", "HTML gzip", "target", "ceiling", ""]];
for (const row of rows) {
  const jsOver = row.jsCeiling !== null && row.js > row.jsCeiling;
  const htmlOver = row.htmlCeiling !== null && row.html !== null && row.html > row.htmlCeiling;
  const jsMissed = row.jsTarget !== null && row.js > row.jsTarget;
  const htmlMissed = row.htmlTarget !== null && row.html !== null && row.html > row.htmlTarget;
  if (jsOver) failures.push(`${row.route}: first-load JS ${kb(row.js)} > ceiling ${kb(row.jsCeiling)}`);
  if (htmlOver) failures.push(`${row.route}: HTML ${kb(row.html)} (${row.htmlFile}) > ceiling ${kb(row.htmlCeiling)}`);
  if (jsMissed) missed.push(row.route);
  else if (htmlMissed) missed.push(`${row.route} (HTML)`);
  const status = jsOver || htmlOver ? "OVER" : jsMissed || htmlMissed ? "ok (target missed)" : row.jsCeiling !== null || row.htmlCeiling !== null ? "ok" : "";
  const notes = [status];
  if (row.route === "/blog/[slug]" && row.js > POST_JS_TARGET) notes.push(`(post target ${kb(POST_JS_TARGET)})`);
  if (!row.prerendered) notes.push("dynamic");
  lines.push([row.route, kb(row.js), kb(row.jsTarget), kb(row.jsCeiling), kb(row.html), kb(row.htmlGzip), kb(row.htmlTarget), kb(row.htmlCeiling), notes.filter(Boolean).join(" ")]);
}

const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
for (const line of lines) console.log(line.map((cell, i) => (i === 0 || i === line.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ").trimEnd());
console.log(
  `\n${rows.length} routes from ${path.relative(process.cwd(), distDir) || "."} (${routeStats.length > 0 ? "route-bundle-stats.json" : "client reference manifests"}); ` +
    `framework floor (root main files) ${kb(framework)}; gzip level 9; 1 kB = 1000 bytes.`,
);

if (failures.length > 0) {
  console.error(`\nbudget exceeded:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
if (missed.length > 0) console.log(`${missed.length} routes under their ceiling but above issue 16's target (the framework floor alone is ${kb(framework)}).`);
console.log("no ceiling exceeded");
