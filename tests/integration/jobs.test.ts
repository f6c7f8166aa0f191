import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "@/lib/db";
import { createDriver, closeDriver } from "@/lib/db/driver";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { startJobRunner } from "@/lib/jobs/loop";
import { claimJobs } from "@/lib/jobs/queue";
import { JobDeferred, PermanentJobError, type JobHandlers } from "@/lib/jobs/registry";
import { drainJobs } from "@/lib/jobs/runner";

import { withAppDatabase } from "../support/app-db";
import { migratedDatabase, TEST_DATABASES } from "../support/db";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const T0 = new Date("2026-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(TEST_DATABASES)("job queue on $name", (kind) => {
  const app = withAppDatabase(kind);

  beforeEach(async () => {
    await app.prisma.job.deleteMany();
  });

  it("runs a due job once, leaves a future one alone, and ignores a duplicate key", async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = { "test.echo": async (job) => void seen.push(job.payload) };
    expect(await enqueueJob(app.prisma, { type: "test.echo", payload: { n: 1 }, key: "echo:1", runAt: T0 })).toBe(true);
    expect(await enqueueJob(app.prisma, { type: "test.echo", payload: { n: 1 }, key: "echo:1", runAt: T0 })).toBe(false);
    await enqueueJob(app.prisma, { type: "test.echo", payload: { n: 2 }, key: "echo:2", runAt: at(60_000) });

    const first = await drainJobs({ prisma: app.prisma, handlers, now: () => T0, log: quiet });
    expect(first).toMatchObject({ claimed: 1, done: 1 });
    expect(seen).toEqual([{ n: 1 }]);
    const done = await app.prisma.job.findUniqueOrThrow({ where: { key: "echo:1" } });
    expect(done).toMatchObject({ status: "done", attempts: 1, lockedBy: null, lockedUntil: null });
    expect(done.completedAt).toEqual(T0);

    await drainJobs({ prisma: app.prisma, handlers, now: () => at(60_000), log: quiet });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await drainJobs({ prisma: app.prisma, handlers, now: () => at(120_000), log: quiet })).toMatchObject({ claimed: 0 });
  });

  it("a batchable type runs its due jobs together, each settled on its own; items deferred at wrap-up time are released, their attempt uncounted", async () => {
    const batches: number[][] = [];
    const wrapUps: number[] = [];
    let budgetEnd = 0;
    const handlers: JobHandlers = {
      "test.batch": {
        run: async (job) => void batches.push([(job.payload as { n: number }).n]),
        batch: {
          size: 4,
          run: async (jobs, ctx) => {
            wrapUps.push((ctx.wrapUpAt ?? Infinity) - budgetEnd);
            batches.push(jobs.map((j) => (j.payload as { n: number }).n));
            // Item 1 fails; the last is not reached in time on the first batch.
            return jobs.map((j, i) => ((j.payload as { n: number }).n === 1 ? new Error("item 1 failed") : batches.length === 1 && i === jobs.length - 1 ? new JobDeferred() : null));
          },
        },
      },
    };
    for (let n = 0; n < 6; n++) await enqueueJob(app.prisma, { type: "test.batch", payload: { n }, key: `batch:${n}`, runAt: at(n) });
    budgetEnd = performance.now() + 30_000;
    const first = await drainJobs({ prisma: app.prisma, handlers, now: () => at(1000), log: quiet, budgetMs: 30_000 });
    // 4 together, then the deferred one with the last 2 (released jobs are due at once).
    expect(batches.map((b) => b.length)).toEqual([4, 3]);
    expect(new Set(batches.flat())).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(first).toMatchObject({ claimed: 7, done: 5, retried: 1, released: 1, dead: 0 });
    // A batch must stop starting items at least MIN_RUN_MS (5 s) before the drain's budget ends.
    expect(wrapUps.every((w) => w <= -5000 + 50)).toBe(true);
    const jobs = await app.prisma.job.findMany({ orderBy: { key: "asc" } });
    expect(jobs.map((j) => [j.key, j.status, j.attempts])).toEqual([
      ["batch:0", "done", 1],
      ["batch:1", "queued", 1],
      ["batch:2", "done", 1],
      ["batch:3", "done", 1],
      ["batch:4", "done", 1],
      ["batch:5", "done", 1],
    ]);
    // The deferred job's first claim left no trace but its attempt row, marked released.
    const deferred = batches[0]!.at(-1)!;
    const attempts = await app.prisma.jobAttempt.findMany({ where: { job: { key: `batch:${deferred}` } }, orderBy: { startedAt: "asc" } });
    expect(attempts.map((a) => a.outcome)).toEqual(["released", "done"]);
  });

  it("retries with exponential backoff, then dead-letters with the last error", async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      "test.flaky": async () => {
        calls++;
        throw new Error(`provider down (${calls})`);
      },
    };
    await enqueueJob(app.prisma, { type: "test.flaky", payload: {}, key: "flaky", runAt: T0, maxAttempts: 4 });
    const backoff = { baseMs: 1000, random: () => 0.5 }; // delays 750, 1500, 3000 ms
    let clock = T0;
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const before = clock;
      const r = await drainJobs({ prisma: app.prisma, handlers, now: () => clock, backoff, log: quiet });
      expect(r.claimed).toBe(1);
      const row = await app.prisma.job.findUniqueOrThrow({ where: { key: "flaky" } });
      if (row.status === "queued") {
        delays.push(row.runAt.getTime() - before.getTime());
        // Not due a millisecond early.
        expect(await drainJobs({ prisma: app.prisma, handlers, now: () => new Date(row.runAt.getTime() - 1), log: quiet })).toMatchObject({ claimed: 0 });
        clock = row.runAt;
      }
    }
    expect(delays).toEqual([750, 1500, 3000]);
    const dead = await app.prisma.job.findUniqueOrThrow({ where: { key: "flaky" } });
    expect(dead).toMatchObject({ status: "dead", attempts: 4, lastError: "Error: provider down (4)", lockedBy: null });
    expect(calls).toBe(4);
    // Dead jobs stay dead.
    expect(await drainJobs({ prisma: app.prisma, handlers, now: () => at(86_400_000), log: quiet })).toMatchObject({ claimed: 0 });
  });

  it("sends a permanent failure or an unknown type straight to dead", async () => {
    const handlers: JobHandlers = {
      "test.bad": async () => {
        throw new PermanentJobError("order not found");
      },
    };
    await enqueueJob(app.prisma, { type: "test.bad", payload: {}, key: "bad", runAt: T0 });
    await enqueueJob(app.prisma, { type: "test.nobody", payload: {}, key: "nobody", runAt: T0 });
    expect(await drainJobs({ prisma: app.prisma, handlers, now: () => T0, log: quiet })).toMatchObject({ claimed: 2, dead: 2 });
    expect(await app.prisma.job.findUniqueOrThrow({ where: { key: "bad" } })).toMatchObject({ status: "dead", attempts: 1, lastError: "PermanentJobError: order not found" });
    expect((await app.prisma.job.findUniqueOrThrow({ where: { key: "nobody" } })).lastError).toContain('No handler registered for job type "test.nobody"');
  });

  it("recovers a job whose worker died: reclaimable only after its lease expires", async () => {
    await enqueueJob(app.prisma, { type: "test.echo", payload: {}, key: "orphan", runAt: T0 });
    // Worker A claims it and dies without reporting back.
    const [claimed] = await claimJobs(app.prisma, { workerId: "worker-a", now: T0, limit: 5, leaseMs: 60_000 });
    expect(claimed).toMatchObject({ attempts: 1, lockedUntil: at(60_000) });
    const ran: string[] = [];
    const handlers: JobHandlers = { "test.echo": async (_job, ctx) => void ran.push(ctx.workerId) };
    expect(await drainJobs({ prisma: app.prisma, handlers, workerId: "worker-b", now: () => at(59_999), log: quiet })).toMatchObject({ claimed: 0 });
    expect(await drainJobs({ prisma: app.prisma, handlers, workerId: "worker-b", now: () => at(60_001), log: quiet })).toMatchObject({ claimed: 1, done: 1 });
    expect(ran).toEqual(["worker-b"]);
    expect(await app.prisma.job.findUniqueOrThrow({ where: { key: "orphan" } })).toMatchObject({ status: "done", attempts: 2 });
  });

  it("a job whose worker dies on every attempt ends up dead, not looping", async () => {
    await enqueueJob(app.prisma, { type: "test.echo", payload: {}, key: "crashy", runAt: T0, maxAttempts: 2 });
    await claimJobs(app.prisma, { workerId: "w1", now: T0, limit: 1, leaseMs: 1000 });
    await claimJobs(app.prisma, { workerId: "w2", now: at(2000), limit: 1, leaseMs: 1000 });
    const handlers: JobHandlers = { "test.echo": async () => undefined };
    expect(await drainJobs({ prisma: app.prisma, handlers, now: () => at(4000), log: quiet })).toMatchObject({ claimed: 1, dead: 1 });
    expect(await app.prisma.job.findUniqueOrThrow({ where: { key: "crashy" } })).toMatchObject({ status: "dead", attempts: 3 });
  });

  it("two runners draining at once run every job exactly once", async () => {
    const runs = new Map<string, number>();
    const handlers: JobHandlers = {
      "test.count": async (job) => {
        const { n } = job.payload as { n: number };
        runs.set(String(n), (runs.get(String(n)) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      },
    };
    for (let n = 0; n < 30; n++) await enqueueJob(app.prisma, { type: "test.count", payload: { n }, key: `count:${n}`, runAt: T0 });
    const [a, b] = await Promise.all([
      drainJobs({ prisma: app.prisma, handlers, workerId: "a", now: () => T0, batchSize: 3, log: quiet }),
      drainJobs({ prisma: app.prisma, handlers, workerId: "b", now: () => T0, batchSize: 3, log: quiet }),
    ]);
    expect(a.done + b.done).toBe(30);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it("the in-process runner picks up a job right after it is enqueued and stops cleanly", async () => {
    const ran: string[] = [];
    const runner = startJobRunner({ handlers: { "test.echo": async (job) => void ran.push(job.id) }, prisma: () => app.prisma, intervalMs: 60_000, log: quiet });
    try {
      await new Promise((r) => setTimeout(r, 50)); // the first (empty) tick
      await enqueueJob(app.prisma, { type: "test.echo", payload: {}, key: "kicked" });
      const deadline = Date.now() + 3000;
      while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      // Far sooner than the 60 s poll: the enqueue kicked the runner.
      expect(ran).toHaveLength(1);
    } finally {
      await runner.stop();
    }
    await enqueueJob(app.prisma, { type: "test.echo", payload: {}, key: "after-stop" });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toHaveLength(1);
  });
});

describe.runIf(TEST_DATABASES.some((d) => d.name === "postgres"))("two server instances (separate PostgreSQL clients)", () => {
  const kind = TEST_DATABASES.find((d) => d.name === "postgres")!;
  const clients: Db[] = [];
  let drop: (() => Promise<void>) | undefined;
  const extraDrivers: ReturnType<typeof createDriver>[] = [];

  afterAll(async () => {
    for (const c of clients) await c.$disconnect();
    for (const d of extraDrivers) await closeDriver(d);
    await drop?.();
  });

  it("claim disjoint jobs with SKIP LOCKED: every job runs once", async () => {
    const fresh = await migratedDatabase(kind);
    drop = fresh.drop;
    for (let i = 0; i < 2; i++) {
      const driver = createDriver(fresh.url, "");
      extraDrivers.push(driver);
      if (driver.kind !== "pg") throw new Error("expected pg");
      clients.push(new PrismaClient({ adapter: new PrismaPg(driver.pool) }) as unknown as Db);
    }
    const [one, two] = clients as [Db, Db];
    for (let n = 0; n < 40; n++) await enqueueJob(one, { type: "test.count", payload: { n }, key: `multi:${n}`, runAt: T0 });
    const byWorker = new Map<string, string[]>();
    const handlers = (name: string): JobHandlers => ({
      "test.count": async (job) => {
        byWorker.set(name, [...(byWorker.get(name) ?? []), job.id]);
        await new Promise((r) => setTimeout(r, 3));
      },
    });
    await Promise.all([
      drainJobs({ prisma: one, handlers: handlers("one"), workerId: "one", now: () => T0, batchSize: 2, log: quiet }),
      drainJobs({ prisma: two, handlers: handlers("two"), workerId: "two", now: () => T0, batchSize: 2, log: quiet }),
    ]);
    const all = [...(byWorker.get("one") ?? []), ...(byWorker.get("two") ?? [])];
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    // Both instances really took part.
    expect(byWorker.get("one")?.length).toBeGreaterThan(0);
    expect(byWorker.get("two")?.length).toBeGreaterThan(0);
    expect(await one.job.count({ where: { status: "done" } })).toBe(40);
  });
});
