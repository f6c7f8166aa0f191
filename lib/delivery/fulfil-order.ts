import "server-only";

import type { LanguageModel } from "ai";

import { db, type Db } from "@/lib/db";
import { sendEmail } from "@/lib/email/send-email";
import type { EmailProvider } from "@/lib/email/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PermanentJobError } from "@/lib/jobs/registry";
import { writeReading } from "@/lib/oracle/writer";

import { craftRequest, readingData } from "./craft-request";
import { buildReadingEmail } from "./reading-message";
import { SLA_ALERT_KIND } from "./sla";

export interface FulfilDeps {
  prisma?: Db;
  provider?: EmailProvider;
  /** The writer's model; null composes offline. */
  model?: LanguageModel | null;
  now?: Date;
  signal?: AbortSignal;
  /** This run's attempt number: from the third on, a failing model gives way to the composer. */
  attempt?: number;
  /** Tests: simulate the process dying right after the email went out. */
  afterEmailSent?: () => void;
  log?: Pick<Console, "info" | "warn">;
}

export type FulfilOutcome = "delivered" | "already-delivered" | "skipped";

const READING_KIND: Record<string, string> = {
  tarot: "tarot",
  "match-report": "match",
  "bundle-couples": "bundle",
  "astro-blueprint": "live-session",
  "numerology-map": "live-session",
  "tarot-immersion": "live-session",
};

/**
 * The 'order.fulfil' job: craft → store → render → send → mark delivered, each step idempotent so
 * a retry after any failure (or a crash between steps) finishes the work without repeating it:
 * the Reading is upserted by orderId (written once, then reused), the MatchReport by orderId,
 * the email is keyed `reading:{orderId}` (sent at most once), and the final marks only move
 * forward (deliveredAt and fulfilledAt are set once).
 */
export async function fulfilOrder(orderId: string, deps: FulfilDeps = {}): Promise<FulfilOutcome> {
  const prisma = deps.prisma ?? db();
  const now = deps.now ?? new Date();
  const log = deps.log ?? console;
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { reading: true, matchReport: true } });
  if (!order) throw new PermanentJobError(`Order ${orderId} does not exist`);
  if (order.status === "fulfilled" && order.reading?.deliveredAt) return "already-delivered";
  if (order.status === "cancelled" || order.status === "refunded") {
    log.info(`[fulfil] order ${orderId} is ${order.status}; nothing to deliver`);
    return "skipped";
  }
  // Enqueued in the same transaction that marks the order paid, so this means "not yet visible".
  if (order.status === "pending") throw new Error(`Order ${orderId} is not paid yet`);

  // 1. The reading: written once. A retry reuses the stored text (and never pays the model twice).
  let reading = order.reading;
  if (!reading) {
    const request = craftRequest(order);
    const written = await writeReading(request, { model: deps.model, signal: deps.signal, fallbackOnError: (deps.attempt ?? 1) >= 3, log });
    const data = { ...readingData(request), ...(written.summary ? { summary: written.summary } : {}) } as Prisma.InputJsonObject;
    reading = await prisma.reading.upsert({
      where: { orderId },
      create: {
        orderId,
        kind: READING_KIND[order.product] ?? order.product,
        persona: written.persona,
        subject: written.subject,
        body: written.body,
        data,
        writer: written.writer,
      },
      // Another run stored it first: keep that one, so the text never changes under the reader.
      update: {},
    });
  }

  // 2. The couple's report in the buyer's portal (match and bundle): partner = person 2.
  if ((reading.kind === "match" || reading.kind === "bundle") && order.userId) {
    const data = reading.data as { person2?: { name: string; dob: string; tob: string; pob: string }; summary?: string; synastry?: { score: number } };
    if (data.person2) {
      await prisma.matchReport.upsert({
        where: { orderId },
        create: {
          orderId,
          userId: order.userId,
          partnerName: data.person2.name,
          partnerDob: data.person2.dob,
          partnerTob: data.person2.tob,
          partnerPob: data.person2.pob,
          reportData: { summary: data.summary ?? "", score: data.synastry?.score ?? null, readingId: reading.id },
        },
        update: {},
      });
    }
  } else if ((reading.kind === "match" || reading.kind === "bundle") && !order.userId) {
    log.warn(`[fulfil] order ${orderId} (${order.product}) has no user; no portal report created`);
  }

  // 3. The email: sent at most once per order, whatever happens around it.
  const email = await buildReadingEmail({ orderId, product: order.product, email: order.email, persona: reading.persona, subject: reading.subject, body: reading.body, data: reading.data, siteOrigin: order.siteOrigin });
  const sent = await sendEmail(email, { provider: deps.provider, prisma, now, signal: deps.signal });
  deps.afterEmailSent?.();
  const deliveredAt = sent.message.sentAt ?? now;

  // 4. Delivered: marks only move forward, so a second run changes nothing.
  await prisma.$transaction([
    prisma.reading.updateMany({ where: { id: reading.id, deliveredAt: null }, data: { deliveredAt } }),
    prisma.matchReport.updateMany({ where: { orderId, deliveredAt: null }, data: { deliveredAt } }),
    prisma.order.updateMany({ where: { id: orderId, status: "paid" }, data: { status: "fulfilled", fulfilledAt: now } }),
    prisma.operatorAlert.updateMany({ where: { kind: SLA_ALERT_KIND, subjectId: orderId, resolvedAt: null }, data: { resolvedAt: now } }),
  ]);
  return sent.status === "sent" ? "delivered" : "already-delivered";
}
