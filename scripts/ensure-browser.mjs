// pretest: make sure a Chromium exists for the browser tests. Prefer CHROME_PATH or Debian's
// /usr/bin/chromium; otherwise ask Playwright to fetch its own (works where downloads do).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
const found = candidates.find((p) => fs.existsSync(p));
if (found) {
  console.log(`[pretest] using Chromium at ${found}`);
} else {
  console.log("[pretest] no system Chromium; installing Playwright's Chromium…");
  try {
    execFileSync("node_modules/.bin/playwright", ["install", "chromium"], { stdio: "inherit" });
  } catch {
    console.error("[pretest] could not download Chromium. Install one (e.g. `apt-get install chromium`) or set CHROME_PATH.");
    process.exit(1);
  }
}
