import "server-only";

import { db, type Db } from "@/lib/db";
import { automationJobKey, JOB_TYPES } from "@/lib/jobs/types";
import { localMoment } from "@/lib/time-zones";
import { AUTOMATION_TYPES, type AutomationType } from "@/lib/validations/automation";

/**
 * When each series goes out, on the subscriber's own clock: the daily digest between 05:00 and
 * 07:00 (so it is there before 7am), the morning card between 06:00 and 11:00, the weekly
 * briefing on Sunday between 07:00 and 20:00. Windows are hours wide so a cron every 5 minutes,
 * an hourly one or a restart never misses a day; the job key makes it once a day however often
 * the scheduler runs.
 */
export const SEND_WINDOWS: Record<AutomationType, { from: number; to: number; weekday?: number }> = {
  "daily-transit-digest": { from: 5 * 60, to: 7 * 60 },
  "morning-card-pull": { from: 6 * 60, to: 11 * 60 },
  "weekly-number-briefing": { from: 7 * 60, to: 20 * 60, weekday: 0 },
};

export function dueLocalDate(type: AutomationType, timezone: string, now: Date): string | null {
  const w = SEND_WINDOWS[type];
  const local = localMoment(now, timezone);
  if (w.weekday !== undefined && local.weekday !== w.weekday) return null;
  return local.minutes >= w.from && local.minutes < w.to ? local.date : null;
}

/**
 * Enqueues today's sends that are due now: one `automation.send` job per subscriber and local
 * day (key `automation:{subscriptionId}:{localDate}`). Runs from the in-process loop and the cron
 * route; cheap because it works per (time zone, series) group, not per subscriber.
 */
export async function scheduleAutomations(now: Date = new Date(), prisma: Db = db()): Promise<{ enqueued: number; due: number }> {
  const groups = await prisma.automationSubscription.groupBy({
    by: ["timezone", "automationType"],
    // Confirmed addresses only (double opt-in).
    where: { unsubscribedAt: null, confirmedAt: { not: null } },
  });
  const due = groups
    .filter((g): g is typeof g & { automationType: AutomationType } => (AUTOMATION_TYPES as readonly string[]).includes(g.automationType))
    .map((g) => ({ ...g, localDate: dueLocalDate(g.automationType, g.timezone, now) }))
    .filter((g): g is typeof g & { localDate: string } => g.localDate !== null);
  let enqueued = 0;
  let total = 0;
  for (const group of due) {
    const subs = await prisma.automationSubscription.findMany({
      where: { timezone: group.timezone, automationType: group.automationType, unsubscribedAt: null, confirmedAt: { not: null } },
      select: { id: true },
    });
    total += subs.length;
    for (let i = 0; i < subs.length; i += 500) {
      const { count } = await prisma.job.createMany({
        data: subs.slice(i, i + 500).map((s) => ({
          type: JOB_TYPES.sendAutomation,
          payload: { subscriptionId: s.id, localDate: group.localDate },
          key: automationJobKey(s.id, group.localDate),
          runAt: now,
        })),
        skipDuplicates: true,
      });
      enqueued += count;
    }
  }
  return { enqueued, due: total };
}
