import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit tests live beside the code (`lib/**/*.test.ts`); integration tests in tests/integration
// run route handlers and services against a fresh PGlite and, when TEST_DATABASE_URL is set,
// a real PostgreSQL as well.
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // `server-only` throws outside a React Server Components bundle; tests run plain Node.
      "server-only": path.resolve(import.meta.dirname, "tests/support/server-only-stub.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "lib/**/*.test.tsx", "components/**/*.test.ts", "components/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/setup-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Integration tests mostly wait on a database, so twice the cores keeps them busy: on the
    // two-core CI machine the run took 412 s with two workers and 233 s with four.
    maxWorkers: Math.min(8, Math.max(4, os.availableParallelism() * 2)),
  },
});
