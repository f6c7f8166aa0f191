import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// ── Import boundaries (DESIGN.md: app → components → lib, and lib/oracle depends on nothing of ours) ──

/** tailwind-merge is a test tool here (components/ui/class-conflicts.test.ts), not shipped: ~9 kB of gzip on every page with a form (issue 16). */
const NO_TAILWIND_MERGE = { name: "tailwind-merge", message: "Classes are joined, not merged (lib/utils.ts): give the component a variant instead of an overriding class." };

/** lib/** never imports the UI: components/ and app/ sit above it. */
const LIB_IMPORTS = [
  { group: ["@/components", "@/components/*", "@/app", "@/app/*"], message: "lib/ sits below components/ and app/: move what both need into lib/ (e.g. a type next to its data)." },
];

/**
 * lib/oracle is the pure engine: its own files (relative paths) and npm packages that do no I/O,
 * nothing else of ours, no framework, no network client, no "server-only".
 */
const ORACLE_PACKAGES = ["zod", "astronomy-engine", "any-ascii"];
const ORACLE_OUTSIDE = {
  regex: `^(?!\\.\\.?/)(?!(${ORACLE_PACKAGES.join("|")})(/|$))`,
  message: `lib/oracle is a pure engine: import only its own files (relative paths) and ${ORACLE_PACKAGES.join(", ")}.`,
};
/** The atlas reads its own data file, shipped beside it; nothing else in the engine touches the disk. */
const ATLAS_READS_ITS_FILE = ["node:fs", "node:path", "node:url", "node:zlib"];

/** A relative path that climbs out of lib/oracle from a file `depth` folders below it. */
const escapesOracle = (depth) => ({ regex: `^(\\.\\./){${depth + 1},}`, message: "A relative path that leaves lib/oracle: the engine imports nothing outside itself." });

const oracleBoundaries = [0, 1, 2, 3].map((depth) => ({
  files: [`lib/oracle/${"*/".repeat(depth)}*.{ts,tsx}`],
  ignores: ["lib/oracle/**/*.test.{ts,tsx}"],
  rules: { "no-restricted-imports": ["error", { patterns: [ORACLE_OUTSIDE, escapesOracle(depth)] }] },
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: LIB_IMPORTS, paths: [NO_TAILWIND_MERGE] }] },
  },
  {
    // Links prefetch on intent, not on sight (issue 16): components/ui/link.tsx wraps next/link.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use { Link } from \"@/components/ui/link\": it prefetches on intent, not every link in view." }, NO_TAILWIND_MERGE] }],
    },
  },
  {
    // lib/stripe talks to Stripe; lib/commerce (order services) uses it, never the other way round.
    files: ["lib/stripe/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...LIB_IMPORTS, { group: ["@/lib/commerce", "@/lib/commerce/*"], message: "lib/stripe must not import lib/commerce (it imports lib/stripe): hand back plain values for lib/commerce to apply." }] },
      ],
    },
  },
  ...oracleBoundaries,
  {
    files: ["lib/oracle/places/atlas.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ ...ORACLE_OUTSIDE, regex: `^(?!\\.\\.?/)(?!(${[...ORACLE_PACKAGES, ...ATLAS_READS_ITS_FILE].join("|")})(/|$))` }, escapesOracle(1)] },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "lib/generated/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
