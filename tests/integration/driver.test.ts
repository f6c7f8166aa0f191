import pg from "pg";
import { describe, expect, it } from "vitest";

import { emptyDatabase, TEST_DATABASES } from "../support/db";

describe.runIf(TEST_DATABASES.some((d) => d.name === "postgres"))("PostgreSQL driver", () => {
  it("survives the server closing an idle connection, and reconnects", async () => {
    const kind = TEST_DATABASES.find((d) => d.name === "postgres")!;
    const fresh = await emptyDatabase(kind);
    if (fresh.driver.kind !== "pg") throw new Error("expected a pg driver");
    const pool = fresh.driver.pool;
    const pid = (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;

    const admin = new pg.Client({ connectionString: kind.url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Without the pool's error listener the terminated idle client would have crashed the process.
    expect((await pool.query<{ one: number }>("SELECT 1 AS one")).rows[0]!.one).toBe(1);
    await fresh.drop();
  });
});
