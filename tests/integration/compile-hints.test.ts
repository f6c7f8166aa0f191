import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { addCompileHints, COMPILE_HINT, firstLoadChunks } from "@/scripts/lib/compile-hints";
import { readNextBuild } from "@/scripts/lib/next-build";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project directory holding a dist dir shaped like `next build`'s (Turbopack) output. */
function fakeBuild(distName = ".next") {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "tqv-hints-"));
  dirs.push(project);
  const dist = path.join(project, distName);
  const write = (relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, relative)), { recursive: true });
    fs.writeFileSync(path.join(dist, relative), content);
  };
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/turbopack.js"] }));
  write(
    "server/app-paths-manifest.json",
    JSON.stringify({
      "/(marketing)/page": "app/(marketing)/page.js",
      "/(marketing)/blog/[slug]/page": "app/(marketing)/blog/[slug]/page.js",
      "/_not-found/page": "app/_not-found/page.js",
      "/api/health/route": "app/api/health/route.js",
    }),
  );
  write(
    "diagnostics/route-bundle-stats.json",
    JSON.stringify([
      { route: "/", firstLoadChunkPaths: [`${distName}/static/chunks/react.js`, `${distName}/static/chunks/turbopack.js`, `${distName}/static/chunks/home.js`] },
      { route: "/blog/[slug]", firstLoadChunkPaths: [`${distName}/static/chunks/react.js`, `${distName}/static/chunks/turbopack.js`, `${distName}/static/chunks/post.js`] },
      { route: "/_not-found", firstLoadChunkPaths: [`${distName}/static/chunks/not-found.js`] },
    ]),
  );
  for (const name of ["react", "turbopack", "home", "post", "not-found", "dialog"]) write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  return { project, dist, read: (name: string) => fs.readFileSync(path.join(dist, "static/chunks", `${name}.js`), "utf8") };
}

describe("compile hints after next build", () => {
  it("marks each page's first-load chunks once, and leaves lazily loaded chunks alone", () => {
    const { project, dist, read } = fakeBuild();
    const build = readNextBuild(dist, project);
    expect(firstLoadChunks(build)).toEqual(["static/chunks/home.js", "static/chunks/post.js", "static/chunks/react.js", "static/chunks/turbopack.js"]);

    const result = addCompileHints(build);
    expect(result.marked).toHaveLength(4);
    expect(read("react")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["react"]);`);
    expect(read("post").startsWith(COMPILE_HINT)).toBe(true);
    // Not a first-load chunk of any page: a dialog's chunk, and the internal not-found route's.
    expect(read("dialog").startsWith("//")).toBe(false);
    expect(read("not-found").startsWith("//")).toBe(false);

    // Run again (a second `npm run build` step over the same output): nothing doubles.
    const again = addCompileHints(readNextBuild(dist, project));
    expect(again).toEqual({ marked: [], already: result.marked });
    expect(read("react").indexOf(COMPILE_HINT, 1)).toBe(-1);
  });

  it("follows NEXT_DIST_DIR's name in the stats' paths", () => {
    const { project, dist, read } = fakeBuild(".next-other");
    expect(addCompileHints(readNextBuild(dist, project)).marked).toHaveLength(4);
    expect(read("home").startsWith(COMPILE_HINT)).toBe(true);
  });

  it("says so when there is no build", () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "tqv-hints-"));
    dirs.push(project);
    expect(() => readNextBuild(path.join(project, ".next"), project)).toThrow(/no production build/);
  });
});
