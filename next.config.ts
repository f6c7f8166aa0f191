import type { NextConfig } from "next";

import { env } from "./lib/env"; // validates the environment: a bad variable fails the build

// The Content-Security-Policy is set per response by proxy.ts (hashes for pre-rendered pages, a
// nonce for the rest: lib/security/csp.ts).
export const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  distDir: env.NEXT_DIST_DIR,
  poweredByHeader: false,
  // Types are checked once, by `npm run typecheck` (tsc --noEmit over the whole project, tests
  // included) before the build in `npm test` and CI; checking again here only adds build time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // PGlite loads its WASM and data files from disk: it cannot be bundled (STACK-NOTES.md).
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  // Files read at run time, so serverless bundles carry them.
  outputFileTracingIncludes: {
    "/**": ["./prisma/migrations/**/*", "./content/**/*", "./lib/oracle/places/data/**/*"],
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // A reading's private link (app/r/[token]): its token must not leave in a Referer, nor be indexed.
      {
        source: "/r/:token",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
    ];
  },
};

export default nextConfig;
