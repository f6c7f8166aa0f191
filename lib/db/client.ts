import "server-only";

import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { PrismaClient } from "@/lib/generated/prisma/client";

import type { Driver } from "./driver";

/** A Prisma client over a driver (PGlite or `pg`). */
export function createPrisma(driver: Driver) {
  const adapter = driver.kind === "pg" ? new PrismaPg(driver.pool) : new PrismaPGlite(driver.pglite);
  // Secret columns never leave the data layer unless a query asks for them explicitly.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true } } });
}

export type Db = ReturnType<typeof createPrisma>;
