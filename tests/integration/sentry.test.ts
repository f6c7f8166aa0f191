import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The DSN names a local stub of Sentry's ingest (a real HTTP server on a port picked here, before
// lib/env.ts reads the environment).
const SENTRY = vi.hoisted(() => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  process.env.SENTRY_DSN = `http://public-key-0123@127.0.0.1:${port}/4242`;
  process.env.SENTRY_ENVIRONMENT = "test-env";
  // The stub shares this process's event loop: a busy worker must not turn a slow read into a lost send.
  process.env.SENTRY_SEND_TIMEOUT_MS = "30000";
  process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
  return { port };
});

import { onRequestError } from "@/instrumentation";
import { GET as jobsCron } from "@/app/api/cron/jobs/route";
import { GET as retentionCron } from "@/app/api/cron/retention/route";
import { drainJobs } from "@/lib/jobs/runner";
import { jobLog } from "@/lib/jobs/drain-now";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { CRON_MONITORS } from "@/lib/observability/cron-monitors";
import { captureError, parseDsn, withCronCheckIns } from "@/lib/observability/sentry";

import { withAppDatabase } from "../support/app-db";
import { TEST_DATABASES } from "../support/db";

interface Envelope {
  path: string;
  auth: string | undefined;
  contentType: string | undefined;
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
}

const received: Envelope[] = [];
let answer = 200;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const [header = "{}", ...rest] = Buffer.concat(chunks).toString("utf8").split("\n").filter(Boolean);
    const items: Envelope["items"] = [];
    for (let i = 0; i + 1 < rest.length; i += 2) items.push({ type: (JSON.parse(rest[i]!) as { type: string }).type, payload: JSON.parse(rest[i + 1]!) as Record<string, unknown> });
    received.push({ path: req.url ?? "", auth: req.headers["x-sentry-auth"] as string | undefined, contentType: req.headers["content-type"], header: JSON.parse(header) as Record<string, unknown>, items });
    res.writeHead(answer, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(SENTRY.port, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = 200;
});

const AUTH = { authorization: "Bearer cron-secret-for-tests-0123456789" };
const checkIns = () => received.flatMap((e) => e.items.filter((i) => i.type === "check_in").map((i) => i.payload));
const events = () => received.flatMap((e) => e.items.filter((i) => i.type === "event").map((i) => i.payload));

describe("Sentry over its envelope endpoint (a local stub, real HTTP)", () => {
  it("parses a DSN into the envelope URL and the public key, and refuses what is not one", () => {
    expect(parseDsn("https://abc@o1.ingest.sentry.io/123")).toEqual({ envelopeUrl: "https://o1.ingest.sentry.io/api/123/envelope/", publicKey: "abc" });
    expect(parseDsn("https://abc@sentry.example.com/prefix/9")).toEqual({ envelopeUrl: "https://sentry.example.com/prefix/api/9/envelope/", publicKey: "abc" });
    expect(parseDsn("https://o1.ingest.sentry.io/123")).toBeNull();
    expect(parseDsn("not a url")).toBeNull();
  });

  it("a request error from onRequestError becomes one event with the route pattern, the stack and the environment", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await onRequestError(
      Object.assign(new Error("the stars are down"), { digest: "777" }),
      { path: "/r/secret-token?token=abc", method: "GET", headers: { cookie: "session=xyz" } },
      { routerKind: "App Router", routePath: "/r/[token]", routeType: "render", revalidateReason: undefined },
    );
    expect(received).toHaveLength(1);
    const [envelope] = received;
    expect(envelope!.path).toBe("/api/4242/envelope/");
    expect(envelope!.auth).toMatch(/^Sentry sentry_version=7, sentry_client=[^,]+, sentry_key=public-key-0123$/);
    expect(envelope!.contentType).toBe("application/x-sentry-envelope");
    const [event] = events();
    expect(envelope!.header.event_id).toBe(event!.event_id);
    expect(event).toMatchObject({ level: "error", platform: "node", environment: "test-env", tags: { source: "request", method: "GET", routePath: "/r/[token]", routeType: "render", digest: "777" } });
    const exception = (event!.exception as { values: { type: string; value: string; stacktrace: { frames: unknown[] } }[] }).values[0]!;
    expect(exception).toMatchObject({ type: "Error", value: "the stars are down" });
    expect(exception.stacktrace.frames.length).toBeGreaterThan(0);
    // Never the path's token, the query string or the cookie.
    expect(JSON.stringify(received)).not.toMatch(/secret-token|token=abc|session=xyz/);
    vi.restoreAllMocks();
  });

  it("a refused or unreachable Sentry never throws into the caller", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    answer = 500;
    await expect(captureError(new Error("x"))).resolves.toBe(false);
    await expect(captureError(new Error("x"), {}, { dsn: "http://k@127.0.0.1:9/1" })).resolves.toBe(false);
    await expect(captureError(new Error("x"), {}, null)).resolves.toBe(false);
    vi.restoreAllMocks();
  });

  it("a connection dropped before any answer is tried once more; a second drop gives up without throwing", async () => {
    let attempts = 0;
    let dropUntil = 1;
    const flaky = http.createServer((req, res) => {
      attempts += 1;
      if (attempts <= dropUntil) {
        req.socket.destroy(); // as a server closing a kept-alive socket the client had just reused
        return;
      }
      req.resume();
      req.on("end", () => res.writeHead(200).end("{}"));
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const { port } = flaky.address() as import("node:net").AddressInfo;
      const target = { dsn: `http://key@127.0.0.1:${port}/7` };
      await expect(captureError(new Error("once more"), {}, target)).resolves.toBe(true);
      expect(attempts).toBe(2);
      attempts = 0;
      dropUntil = 2;
      await expect(captureError(new Error("twice"), {}, target)).resolves.toBe(false);
      expect(attempts).toBe(2);
    } finally {
      vi.restoreAllMocks();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it("the cron monitors' schedules are vercel.json's", () => {
    const vercel = JSON.parse(fs.readFileSync(path.join(process.cwd(), "vercel.json"), "utf8")) as { crons: { path: string; schedule: string }[] };
    const byPath = Object.fromEntries(vercel.crons.map((c) => [c.path, c.schedule]));
    expect(byPath).toEqual({ "/api/cron/jobs": CRON_MONITORS.jobs.schedule, "/api/cron/automations": CRON_MONITORS.automations.schedule, "/api/cron/retention": CRON_MONITORS.retention.schedule });
  });

  it("a failing cron run checks in as in_progress, then error with its duration, and still throws", async () => {
    const boom = new Error("the drain fell over");
    await expect(withCronCheckIns(CRON_MONITORS.jobs, async () => Promise.reject(boom))).rejects.toBe(boom);
    const [start, end] = checkIns();
    expect(start).toMatchObject({ monitor_slug: CRON_MONITORS.jobs.slug, status: "in_progress" });
    expect(end).toMatchObject({ monitor_slug: CRON_MONITORS.jobs.slug, status: "error", check_in_id: start!.check_in_id });
  });
});

describe.each(TEST_DATABASES)("Sentry from the cron routes and the job runner on $name", (kind) => {
  const app = withAppDatabase(kind);

  it("each cron route checks in before and after its run, with its schedule for Sentry to create the monitor", async () => {
    for (const [run, monitor] of [
      [jobsCron, CRON_MONITORS.jobs],
      [retentionCron, CRON_MONITORS.retention],
    ] as const) {
      received.length = 0;
      const res = await run(new Request("http://localhost:3000/api/cron/x", { headers: AUTH }), undefined);
      expect(res.status).toBe(200);
      const [start, end, ...more] = checkIns();
      expect(more).toEqual([]);
      expect(start).toMatchObject({ monitor_slug: monitor.slug, status: "in_progress", environment: "test-env", monitor_config: { schedule: { type: "crontab", value: monitor.schedule }, max_runtime: 5 } });
      expect(end).toMatchObject({ monitor_slug: monitor.slug, status: "ok", check_in_id: start!.check_in_id });
      expect(typeof end!.duration).toBe("number");
      expect(String(start!.check_in_id)).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it("a cron call without the secret sends nothing", async () => {
    const res = await jobsCron(new Request("http://localhost:3000/api/cron/jobs"), undefined);
    expect(res.status).toBe(401);
    expect(received).toEqual([]);
  });

  it("jobs that fail for good are reported as one event per job type and minute; one that will be retried is not", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Two of a type die in the same drain: one event (a failed batch of a hundred letters is one too).
    // A job type of this pass's own: the once-a-minute limit per type is per process, and both
    // databases' passes run in this one.
    const doomed = `test.doomed-${kind.name}`;
    for (const n of [1, 2]) await enqueueJob(app.prisma, { type: doomed, payload: {}, key: `doomed:${n}`, maxAttempts: 1 });
    await enqueueJob(app.prisma, { type: "test.flaky", payload: {}, key: "flaky", maxAttempts: 3 });
    const handlers = { [doomed]: async () => Promise.reject(new Error("the ephemeris is missing")), "test.flaky": async () => Promise.reject(new Error("try later")) };
    const result = await drainJobs({ prisma: app.prisma, handlers, budgetMs: 10_000, log: jobLog });
    expect(result).toMatchObject({ dead: 2, retried: 1 });
    // The report is sent without holding up the drain: wait for it to arrive.
    await vi.waitFor(() => expect(events()).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const [event] = events();
    expect(event).toMatchObject({ level: "error", tags: { source: "jobs" } });
    expect(JSON.stringify(event)).toContain("the ephemeris is missing");
    expect(JSON.stringify(event)).toContain("test.doomed");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events()).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
