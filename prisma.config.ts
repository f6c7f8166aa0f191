// Prisma CLI configuration. The CLI is only used to *author* migrations and generate the
// client; the app applies committed SQL itself (lib/db/migrate.ts). The JS engine with an
// in-memory PGlite keeps the CLI off the native schema-engine download, which fails offline.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { defineConfig } from "prisma/config";

// The schema keeps `url = env("DATABASE_URL")`; when it is unset the CLI silently falls back to
// the native engine, so give it a harmless default.
process.env.DATABASE_URL ??= "postgresql://localhost:5432/prisma-cli";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    return new PrismaPGlite(new PGlite());
  },
});
