// node scripts/parallel.mjs <script> [<script> ...] – runs those npm scripts at the same time and
// exits non-zero if any of them fails. Each one's output is printed whole when it ends, under its
// name, so two logs never interleave. `npm test` uses it for lint and typecheck: each is one busy
// thread, so on the two-core CI machine the pair takes the longer of the two instead of the sum.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm, ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" } });
        const output = [];
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on("close", (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code === 0 ? "ok" : `failed (${signal ?? `exit ${code}`})`;
          process.stdout.write(`\n> ${name}: ${status} in ${seconds} s\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);

process.exit(results.every(Boolean) ? 0 : 1);
