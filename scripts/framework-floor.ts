// npm run budget:floor – what the framework alone costs a visitor: builds an empty App Router app
// (one layout, one page with a paragraph, no config beyond the Turbopack root) with this project's
// own `next`, `react` and `react-dom` (node_modules linked in), in a temporary directory (removed
// afterwards unless FLOOR_KEEP=1), and prints its first-load JavaScript (gzip level 9, as
// npm run budget counts it) beside this project's own framework floor and issue 16's 120 kB
// target. No page of ours can weigh less than that empty page: the figure is the line under every
// budget. Like npm run lighthouse, it is a measurement, not part of npm test (it runs a build).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { firstLoadFiles, frameworkFiles, gzipBytes, pageEntries, readNextBuild, type NextBuild } from "./lib/next-build";

const KB = 1000;
const MARKETING_TARGET = 120 * KB;
const projectDir = process.cwd();
const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), "framework-floor-"));

const FILES: Record<string, string> = {
  "app/layout.jsx": 'export default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.jsx": "export default function Page() {\n  return <p>An empty page.</p>;\n}\n",
  // Outside this project, so that nothing of ours (instrumentation, tsconfig) is picked up; its
  // node_modules is a link to ours, which Turbopack only follows inside its root.
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(path.parse(projectDir).root)} } };\n`,
  "package.json": '{ "name": "framework-floor", "private": true }\n',
};

function version(pkg: string): string {
  return (JSON.parse(fs.readFileSync(path.join(projectDir, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
}

/** Gzip bytes of a build's files (relative to its dist dir), counted as npm run budget counts them. */
function gzipTotal(build: NextBuild, files: string[]): number {
  return files.reduce((sum, f) => sum + gzipBytes(path.join(build.distDir, f)), 0);
}

const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;

fs.symlinkSync(path.join(projectDir, "node_modules"), path.join(floorDir, "node_modules"), "junction");
for (const [name, text] of Object.entries(FILES)) {
  fs.mkdirSync(path.dirname(path.join(floorDir, name)), { recursive: true });
  fs.writeFileSync(path.join(floorDir, name), text);
}

try {
  console.log(`budget:floor: building an empty App Router app in ${floorDir} …`);
  execFileSync(process.execPath, [path.join(projectDir, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: floorDir,
    // The project's NEXT_DIST_DIR is for the project's own build, not this one.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });

  const empty = readNextBuild(".next", floorDir);
  const page = pageEntries(empty).find(([entry]) => entry === "/page");
  if (!page) throw new Error("the empty app's build has no / page");
  const emptyPage = gzipTotal(empty, firstLoadFiles(empty, ...page));
  const emptyFloor = gzipTotal(empty, frameworkFiles(empty));

  const rows: [string, string][] = [
    [`empty App Router page (next ${version("next")}, react-dom ${version("react-dom")})`, kb(emptyPage)],
    ["  of which root main files (React DOM, the router, Turbopack's runtime)", kb(emptyFloor)],
  ];
  const ownDist = path.resolve(projectDir, process.env.NEXT_DIST_DIR || ".next");
  if (fs.existsSync(path.join(ownDist, "build-manifest.json"))) {
    const own = readNextBuild(ownDist, projectDir);
    rows.push([`this project's framework floor (root main files, ${path.relative(projectDir, ownDist)})`, kb(gzipTotal(own, frameworkFiles(own)))]);
  }
  rows.push(["issue 16's target for a marketing or blog route", kb(MARKETING_TARGET)]);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value.padStart(9)}`);
  const gap = emptyPage - MARKETING_TARGET;
  console.log(
    gap > 0
      ? `\nAn empty page is ${kb(gap)} over the 120 kB target: no App Router route can meet it on these versions.`
      : `\nAn empty page is ${kb(-gap)} under the 120 kB target.`,
  );
} finally {
  if (!process.env.FLOOR_KEEP) fs.rmSync(floorDir, { recursive: true, force: true });
}
