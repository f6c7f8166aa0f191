// Reads what `next build` wrote about the client JavaScript: the root main files (React DOM, the
// router, Turbopack's runtime) and, per page route, the chunks the browser fetches before it can
// hydrate ("first-load JS"). Shared by npm run budget and budget:floor (their sizes) and the
// compile-hints step of npm run build (their first line). Build tooling: never imported by the app.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface NextBuild {
  /** Absolute path of the dist dir (.next, or NEXT_DIST_DIR). */
  distDir: string;
  /** Relative to distDir, e.g. static/chunks/abc.js. */
  rootMainFiles: string[];
  /** "/(marketing)/blog/[slug]/page" -> "app/(marketing)/blog/[slug]/page.js" (server/app-paths-manifest.json). */
  appPaths: Record<string, string>;
  /** diagnostics/route-bundle-stats.json, where Next wrote it (Turbopack builds). */
  routeStats: { route: string; firstLoadChunkPaths: string[] }[];
  /** The directory `next build` ran in: route-bundle-stats.json's paths are relative to it. */
  projectDir: string;
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/** The production build in distDir; throws when there is none. */
export function readNextBuild(distDir: string, projectDir = process.cwd()): NextBuild {
  const dir = path.resolve(projectDir, distDir);
  if (!fs.existsSync(path.join(dir, "build-manifest.json"))) {
    throw new Error(`no production build in ${dir}: run \`next build\` first (NEXT_DIST_DIR picks another dist dir).`);
  }
  const statsFile = path.join(dir, "diagnostics", "route-bundle-stats.json");
  return {
    distDir: dir,
    rootMainFiles: readJson<{ rootMainFiles: string[] }>(path.join(dir, "build-manifest.json")).rootMainFiles,
    appPaths: readJson<Record<string, string>>(path.join(dir, "server", "app-paths-manifest.json")),
    routeStats: fs.existsSync(statsFile) ? readJson<NextBuild["routeStats"]>(statsFile) : [],
    projectDir: path.resolve(projectDir),
  };
}

/** "/(marketing)/blog/[slug]/page" -> "/blog/[slug]" */
export function routeOf(entry: string): string {
  const parts = entry
    .replace(/\/page$/, "")
    .split("/")
    .filter((part) => part && !(part.startsWith("(") && part.endsWith(")")));
  return `/${parts.join("/")}`;
}

/** App Router page entries (layouts and route handlers have no first load of their own), with their server file. */
export function pageEntries(build: NextBuild): [entry: string, file: string][] {
  return Object.entries(build.appPaths).filter(([entry]) => entry.endsWith("/page") && !routeOf(entry).startsWith("/_"));
}

function loadClientManifest(build: NextBuild, entry: string, file: string): ClientReferenceManifest {
  const manifestFile = path.join(build.distDir, "server", file.replace(/\.js$/, "_client-reference-manifest.js"));
  if (!fs.existsSync(manifestFile)) throw new Error(`no client reference manifest for ${entry} (${manifestFile})`);
  const source = fs.readFileSync(manifestFile, "utf8");
  // The file assigns globalThis.__RSC_MANIFEST[entry] = {...}: take the object literal (JSON).
  const start = source.indexOf("= {");
  if (start < 0) throw new Error(`unexpected client reference manifest format: ${manifestFile}`);
  return JSON.parse(source.slice(start + 2).trim().replace(/;$/, "")) as ClientReferenceManifest;
}

/**
 * A page's first-load JS files, relative to distDir: the chunks Next lists for its route in
 * route-bundle-stats.json; where that file is missing, the root main files plus every chunk the
 * route's client reference manifest lists for its segments (layouts, page, error/loading
 * boundaries). The noModule polyfill, which modern browsers skip, is not among them.
 */
export function firstLoadFiles(build: NextBuild, entry: string, file: string): string[] {
  const stats = build.routeStats.find((r) => r.route === routeOf(entry));
  if (stats) return stats.firstLoadChunkPaths.map((p) => path.relative(build.distDir, path.resolve(build.projectDir, p)));
  const manifest = loadClientManifest(build, entry, file);
  const files = new Set(build.rootMainFiles);
  for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
  return [...files].filter((f) => f.endsWith(".js"));
}

/** The root main files' scripts (React DOM, the router, Turbopack's runtime): the floor under every route. */
export function frameworkFiles(build: NextBuild): string[] {
  return build.rootMainFiles.filter((f) => f.endsWith(".js"));
}

/** Bytes gzipped at level 9, as the budgets count them (a file's path, or what was read from one). */
export function gzipBytes(fileOrBytes: string | Uint8Array): number {
  return zlib.gzipSync(typeof fileOrBytes === "string" ? fs.readFileSync(fileOrBytes) : fileOrBytes, { level: 9 }).length;
}
