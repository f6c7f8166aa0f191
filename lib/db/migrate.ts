import "server-only";

import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { Driver } from "./driver";

/**
 * Applies the committed `prisma/migrations/<name>/migration.sql` files, in order, each in its
 * own transaction, recording them in Prisma's `_prisma_migrations` table (same columns and
 * sha256 checksums as `prisma migrate deploy`, so either tool can take over). The Prisma CLI
 * stays an authoring tool.
 *
 * Several instances may start at once: on PostgreSQL each migration's transaction takes a
 * transaction-scoped advisory lock (`pg_try_advisory_xact_lock`, released by COMMIT or ROLLBACK,
 * so it cannot leak through a transaction pooler the way a session lock can), polled until
 * `lockTimeoutMs`, then a clear error instead of a hang. A database that is already current takes
 * no lock at all. Releases run this against the direct (unpooled) URL (`npm run db:migrate`);
 * serverless instances only check (`pendingMigrations`).
 */
export const MIGRATION_LOCK_ID = 727_072_369; // arbitrary, stable

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

export class MigrationLockTimeoutError extends Error {
  constructor(ms: number) {
    super(
      `Could not take the migration lock within ${ms} ms: another instance is migrating, or a connection holds the lock. ` +
        "Migrations are applied at release with `npm run db:migrate` against DATABASE_URL_UNPOOLED; retry the release once the other run has finished.",
    );
    this.name = "MigrationLockTimeoutError";
  }
}

export interface MigrateOptions {
  /** How long to wait for another instance's migration lock before giving up (PostgreSQL). */
  lockTimeoutMs?: number;
  pollMs?: number;
}

const DEFAULT_LOCK_TIMEOUT_MS = 30_000;

interface AppliedRow {
  migration_name: string;
  checksum: string;
}

async function appliedMigrations(x: Executor): Promise<Map<string, string> | null> {
  const [exists] = await x.rows<{ table: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS "table"`);
  if (!exists?.table) return null;
  const done = await x.rows<AppliedRow>(`SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`);
  return new Map(done.map((r) => [r.migration_name, r.checksum]));
}

/** The committed migrations not applied yet; throws MigrationChecksumError for an applied one that was edited. */
function pendingOf(migrations: MigrationFile[], applied: Map<string, string> | null): MigrationFile[] {
  return migrations.filter((m) => {
    const previous = applied?.get(m.name);
    if (!previous) return true;
    if (previous !== m.checksum) throw new MigrationChecksumError(`Migration ${m.name} was edited after it was applied; add a new migration instead.`);
    return false;
  });
}

/** A connection to run migrations on: plain statements and transactions. */
interface Connection extends Executor {
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** PostgreSQL: run `fn` in a transaction holding the migration lock (polled until the timeout). */
  locked<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
  /** Other processes may migrate the same database (PostgreSQL); an embedded one has a single owner. */
  shared: boolean;
  release(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(driver: Driver, { lockTimeoutMs = DEFAULT_LOCK_TIMEOUT_MS, pollMs = 250 }: MigrateOptions): Promise<Connection> {
  if (driver.kind === "pglite") {
    const db = driver.pglite;
    const x: Executor = {
      exec: async (sql) => void (await db.exec(sql)),
      rows: async <T,>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    };
    const transaction = <T,>(fn: (tx: Executor) => Promise<T>) =>
      db.transaction((tx) =>
        fn({
          exec: async (sql) => void (await tx.exec(sql)),
          rows: async <R,>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        }),
      );
    // One process owns an embedded database: nobody to lock out.
    return { ...x, transaction, locked: transaction, shared: false, release: async () => undefined };
  }
  const client = await driver.pool.connect();
  // A query without parameters uses the simple protocol, which accepts multi-statement SQL.
  const x: Executor = {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
  };
  const transaction = async <T,>(fn: (tx: Executor) => Promise<T>): Promise<T> => {
    await client.query("BEGIN");
    try {
      const result = await fn(x);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  };
  return {
    ...x,
    transaction,
    async locked(fn) {
      const deadline = Date.now() + lockTimeoutMs;
      for (;;) {
        const got = await transaction(async (tx) => {
          const [row] = await tx.rows<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS locked", [MIGRATION_LOCK_ID]);
          if (!row?.locked) return { locked: false as const };
          // A DDL statement waiting on a busy table gives up too, instead of queueing every query behind it.
          await tx.exec(`SET LOCAL lock_timeout = '${Math.max(1000, Math.round(lockTimeoutMs))}ms'`);
          return { locked: true as const, value: await fn(tx) };
        });
        if (got.locked) return got.value;
        if (Date.now() + pollMs > deadline) throw new MigrationLockTimeoutError(lockTimeoutMs);
        await sleep(pollMs);
      }
    },
    shared: true,
    release: async () => client.release(),
  };
}

/** The committed migrations this database has not applied (a read, no lock): what a serverless instance checks at start. */
export async function pendingMigrations(driver: Driver, migrations = readMigrations()): Promise<string[]> {
  const conn = await connect(driver, {});
  try {
    return pendingOf(migrations, await appliedMigrations(conn)).map((m) => m.name);
  } finally {
    await conn.release();
  }
}

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrate(driver: Driver, migrations = readMigrations(), options: MigrateOptions = {}): Promise<string[]> {
  const conn = await connect(driver, options);
  try {
    // Already current: no lock, no write (the common case for every start after a release).
    if (pendingOf(migrations, await appliedMigrations(conn)).length === 0) return [];
    const ran: string[] = [];
    await conn.locked((tx) => tx.exec(BOOKKEEPING));
    const pending = conn.shared ? migrations : pendingOf(migrations, await appliedMigrations(conn));
    for (const m of pending) {
      const applied = await conn.locked(async (tx) => {
        // Re-checked under the lock: another instance may have applied it meanwhile.
        if (conn.shared && !pendingOf([m], await appliedMigrations(tx)).length) return false;
        await tx.exec(m.sql);
        await tx.rows(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        return true;
      });
      if (applied) ran.push(m.name);
    }
    return ran;
  } finally {
    await conn.release();
  }
}
