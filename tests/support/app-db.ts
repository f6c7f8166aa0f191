import { afterAll, beforeAll } from "vitest";

import { disconnectDatabase, useDatabase, type Db } from "@/lib/db";

import { migratedDatabase, type FreshDatabase, type TEST_DATABASES } from "./db";

/**
 * Points the app's data layer (`db()`) at a freshly migrated database for one describe block.
 * Use inside `describe.each(TEST_DATABASES)`.
 */
export function withAppDatabase(kind: (typeof TEST_DATABASES)[number]): { readonly prisma: Db } {
  let fresh: FreshDatabase | undefined;
  const handle = { prisma: undefined as unknown as Db };
  beforeAll(async () => {
    fresh = await migratedDatabase(kind);
    handle.prisma = useDatabase(fresh.driver);
  });
  afterAll(async () => {
    await disconnectDatabase();
    // disconnectDatabase closed the driver; drop() closes again harmlessly and drops the PG database.
    await fresh?.drop().catch(() => undefined);
  });
  return handle;
}
