import { spawnSync } from "node:child_process";

import pg from "pg";
import { describe, expect, it } from "vitest";

import { DatabaseConfigError, migrationDatabaseUrl, migrationMode, runtimeDatabaseUrl, SchemaBehindError } from "@/lib/db/config";
import { poolConfig } from "@/lib/db/driver";
import { migrate, MIGRATION_LOCK_ID, MigrationLockTimeoutError, pendingMigrations, readMigrations } from "@/lib/db/migrate";

import { emptyDatabase, migratedDatabase, TEST_DATABASES } from "../support/db";

const base = { NODE_ENV: "production" as const, ALLOW_DEV_PROVIDERS: false };

describe("database configuration", () => {
  it("production without DATABASE_URL is an error that says what to set; development uses the embedded database", () => {
    expect(() => runtimeDatabaseUrl(base)).toThrow(DatabaseConfigError);
    expect(() => runtimeDatabaseUrl(base)).toThrow(/DATABASE_URL is not set\. In production the app needs PostgreSQL/);
    // On Vercel the disk is read-only: never the embedded database, whatever else is set.
    expect(() => runtimeDatabaseUrl({ ...base, ALLOW_DEV_PROVIDERS: true, VERCEL: "1" })).toThrow(DatabaseConfigError);
    expect(runtimeDatabaseUrl({ ...base, ALLOW_DEV_PROVIDERS: true })).toBeUndefined();
    expect(runtimeDatabaseUrl({ NODE_ENV: "development", ALLOW_DEV_PROVIDERS: false })).toBeUndefined();
    expect(runtimeDatabaseUrl({ ...base, DATABASE_URL: "postgres://app@pooler/db" })).toBe("postgres://app@pooler/db");
  });

  it("migrations use the direct connection when there is one; serverless instances only verify", () => {
    expect(migrationDatabaseUrl({ ...base, DATABASE_URL: "postgres://app@pooler/db", DATABASE_URL_UNPOOLED: "postgres://app@direct/db" })).toBe("postgres://app@direct/db");
    expect(migrationDatabaseUrl({ ...base, DATABASE_URL: "postgres://app@pooler/db" })).toBe("postgres://app@pooler/db");
    expect(() => migrationDatabaseUrl(base)).toThrow(DatabaseConfigError);
    expect(migrationMode({ ...base, VERCEL: "1" })).toBe("verify");
    expect(migrationMode(base)).toBe("apply");
    expect(migrationMode({ ...base, DB_MIGRATIONS: "verify" })).toBe("verify");
  });

  it("the PostgreSQL pool has connection and idle timeouts, shorter on Vercel", () => {
    expect(poolConfig("postgres://x@h/db")).toMatchObject({ connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
    expect(poolConfig("postgres://x@h/db", { vercel: true })).toMatchObject({ connectionTimeoutMillis: 10_000, idleTimeoutMillis: 5_000 });
  });

  const run = (code: string, env: Record<string, string | undefined> & { NODE_ENV: "production" }) => {
    // Only what the case sets: no DATABASE_URL from the test's own environment.
    const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...env };
    return spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "-e", code], { env: childEnv, encoding: "utf8", timeout: 60_000 });
  };

  it("a production server started without DATABASE_URL fails at once with a clear message (no embedded fallback)", () => {
    const started = run(`import("./lib/server-start.ts").then((m) => (m.startServer ?? m.default.startServer)()).then(() => console.log("STARTED"))`, { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    expect(started.status).not.toBe(0);
    expect(started.stdout).not.toContain("STARTED");
    expect(started.stderr).toContain("DATABASE_URL is not set. In production the app needs PostgreSQL");
  }, 60_000);

  it("npm run db:migrate in production without a database URL exits 1 with the same message", () => {
    const migrated = run(`import("./scripts/migrate.ts")`, { NODE_ENV: "production" });
    expect(migrated.status).toBe(1);
    expect(migrated.stderr).toContain("DATABASE_URL is not set");
  }, 60_000);
});

describe.each(TEST_DATABASES)("schema check on $name", (kind) => {
  it("lists the pending migrations without changing anything, and an instance that only verifies refuses to serve", async () => {
    const fresh = await emptyDatabase(kind);
    try {
      const all = readMigrations().map((m) => m.name);
      expect(await pendingMigrations(fresh.driver)).toEqual(all);
      expect(await pendingMigrations(fresh.driver)).toEqual(all);
      const error = new SchemaBehindError(all.slice(-1));
      expect(error.message).toContain("npm run db:migrate");
      await migrate(fresh.driver);
      expect(await pendingMigrations(fresh.driver)).toEqual([]);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

describe.runIf(TEST_DATABASES.some((d) => d.name === "postgres"))("the migration lock on PostgreSQL (behind a pooler)", () => {
  const kind = TEST_DATABASES.find((d) => d.name === "postgres")!;

  /** A session-level lock leaked by a connection a pooler kept open: it never goes away by itself. */
  async function leakedLock(url: string) {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    return holder;
  }

  it("a start with migrations pending gives up with a clear error when the lock is unavailable, instead of hanging", async () => {
    const fresh = await emptyDatabase(kind);
    const holder = await leakedLock(fresh.url);
    try {
      const t0 = Date.now();
      const error = await migrate(fresh.driver, undefined, { lockTimeoutMs: 800, pollMs: 100 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationLockTimeoutError);
      expect(String(error)).toMatch(/Could not take the migration lock within 800 ms/);
      expect(Date.now() - t0).toBeLessThan(5000);
      // Nothing half-applied.
      expect((await pendingMigrations(fresh.driver)).length).toBe(readMigrations().length);
    } finally {
      await holder.end();
      await fresh.drop();
    }
  });

  it("a start against a current schema needs no lock at all, and the lock it takes is released with its transaction", async () => {
    const fresh = await migratedDatabase(kind);
    const holder = await leakedLock(fresh.url);
    const holderPid = (await holder.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]?.pid;
    try {
      expect(await migrate(fresh.driver, undefined, { lockTimeoutMs: 500 })).toEqual([]);
      expect(await pendingMigrations(fresh.driver)).toEqual([]);
    } finally {
      await holder.end();
    }
    // After a run, no advisory lock is left behind on any connection.
    const extra = [{ name: "20991231000000_probe", sql: `CREATE TABLE "Probe" (id int)`, checksum: "p".repeat(64) }];
    expect(await migrate(fresh.driver, [...readMigrations(), ...extra])).toEqual(["20991231000000_probe"]);
    if (fresh.driver.kind !== "pg") throw new Error("expected pg");
    // Only this test's database: other test files migrate their own databases on the same server
    // at the same time, and their locks are theirs. The deliberately leaked holder has ended.
    const { rows } = await fresh.driver.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND pid <> $1",
      [holderPid],
    );
    expect(rows[0]?.n).toBe(0);
    await fresh.drop();
  });
});
