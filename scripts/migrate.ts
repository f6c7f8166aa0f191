// npm run db:migrate – apply pending migrations to DATABASE_URL (deploy pipelines).
// Do not run against the embedded database while the dev server owns it.
import { closeDriver, createDriver } from "../lib/db/driver";
import { migrate } from "../lib/db/migrate";
import { env } from "../lib/env";

const driver = createDriver(env.DATABASE_URL, env.PGLITE_DIR);
migrate(driver)
  .then((applied) => console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date."))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDriver(driver));
