// Runs in the browser before the app's own modules (Next's instrumentation-client convention).
// zod compiles object parsers with `new Function` unless told not to, and probes for that ability
// when its first object schema is built: under our CSP (no 'unsafe-eval') the probe is a CSP
// violation in the console. Jitless mode never probes. This must run before any schema module is
// evaluated, so it cannot live beside the schemas.
//
// zod keeps its global config on `globalThis.__zod_globalConfig` (zod/v4/core/core.js: it adopts an
// existing object), so setting the flag there needs no import: importing `zod/v4/core` here put
// ~27 kB (gzip) of zod on every page, schema or not (issue 16).
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
