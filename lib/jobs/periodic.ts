import "server-only";

import { notifyPendingAlerts } from "@/lib/alerts/raise-alert";
import { scheduleAutomations } from "@/lib/automations/schedule";
import { db, type Db } from "@/lib/db";
import { checkDeliverySla } from "@/lib/delivery/sla";
import { purgeExpired } from "@/lib/retention/purge";

// The in-process runner's last retention run; the cron route (/api/cron/retention) runs it daily on serverless.
const globalForRetention = globalThis as typeof globalThis & { __tqvLastRetention?: number };

/**
 * Work that is not triggered by an event but by the clock: queue the free series that are due
 * in each subscriber's zone, and flag paid orders at risk of missing the 24-hour promise. Both
 * are idempotent, so the in-process loop and the cron route may both run them.
 */
export async function runPeriodicTasks(now: Date = new Date(), prisma: Db = db()) {
  const automations = await scheduleAutomations(now, prisma);
  const slaFlagged = await checkDeliverySla(now, prisma);
  const alertsEmailed = await notifyPendingAlerts({ prisma, now });
  return { automations, slaFlagged: slaFlagged.length, alertsEmailed };
}

/** The daily retention task, at most once a day per process (the in-process runner's periodic tick). */
export async function runDailyTasksIfDue(now: Date = new Date(), prisma: Db = db()) {
  const last = globalForRetention.__tqvLastRetention ?? 0;
  if (now.getTime() - last < 86_400_000) return null;
  globalForRetention.__tqvLastRetention = now.getTime();
  return purgeExpired(now, prisma);
}
