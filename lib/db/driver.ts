import "server-only";

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { attachDatabasePool } from "@vercel/functions";
import pg from "pg";

/** The raw connection under Prisma, also used by the migration runner (multi-statement SQL). */
export type Driver =
  | { kind: "pglite"; pglite: PGlite; label: string }
  | { kind: "pg"; pool: pg.Pool; label: string };

export interface DriverOptions {
  /** A Vercel function: short idle timeout, and the pool attached so the instance closes idle connections before it is suspended. */
  vercel?: boolean;
}

/** Pool timeouts: an unreachable database fails a request in seconds instead of hanging it; idle connections are closed. */
export function poolConfig(databaseUrl: string, { vercel = false }: DriverOptions = {}): pg.PoolConfig {
  return {
    connectionString: databaseUrl,
    max: vercel ? 5 : 10,
    idleTimeoutMillis: vercel ? 5_000 : 30_000,
    connectionTimeoutMillis: 10_000,
  };
}

export function createDriver(databaseUrl: string | undefined, pgliteDir: string, options: DriverOptions = {}): Driver {
  if (databaseUrl?.startsWith("postgres")) {
    const pool = new pg.Pool(poolConfig(databaseUrl, options));
    if (options.vercel) attachDatabasePool(pool);
    // An idle connection can be closed by the server (restart, failover, admin). Without a
    // listener, pg re-emits that as an uncaught error and the process dies; the pool already
    // discards the client and opens a new one on next use, so noting it is enough.
    pool.on("error", (error) => console.warn(`[db] idle PostgreSQL connection closed: ${error.message}`));
    const { host, pathname } = new URL(databaseUrl);
    return { kind: "pg", pool, label: `postgres ${host}${pathname}` };
  }
  if (databaseUrl === "memory://" || databaseUrl?.startsWith("memory://")) {
    return { kind: "pglite", pglite: new PGlite(), label: "pglite memory" };
  }
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), pgliteDir);
  fs.mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true });
  return { kind: "pglite", pglite: new PGlite(dir), label: `pglite ${pgliteDir}` };
}

export async function closeDriver(driver: Driver): Promise<void> {
  if (driver.kind === "pg") await driver.pool.end();
  else await driver.pglite.close();
}
