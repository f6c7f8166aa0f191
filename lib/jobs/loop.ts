import "server-only";

import { db, type Db } from "@/lib/db";

import type { JobHandlers } from "./registry";
import { drainJobs, newWorkerId } from "./runner";

export interface JobRunnerOptions {
  handlers: JobHandlers;
  /** Scheduling work (automations, SLA checks) run every `periodicMs`; errors are logged, never thrown. */
  periodic?: (now: Date) => Promise<unknown>;
  intervalMs?: number;
  periodicMs?: number;
  /** Wall-clock budget of one drain; the loop yields between drains. */
  drainBudgetMs?: number;
  prisma?: () => Db;
  log?: Pick<Console, "info" | "warn" | "error">;
}

export interface JobRunner {
  readonly workerId: string;
  /** Run a tick soon instead of waiting for the next poll (called after enqueueing). */
  kick(delayMs?: number): void;
  /** Stops polling and waits for the tick in flight; safe to call twice. */
  stop(): Promise<void>;
}

// One runner per process, whatever bundle (instrumentation, route handlers) touches this module.
const globalForRunner = globalThis as typeof globalThis & { __tqvJobRunner?: JobRunner };

/**
 * The in-process runner: polls every ~2 s for due jobs and runs the periodic scheduler. It lives
 * inside the server process (which owns the embedded database) and can never take the server
 * down: every failure is caught and logged, and its timers are unref'd so they do not hold the
 * process open. A crash mid-job is recovered by the lease (see claimJobs).
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  if (globalForRunner.__tqvJobRunner) return globalForRunner.__tqvJobRunner;
  const {
    handlers,
    periodic,
    intervalMs = 2000,
    periodicMs = 60_000,
    drainBudgetMs = 20_000,
    prisma = db,
    log = console,
  } = options;
  const workerId = newWorkerId("loop");
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let rerun = false;
  let lastPeriodic = 0;

  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), delay);
    timer.unref?.();
  };

  const tick = async () => {
    if (periodic && Date.now() - lastPeriodic >= periodicMs) {
      lastPeriodic = Date.now();
      try {
        await periodic(new Date());
      } catch (error) {
        log.error("[jobs] periodic tasks failed", error);
      }
    }
    if (stopped) return;
    try {
      await drainJobs({ prisma: prisma(), handlers, workerId, budgetMs: drainBudgetMs, log });
    } catch (error) {
      log.error("[jobs] drain failed", error);
    }
  };

  const run = async () => {
    timer = undefined;
    if (stopped) return;
    if (inFlight) {
      rerun = true;
      return;
    }
    inFlight = tick().finally(() => {
      inFlight = undefined;
      if (rerun) {
        rerun = false;
        schedule(0);
      } else schedule(intervalMs);
    });
    await inFlight;
  };

  const runner: JobRunner = {
    workerId,
    kick(delayMs = 0) {
      if (stopped) return;
      if (inFlight) rerun = true;
      else schedule(delayMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight?.catch(() => undefined);
      if (globalForRunner.__tqvJobRunner === runner) globalForRunner.__tqvJobRunner = undefined;
    },
  };
  globalForRunner.__tqvJobRunner = runner;
  log.info(`[jobs] runner started (${workerId}), polling every ${intervalMs} ms`);
  schedule(0);
  return runner;
}

/** Whether this process runs the in-process runner. */
export function hasJobRunner(): boolean {
  return globalForRunner.__tqvJobRunner !== undefined;
}

/** Nudges the in-process runner, if this process has one. */
export function kickJobRunner(delayMs = 0): void {
  globalForRunner.__tqvJobRunner?.kick(delayMs);
}

export async function stopJobRunner(): Promise<void> {
  await globalForRunner.__tqvJobRunner?.stop();
}
