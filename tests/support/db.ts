import { randomBytes } from "node:crypto";
import pg from "pg";

import { closeDriver, createDriver, type Driver } from "@/lib/db/driver";
import { migrate } from "@/lib/db/migrate";

/**
 * Integration tests run against a fresh in-memory PGlite and, when TEST_DATABASE_URL points at
 * a PostgreSQL server (CI always sets it), against a fresh database created on that server too.
 */
export const TEST_DATABASES: { name: "pglite" | "postgres"; url: string }[] = [
  { name: "pglite", url: "memory://" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres" as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export interface FreshDatabase {
  driver: Driver;
  url: string;
  drop(): Promise<void>;
}

/** An empty database (no migrations applied). */
export async function emptyDatabase(kind: (typeof TEST_DATABASES)[number]): Promise<FreshDatabase> {
  if (kind.name === "pglite") {
    const driver = createDriver("memory://", "");
    return { driver, url: "memory://", drop: () => closeDriver(driver) };
  }
  const name = `tqv_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: kind.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(kind.url);
  url.pathname = `/${name}`;
  const driver = createDriver(url.toString(), "");
  return {
    driver,
    url: url.toString(),
    async drop() {
      await closeDriver(driver);
      const cleanup = new pg.Client({ connectionString: kind.url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh database with every committed migration applied. */
export async function migratedDatabase(kind: (typeof TEST_DATABASES)[number]): Promise<FreshDatabase> {
  const fresh = await emptyDatabase(kind);
  await migrate(fresh.driver);
  return fresh;
}
