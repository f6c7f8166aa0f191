import "server-only";

import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { Driver } from "./driver";

/**
 * Applies the committed `prisma/migrations/<name>/migration.sql` files, in order, each in its
 * own transaction, recording them in Prisma's `_prisma_migrations` table (same columns and
 * sha256 checksums as `prisma migrate deploy`, so either tool can take over). On PostgreSQL an
 * advisory lock lets several instances start at once. The Prisma CLI stays an authoring tool.
 */
const LOCK_ID = 727_072_369; // arbitrary, stable

const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = path.join(process.cwd(), "prisma", "migrations")): MigrationFile[] {
  // Not traced by the bundler: next.config's outputFileTracingIncludes ships prisma/migrations.
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

interface Executor {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export class MigrationChecksumError extends Error {}

async function applyPending(x: Executor, migrations: MigrationFile[], runInTx: (fn: (tx: Executor) => Promise<void>) => Promise<void>) {
  await x.exec(BOOKKEEPING);
  const done = await x.rows<{ migration_name: string; checksum: string }>(
    `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Map(done.map((r) => [r.migration_name, r.checksum]));
  const ran: string[] = [];
  for (const m of migrations) {
    const previous = applied.get(m.name);
    if (previous) {
      if (previous !== m.checksum) {
        throw new MigrationChecksumError(`Migration ${m.name} was edited after it was applied; add a new migration instead.`);
      }
      continue;
    }
    await runInTx(async (tx) => {
      await tx.exec(m.sql);
      await tx.rows(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
        [randomUUID(), m.checksum, m.name],
      );
    });
    ran.push(m.name);
  }
  return ran;
}

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrate(driver: Driver, migrations = readMigrations()): Promise<string[]> {
  if (driver.kind === "pglite") {
    const db = driver.pglite;
    const x: Executor = {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T,>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    };
    return applyPending(x, migrations, (fn) =>
      db.transaction(async (tx) =>
        fn({
          exec: async (sql) => void (await tx.exec(sql)),
          rows: async <T,>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
        }),
      ),
    );
  }
  const client = await driver.pool.connect();
  try {
    // A query without parameters uses the simple protocol, which accepts multi-statement SQL.
    const x: Executor = {
      exec: async (sql) => void (await client.query(sql)),
      rows: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    };
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    try {
      return await applyPending(x, migrations, async (fn) => {
        await client.query("BEGIN");
        try {
          await fn(x);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
