import "server-only";

import { scheduleAutomations } from "@/lib/automations/schedule";
import { db, type Db } from "@/lib/db";
import { checkDeliverySla } from "@/lib/delivery/sla";

/**
 * Work that is not triggered by an event but by the clock: queue the free series that are due
 * in each subscriber's zone, and flag paid orders at risk of missing the 24-hour promise. Both
 * are idempotent, so the in-process loop and the cron route may both run them.
 */
export async function runPeriodicTasks(now: Date = new Date(), prisma: Db = db()) {
  const automations = await scheduleAutomations(now, prisma);
  const slaFlagged = await checkDeliverySla(now, prisma);
  return { automations, slaFlagged: slaFlagged.length };
}
