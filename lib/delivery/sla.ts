import "server-only";

import { raiseAlert } from "@/lib/alerts/raise-alert";
import { db, type Db } from "@/lib/db";

/** Every paid order is delivered within 24 hours; at 20 hours an undelivered one raises an alert. */
export const SLA_HOURS = 24;
export const SLA_WARNING_HOURS = 20;
export const SLA_ALERT_KIND = "sla-breach-risk";

/**
 * The periodic SLA check: paid orders still undelivered 20 hours after payment get one
 * OperatorAlert each (unique on kind + order id, so re-running is harmless), emailed to the team,
 * and a warning in the logs when first flagged. Fulfilment resolves the alert when the reading finally goes out.
 */
export async function checkDeliverySla(now: Date = new Date(), prisma: Db = db(), log: Pick<Console, "warn"> = console): Promise<string[]> {
  const cutoff = new Date(now.getTime() - SLA_WARNING_HOURS * 3600_000);
  const late = await prisma.order.findMany({
    where: { status: "paid", paidAt: { lte: cutoff }, OR: [{ reading: null }, { reading: { deliveredAt: null } }] },
    select: { id: true, product: true, paidAt: true },
    orderBy: { paidAt: "asc" },
    take: 500,
  });
  if (late.length === 0) return [];
  const existing = await prisma.operatorAlert.findMany({ where: { kind: SLA_ALERT_KIND, subjectId: { in: late.map((o) => o.id) } }, select: { subjectId: true } });
  const known = new Set(existing.map((a) => a.subjectId));
  const fresh = late.filter((o) => !known.has(o.id));
  for (const o of fresh) {
    const paidAt = o.paidAt as Date;
    const hours = Math.floor((now.getTime() - paidAt.getTime()) / 3600_000);
    // Recorded for the studio and emailed to the team, once per order.
    await raiseAlert(
      {
        kind: SLA_ALERT_KIND,
        subjectId: o.id,
        title: `An order is ${hours} hours old and not delivered`,
        message: `Order ${o.id} (${o.product}) was paid ${hours} hours ago and is not delivered yet; the ${SLA_HOURS}-hour promise ends at ${new Date(paidAt.getTime() + SLA_HOURS * 3600_000).toISOString()}. Check its order.fulfil job, or a reading held for review.`,
      },
      { prisma, now },
    );
    log.warn(`[sla] order ${o.id} (${o.product}) undelivered ${SLA_WARNING_HOURS}+ hours after payment: check its order.fulfil job`);
  }
  return fresh.map((o) => o.id);
}
