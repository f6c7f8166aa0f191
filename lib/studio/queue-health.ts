import "server-only";

import { db, type Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SLA_HOURS, SLA_WARNING_HOURS } from "@/lib/delivery/sla";
import { isProductId, PRODUCT_NAMES } from "@/lib/products/ids";

import type { Operator } from "./operator";

export interface LatencyWindow {
  label: "24 hours" | "7 days";
  /** Readings sent in the window. */
  sent: number;
  medianMs: number | null;
  p95Ms: number | null;
}

export interface UnsentOrder {
  id: string;
  email: string;
  product: string;
  productName: string;
  paidAt: Date;
  ageMs: number;
  /** Where it is stuck: no reading yet, or a held/approved one. */
  reading: { status: string; holdReason: string | null } | null;
}

export interface QueueHealth {
  now: Date;
  jobs: {
    /** Queued, never tried yet. */
    pending: number;
    running: number;
    /** Queued again after a failed attempt (waiting for their backoff). */
    failed: number;
    /** Out of attempts, or a permanent error: wait for a person. */
    dead: number;
  };
  /** The due job that has waited longest to be claimed: near zero when the runner keeps up. */
  oldestWaiting: { id: string; type: string; dueSince: Date; ageMs: number } | null;
  latency: [LatencyWindow, LatencyWindow];
  held: { count: number; oldestSince: Date | null };
  /** Paid, not sent, not being refunded, past SLA_WARNING_HOURS (oldest first). */
  unsent: UnsentOrder[];
  /** How many there are (the list is capped). */
  unsentCount: number;
  /** Of those, past the SLA_HOURS promise. */
  pastPromise: number;
  /** Any paid order SLA_WARNING_HOURS or more unsent. */
  red: boolean;
  slaHours: number;
  warningHours: number;
}

const HOUR = 3600_000;
const UNSENT_LIST_LIMIT = 50;

/** Paid orders not sent (no reading, or one not delivered) and not being refunded, paid at or before `cutoff`. */
function unsentSince(cutoff: Date) {
  return {
    status: "paid" as const,
    refundRequestedAt: null,
    paidAt: { lte: cutoff },
    OR: [{ reading: null }, { reading: { deliveredAt: null } }],
  } satisfies Prisma.OrderWhereInput;
}

interface LatencyRow {
  sent: number;
  p50: number | null;
  p95: number | null;
}

async function latency(prisma: Db, since: Date, label: LatencyWindow["label"]): Promise<LatencyWindow> {
  // Paid → the reading email sent, over readings sent in the window; percentiles computed by
  // PostgreSQL (continuous: the median of two is their mean), in seconds.
  const [row] = await prisma.$queryRaw<LatencyRow[]>`
    SELECT
      count(*)::int AS "sent",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM (r."deliveredAt" - o."paidAt"))::float8) AS "p50",
      percentile_cont(0.95) WITHIN GROUP (ORDER BY EXTRACT(EPOCH FROM (r."deliveredAt" - o."paidAt"))::float8) AS "p95"
    FROM "Reading" r
    JOIN "Order" o ON o."id" = r."orderId"
    WHERE r."status" = 'sent' AND r."deliveredAt" >= ${since} AND o."paidAt" IS NOT NULL`;
  const seconds = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v) * 1000));
  return { label, sent: Number(row?.sent ?? 0), medianMs: seconds(row?.p50), p95Ms: seconds(row?.p95) };
}

interface JobCountsRow {
  pending: number;
  running: number;
  failed: number;
  dead: number;
}

/**
 * The studio's queue-health panel: the job queue by state, how long the oldest due job has
 * waited, fulfilment latency (paid → sent) over the last 24 hours and 7 days, the readings
 * waiting for a person, and the paid orders at or past the delivery promise. Red when any paid
 * order is SLA_WARNING_HOURS (20) or more unsent: the same line the SLA alert is raised at.
 */
export async function getQueueHealth(_operator: Operator, { now = new Date(), prisma = db() }: { now?: Date; prisma?: Db } = {}): Promise<QueueHealth> {
  const warningCutoff = new Date(now.getTime() - SLA_WARNING_HOURS * HOUR);
  const promiseCutoff = new Date(now.getTime() - SLA_HOURS * HOUR);
  const unsentWhere = unsentSince(warningCutoff);

  const [[counts], oldest, day, week, heldCount, oldestHeld, unsentRows, unsentCount, pastPromise] = await Promise.all([
    prisma.$queryRaw<JobCountsRow[]>`
      SELECT
        count(*) FILTER (WHERE "status" = 'queued' AND "attempts" = 0)::int AS "pending",
        count(*) FILTER (WHERE "status" = 'running')::int AS "running",
        count(*) FILTER (WHERE "status" = 'queued' AND "attempts" > 0)::int AS "failed",
        count(*) FILTER (WHERE "status" = 'dead')::int AS "dead"
      FROM "Job"`,
    prisma.job.findFirst({ where: { status: "queued", runAt: { lte: now } }, orderBy: [{ runAt: "asc" }, { createdAt: "asc" }], select: { id: true, type: true, runAt: true } }),
    latency(prisma, new Date(now.getTime() - 24 * HOUR), "24 hours"),
    latency(prisma, new Date(now.getTime() - 7 * 24 * HOUR), "7 days"),
    prisma.reading.count({ where: { status: "held" } }),
    prisma.reading.findFirst({ where: { status: "held" }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
    prisma.order.findMany({
      where: unsentWhere,
      orderBy: { paidAt: "asc" },
      take: UNSENT_LIST_LIMIT,
      select: { id: true, email: true, product: true, paidAt: true, reading: { select: { status: true, holdReason: true } } },
    }),
    prisma.order.count({ where: unsentWhere }),
    prisma.order.count({ where: { ...unsentWhere, paidAt: { lte: promiseCutoff } } }),
  ]);

  const unsent: UnsentOrder[] = unsentRows.map((o) => {
    const paidAt = o.paidAt as Date; // the where clause requires it
    return {
      id: o.id,
      email: o.email,
      product: o.product,
      productName: isProductId(o.product) ? PRODUCT_NAMES[o.product] : o.product,
      paidAt,
      ageMs: now.getTime() - paidAt.getTime(),
      reading: o.reading,
    };
  });

  return {
    now,
    jobs: { pending: counts?.pending ?? 0, running: counts?.running ?? 0, failed: counts?.failed ?? 0, dead: counts?.dead ?? 0 },
    oldestWaiting: oldest ? { id: oldest.id, type: oldest.type, dueSince: oldest.runAt, ageMs: Math.max(0, now.getTime() - oldest.runAt.getTime()) } : null,
    latency: [day, week],
    held: { count: heldCount, oldestSince: oldestHeld?.createdAt ?? null },
    unsent,
    unsentCount,
    pastPromise,
    red: unsentCount > 0,
    slaHours: SLA_HOURS,
    warningHours: SLA_WARNING_HOURS,
  };
}

export interface StudioPulse {
  held: number;
  unsentCount: number;
  pastPromise: number;
  oldestAgeMs: number | null;
  warningHours: number;
  slaHours: number;
}

/** The little every studio page shows: how many readings wait for a person, and the red state. */
export async function getStudioPulse(_operator: Operator, { now = new Date(), prisma = db() }: { now?: Date; prisma?: Db } = {}): Promise<StudioPulse> {
  const warningCutoff = new Date(now.getTime() - SLA_WARNING_HOURS * HOUR);
  const unsentWhere = unsentSince(warningCutoff);
  const [held, unsentCount, pastPromise, oldest] = await Promise.all([
    prisma.reading.count({ where: { status: "held" } }),
    prisma.order.count({ where: unsentWhere }),
    prisma.order.count({ where: { ...unsentWhere, paidAt: { lte: new Date(now.getTime() - SLA_HOURS * HOUR) } } }),
    prisma.order.findFirst({ where: unsentWhere, orderBy: { paidAt: "asc" }, select: { paidAt: true } }),
  ]);
  return { held, unsentCount, pastPromise, oldestAgeMs: oldest?.paidAt ? now.getTime() - oldest.paidAt.getTime() : null, warningHours: SLA_WARNING_HOURS, slaHours: SLA_HOURS };
}
