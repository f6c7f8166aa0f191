// Runs in the browser before the app's own modules (Next's instrumentation-client convention).
// zod compiles object parsers with `new Function` unless told not to, and probes for that ability
// when its first object schema is built: under our CSP (no 'unsafe-eval') the probe is a CSP
// violation in the console. Jitless mode never probes. This must run before any schema module is
// evaluated, so it cannot live beside the schemas.
import { config } from "zod/v4/core";

config({ jitless: true });
