// npm run db:migrate – apply pending migrations at release (the host's build step), on
// DATABASE_URL_UNPOOLED (the direct connection), else DATABASE_URL. In production one of them is
// required. Do not run against the embedded database while the dev server owns it.
import { migrationDatabaseUrl } from "../lib/db/config";
import { closeDriver, createDriver } from "../lib/db/driver";
import { migrate } from "../lib/db/migrate";
import { env } from "../lib/env";

let url: string | undefined;
try {
  url = migrationDatabaseUrl(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const driver = createDriver(url, env.PGLITE_DIR);
console.log(`Migrating ${driver.label}…`);
migrate(driver, undefined, { lockTimeoutMs: 60_000 })
  .then((applied) => console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date."))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDriver(driver));
