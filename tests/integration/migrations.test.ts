import { afterEach, describe, expect, it } from "vitest";

import { MigrationChecksumError, migrate, readMigrations } from "@/lib/db/migrate";

import { emptyDatabase, TEST_DATABASES, type FreshDatabase } from "../support/db";

async function tables(fresh: FreshDatabase): Promise<string[]> {
  const sql = `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
  if (fresh.driver.kind === "pglite") return (await fresh.driver.pglite.query<{ table_name: string }>(sql)).rows.map((r) => r.table_name);
  return (await fresh.driver.pool.query<{ table_name: string }>(sql)).rows.map((r) => r.table_name);
}

describe.each(TEST_DATABASES)("migrations on $name", (kind) => {
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await fresh?.drop();
    fresh = undefined;
  });

  // Every migration, twice, on a fresh database: a minute or more on a busy two-core machine.
  it("apply every committed migration to an empty database, then are a no-op", { timeout: 180_000 }, async () => {
    fresh = await emptyDatabase(kind);
    const all = readMigrations().map((m) => m.name);
    expect(await migrate(fresh.driver)).toEqual(all);
    expect(await tables(fresh)).toEqual(
      expect.arrayContaining([
        "User", "Order", "Reading", "SoloReport", "MatchReport", "AutomationSubscription", "ContactMessage",
        "WebhookEvent", "Job", "EmailMessage", "RateLimit", "OperatorAlert", "Session", "AccountToken", "_prisma_migrations",
      ]),
    );
    expect(await migrate(fresh.driver)).toEqual([]);
  });

  it("refuse a migration edited after it was applied", async () => {
    fresh = await emptyDatabase(kind);
    const migrations = readMigrations();
    await migrate(fresh.driver, migrations);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
    await expect(migrate(fresh.driver, edited)).rejects.toBeInstanceOf(MigrationChecksumError);
  });

  it("roll back a failing migration completely", async () => {
    fresh = await emptyDatabase(kind);
    const broken = [{ name: "20990101000000_broken", sql: `CREATE TABLE "Half" (id int); SELECT * FROM "missing_table";`, checksum: "x".repeat(64) }];
    await expect(migrate(fresh.driver, broken)).rejects.toThrow();
    expect(await tables(fresh)).not.toContain("Half");
  });
});

describe.runIf(TEST_DATABASES.some((d) => d.name === "postgres"))("migrations on PostgreSQL with several instances", () => {
  it("apply once when two instances start at the same moment", async () => {
    const kind = TEST_DATABASES.find((d) => d.name === "postgres")!;
    const first = await emptyDatabase(kind);
    const { createDriver, closeDriver } = await import("@/lib/db/driver");
    const second = createDriver(first.url, "");
    try {
      const [a, b] = await Promise.all([migrate(first.driver), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(readMigrations().map((m) => m.name));
    } finally {
      await closeDriver(second);
      await first.drop();
    }
  });
});
