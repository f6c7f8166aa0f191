// Part of `npm run build`, after `next build`: marks every first-load chunk with V8's explicit
// compile hint (scripts/lib/compile-hints.ts says why). Reads NEXT_DIST_DIR like the build.
import path from "node:path";

import { addCompileHints } from "./lib/compile-hints";
import { readNextBuild } from "./lib/next-build";

try {
  const { marked, already } = addCompileHints(readNextBuild(path.resolve(process.env.NEXT_DIST_DIR ?? ".next")));
  console.log(`compile hints: ${marked.length} first-load chunks marked${already.length > 0 ? `, ${already.length} already were` : ""}`);
} catch (error) {
  console.error(`compile hints: ${(error as Error).message}`);
  process.exit(1);
}
