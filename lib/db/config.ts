/**
 * Which database the app and `npm run db:migrate` use, and what a starting server does about
 * migrations: pure functions of the environment, so the rules are tested directly.
 */
export interface DatabaseEnv {
  NODE_ENV: "development" | "test" | "production";
  DATABASE_URL?: string;
  DATABASE_URL_UNPOOLED?: string;
  VERCEL?: string;
  ALLOW_DEV_PROVIDERS: boolean;
  DB_MIGRATIONS?: "apply" | "verify";
}

export class DatabaseConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseConfigError";
  }
}

const MISSING =
  "DATABASE_URL is not set. In production the app needs PostgreSQL: set DATABASE_URL to the pooled connection string " +
  "(and DATABASE_URL_UNPOOLED to the direct one, for `npm run db:migrate` at release). The embedded database is for " +
  "development only; a local production build may use it with ALLOW_DEV_PROVIDERS=1, never a serverless host (its disk is read-only).";

/**
 * The app's connection: DATABASE_URL; else the embedded PGlite (undefined), which only development,
 * tests and a local production build with ALLOW_DEV_PROVIDERS=1 may use. On Vercel never.
 */
export function runtimeDatabaseUrl(e: DatabaseEnv): string | undefined {
  if (e.DATABASE_URL) return e.DATABASE_URL;
  if (e.VERCEL || (e.NODE_ENV === "production" && !e.ALLOW_DEV_PROVIDERS)) throw new DatabaseConfigError(MISSING);
  return undefined;
}

/** The connection migrations run on: the direct one when given (DDL and locks do not belong on a transaction pooler). */
export function migrationDatabaseUrl(e: DatabaseEnv): string | undefined {
  if (e.DATABASE_URL_UNPOOLED) return e.DATABASE_URL_UNPOOLED;
  return runtimeDatabaseUrl(e);
}

/** What a starting server does: apply pending migrations (a long-running host), or only verify none are pending (serverless). */
export function migrationMode(e: DatabaseEnv): "apply" | "verify" {
  return e.DB_MIGRATIONS ?? (e.VERCEL ? "verify" : "apply");
}

export class SchemaBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this deployment: ${pending.length} migration(s) not applied (${pending.join(", ")}). ` +
        "Migrations run at release: the build command runs `npm run db:migrate` against DATABASE_URL_UNPOOLED " +
        '(README, "Deploy to Vercel with Neon"). This instance refuses to serve until they are applied.',
    );
    this.name = "SchemaBehindError";
  }
}
