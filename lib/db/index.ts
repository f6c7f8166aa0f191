import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { env } from "@/lib/env";
import { PrismaClient } from "@/lib/generated/prisma/client";

import { closeDriver, createDriver, type Driver } from "./driver";
import { migrate } from "./migrate";
import { seed } from "./seed";

export type Db = ReturnType<typeof createPrisma>;

function createPrisma(driver: Driver) {
  const adapter = driver.kind === "pg" ? new PrismaPg(driver.pool) : new PrismaPGlite(driver.pglite);
  // Secret columns never leave the data layer unless a query asks for them explicitly.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

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
    const driver = createDriver(env.DATABASE_URL, env.PGLITE_DIR);
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

/** Applies pending migrations and, where dev providers are on, the demo seed. Runs once per process. */
export function prepareDatabase(options: { seed?: boolean } = {}): Promise<PrepareResult> {
  const s = state();
  s.prepared ??= (async () => {
    const migrated = await migrate(s.driver);
    const seeded = options.seed ? await seed(s.prisma) : false;
    return { database: s.driver.label, migrated, seeded };
  })();
  return s.prepared;
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
