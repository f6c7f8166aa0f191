import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AFTER_RESPONSE_DRAIN_BUDGET_MS, CRON_DRAIN_BUDGET_MS, DRAIN_FUNCTION_MAX_DURATION_S, JOB_LEASE_MS } from "@/lib/jobs/limits";

/**
 * What the README's "Deploy to Vercel with Neon" relies on, checked without a Vercel account:
 * vercel.json names only routes that exist, with valid schedules and the release-time migration
 * in its build command, and every route that drains the queue has the maxDuration the queue's
 * limits were sized for.
 */
const root = process.cwd();
const vercel = JSON.parse(fs.readFileSync(path.join(root, "vercel.json"), "utf8")) as {
  $schema?: string;
  buildCommand?: string;
  crons?: { path: string; schedule: string }[];
  functions?: Record<string, { maxDuration?: number }>;
};
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

/** The route file serving a URL path under app/ (route groups in parentheses are not in the URL). */
function routeFileFor(urlPath: string): string | null {
  const segments = urlPath.split("?")[0]!.split("/").filter(Boolean);
  function walk(dir: string, rest: string[]): string | null {
    if (rest.length === 0) {
      const file = path.join(dir, "route.ts");
      if (fs.existsSync(file)) return file;
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (/^\(.*\)$/.test(entry.name)) {
        const found = walk(path.join(dir, entry.name), rest);
        if (found) return found;
      } else if (rest.length && (entry.name === rest[0] || /^\[.+\]$/.test(entry.name))) {
        const found = walk(path.join(dir, entry.name), rest.slice(1));
        if (found) return found;
      }
    }
    return null;
  }
  return walk(path.join(root, "app"), segments);
}

const CRON_FIELD = /^(\*|\d+|\d+-\d+)(\/\d+)?(,(\*|\d+|\d+-\d+)(\/\d+)?)*$/;

describe("vercel.json and the deploy", () => {
  it("uses only keys Vercel's schema knows, and points at the schema", () => {
    expect(vercel.$schema).toBe("https://openapi.vercel.sh/vercel.json");
    for (const key of Object.keys(vercel)) expect(["$schema", "buildCommand", "crons", "functions", "installCommand", "framework"]).toContain(key);
  });

  it("migrates at release, before building: the build command runs db:migrate, then the build", () => {
    expect(vercel.buildCommand).toBe("npm run db:migrate && npm run build");
    expect(pkg.scripts["db:migrate"]).toContain("scripts/migrate.ts");
    // The build is `next build`, then the compile hints on its first-load chunks (scripts/lib/compile-hints.ts).
    expect(pkg.scripts.build).toBe("next build && tsx scripts/compile-hints.ts");
    expect(fs.existsSync(path.join(root, "scripts/migrate.ts"))).toBe(true);
    expect(fs.existsSync(path.join(root, "scripts/compile-hints.ts"))).toBe(true);
  });

  it("every cron names an existing route that answers GET (what Vercel Cron sends), on a valid schedule", () => {
    expect(vercel.crons?.length).toBeGreaterThan(0);
    for (const cron of vercel.crons ?? []) {
      const file = routeFileFor(cron.path);
      expect(file, cron.path).not.toBeNull();
      expect(fs.readFileSync(file!, "utf8"), cron.path).toMatch(/export const GET\b/);
      const fields = cron.schedule.split(" ");
      expect(fields, cron.schedule).toHaveLength(5);
      for (const f of fields) expect(f, cron.schedule).toMatch(CRON_FIELD);
      // Vercel's crons pass no secret in the URL: the route checks Authorization: Bearer CRON_SECRET.
      expect(fs.readFileSync(file!, "utf8"), cron.path).toContain("assertCronAuthorized");
    }
    expect((vercel.crons ?? []).map((c) => c.path).sort()).toEqual(["/api/cron/automations", "/api/cron/jobs", "/api/cron/retention"]);
  });

  it("every functions pattern matches a file", () => {
    for (const pattern of Object.keys(vercel.functions ?? {})) {
      const base = pattern.replace(/\*\*.*$/, "").replace(/\/$/, "");
      expect(fs.existsSync(path.join(root, base)), pattern).toBe(true);
    }
  });

  it("every route that drains the queue (after() or a cron) has the maxDuration its lease and budgets were sized for", () => {
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (entry.name === "route.ts") routes.push(p);
      }
    };
    walk(path.join(root, "app/api"));
    const draining = routes.filter((f) => /drainAfterResponse|drainDueJobs/.test(fs.readFileSync(f, "utf8")));
    expect(draining.length).toBeGreaterThanOrEqual(7);
    // Routes whose service drains (the studio's approve and retry) declare it too.
    draining.push(...routes.filter((f) => /studio\/(jobs\/\[jobId\]\/retry|readings\/\[orderId\]\/approve)/.test(f)));
    for (const file of draining) {
      const match = /export const maxDuration = (\d+);/.exec(fs.readFileSync(file, "utf8"));
      expect(match?.[1], path.relative(root, file)).toBe(String(DRAIN_FUNCTION_MAX_DURATION_S));
    }
    expect(JOB_LEASE_MS).toBeLessThan(DRAIN_FUNCTION_MAX_DURATION_S * 1000);
    expect(Math.max(AFTER_RESPONSE_DRAIN_BUDGET_MS, CRON_DRAIN_BUDGET_MS)).toBeLessThan(DRAIN_FUNCTION_MAX_DURATION_S * 1000);
  });

  it("documents every variable lib/env.ts reads in .env.example", () => {
    const envSource = fs.readFileSync(path.join(root, "lib/env.ts"), "utf8");
    const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
    const names = [...envSource.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, "m"));
  });
});
