import "server-only";

import { env } from "@/lib/env";

import { migrationMode, runtimeDatabaseUrl, SchemaBehindError } from "./config";
import { createPrisma, type Db } from "./client";
import { closeDriver, createDriver, type Driver } from "./driver";
import { migrate, pendingMigrations } from "./migrate";
import { seed } from "./seed";

export type { Db };

interface DbState {
  driver: Driver;
  prisma: Db;
  prepared?: Promise<PrepareResult>;
}

// One client per process: module instances differ between Next's bundles (instrumentation,
// route handlers, pages), so the singleton lives on globalThis. PGlite must have one owner.
const globalForDb = globalThis as typeof globalThis & { __tqvDb?: DbState };

function state(): DbState {
  if (!globalForDb.__tqvDb) {
    // Throws DatabaseConfigError, with what to set, in production without DATABASE_URL.
    const driver = createDriver(runtimeDatabaseUrl(env), env.PGLITE_DIR, { vercel: Boolean(env.VERCEL) });
    globalForDb.__tqvDb = { driver, prisma: createPrisma(driver) };
  }
  return globalForDb.__tqvDb;
}

/** The Prisma client, created on first use (never at import: build workers must not open `.data/`). */
export function db(): Db {
  return state().prisma;
}

export interface PrepareResult {
  database: string;
  migrated: string[];
  seeded: boolean;
}

/**
 * Runs once per process. A long-running server applies pending migrations (DB_MIGRATIONS=apply,
 * the default off Vercel); a serverless instance only checks that none are pending and, if some
 * are, throws SchemaBehindError (it must not serve against an older schema). Then, where dev
 * providers are on, the demo seed.
 */
export function prepareDatabase(options: { seed?: boolean } = {}): Promise<PrepareResult> {
  const s = state();
  s.prepared ??= (async () => {
    let migrated: string[] = [];
    if (migrationMode(env) === "verify") {
      const pending = await pendingMigrations(s.driver);
      if (pending.length) throw new SchemaBehindError(pending);
    } else migrated = await migrate(s.driver);
    const seeded = options.seed ? await seed(s.prisma) : false;
    return { database: s.driver.label, migrated, seeded };
  })();
  return s.prepared;
}

/** The committed migrations this database has not applied (the deep health check). */
export function pendingSchemaMigrations(): Promise<string[]> {
  return pendingMigrations(state().driver);
}

/** Tests: run the app's data layer on a database the test prepared. */
export function useDatabase(driver: Driver): Db {
  const prisma = createPrisma(driver);
  globalForDb.__tqvDb = { driver, prisma, prepared: Promise.resolve({ database: driver.label, migrated: [], seeded: false }) };
  return prisma;
}

export async function disconnectDatabase(): Promise<void> {
  const s = globalForDb.__tqvDb;
  if (!s) return;
  globalForDb.__tqvDb = undefined;
  await s.prisma.$disconnect();
  await closeDriver(s.driver);
}
