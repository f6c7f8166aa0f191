// npm test's last stage: the unit and integration run (vitest) and the browser run (build, byte
// budget, Playwright) side by side. The browser run mostly waits (on the server, the job runner,
// the network settling) and vitest mostly waits on its databases, so on a two-core machine the
// two together take little longer than the browser run alone. Each line is prefixed with its run;
// the exit code is non-zero when either fails. A summary with both durations ends the output.
import { spawn } from "node:child_process";

const RUNS = [
  { name: "unit", command: "npm run test:unit" },
  { name: "e2e", command: "npm run build && npm run budget && npm run test:e2e" },
];

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
    }
    child.on("close", (code) => resolve({ name, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = await Promise.all(RUNS.map(run));
for (const r of results) console.log(`[tests] ${r.name}: ${r.code === 0 ? "passed" : `FAILED (exit ${r.code})`} in ${r.seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
