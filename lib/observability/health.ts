import "server-only";

import { db, pendingSchemaMigrations, type Db } from "@/lib/db";

export interface DeepHealth {
  status: "ok" | "degraded";
  pendingMigrations: string[];
  queue: { queued: number; running: number; due: number; oldestDueAt: string | null; oldestDueAgeSeconds: number | null; dead: number };
  openAlerts: number;
  unnotifiedAlerts: number;
}

/**
 * What an operator (or an uptime monitor holding the cron secret) needs at a glance: migrations
 * not applied, the queue's depth, how late its oldest due job is, dead jobs and open alerts.
 * Degraded when a migration is pending, a job is dead, or a due job has waited over 10 minutes.
 */
export async function deepHealth(now: Date = new Date(), prisma: Db = db()): Promise<DeepHealth> {
  const [pendingMigrations, grouped, oldest, openAlerts, unnotifiedAlerts, due] = await Promise.all([
    pendingSchemaMigrations(),
    prisma.job.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.job.findFirst({ where: { status: "queued", runAt: { lte: now } }, orderBy: { runAt: "asc" }, select: { runAt: true } }),
    prisma.operatorAlert.count({ where: { resolvedAt: null } }),
    prisma.operatorAlert.count({ where: { resolvedAt: null, notifiedAt: null } }),
    prisma.job.count({ where: { status: "queued", runAt: { lte: now } } }),
  ]);
  const count = (status: string) => grouped.find((g) => g.status === status)?._count._all ?? 0;
  const oldestDueAgeSeconds = oldest ? Math.max(0, Math.round((now.getTime() - oldest.runAt.getTime()) / 1000)) : null;
  const queue = { queued: count("queued"), running: count("running"), due, oldestDueAt: oldest?.runAt.toISOString() ?? null, oldestDueAgeSeconds, dead: count("dead") };
  const degraded = pendingMigrations.length > 0 || queue.dead > 0 || (oldestDueAgeSeconds ?? 0) > 600;
  return { status: degraded ? "degraded" : "ok", pendingMigrations, queue, openAlerts, unnotifiedAlerts };
}
