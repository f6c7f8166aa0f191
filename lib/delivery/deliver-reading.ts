import "server-only";

import { db, type Db } from "@/lib/db";
import { raiseAlert } from "@/lib/alerts/raise-alert";
import { sendEmail } from "@/lib/email/send-email";
import type { EmailProvider } from "@/lib/email/types";
import { PermanentJobError } from "@/lib/jobs/registry";
import { productModule, type ProductCatalogue } from "@/lib/products";
import { matchReportDataJson } from "@/lib/reports/match-report-json";

import { buildReadingEmail } from "./reading-message";
import { SLA_ALERT_KIND } from "./sla";

export interface DeliverDeps {
  prisma?: Db;
  provider?: EmailProvider;
  now?: Date;
  signal?: AbortSignal;
  catalogue?: ProductCatalogue;
  /** Tests: simulate the process dying right after the email went out. */
  afterEmailSent?: () => void;
}

/**
 * Sends an approved reading: the couple's report into the buyer's portal (match and bundle), the
 * email (at most once per order: keyed `reading:{orderId}`), then the marks, which only move
 * forward. A held or withdrawn reading is never sent from here; a person approves it first.
 */
export async function deliverReading(orderId: string, deps: DeliverDeps = {}): Promise<"delivered" | "already-delivered" | "held" | "skipped"> {
  const prisma = deps.prisma ?? db();
  const now = deps.now ?? new Date();
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { reading: true } });
  const reading = order?.reading;
  if (!order || !reading) throw new PermanentJobError(`Order ${orderId} has no reading to deliver`);
  if (reading.status === "held") return "held";
  if (reading.status === "withdrawn" || order.status === "refunded" || order.status === "cancelled") return "skipped";
  // A chargeback opened before the letter went out: it is not sent (the operator was alerted).
  if (order.disputedAt && reading.status !== "sent") return "skipped";
  const product = productModule(order.product, deps.catalogue);
  if (!product) throw new PermanentJobError(`Order ${orderId}: unknown product "${order.product}"`);

  // The couple's report in the buyer's portal (partner = person 2), once the letter may be read.
  if (order.userId) {
    const report = product.portalReport(reading.data);
    if (report) {
      const { partner } = report;
      await prisma.matchReport.upsert({
        where: { orderId },
        create: { orderId, userId: order.userId, partnerName: partner.name, partnerDob: partner.dob, partnerTob: partner.tob, partnerPob: partner.pob, reportData: matchReportDataJson.store({ summary: report.summary, score: report.score }) },
        update: {},
      });
    }
  }

  const email = await buildReadingEmail({ orderId, readingId: reading.id, product, email: order.email, persona: reading.persona, subject: reading.subject, body: reading.body, data: reading.data, reviewed: Boolean(reading.approvedBy), siteOrigin: order.siteOrigin });
  const sent = await sendEmail(email, { provider: deps.provider, prisma, now, signal: deps.signal });
  if (sent.status === "suppressed") {
    // The buyer's address bounced or complained before: nothing can reach it; a person decides.
    await raiseAlert(
      { kind: "recipient-suppressed", subjectId: orderId, title: "A reading could not be emailed", message: `Order ${orderId}'s address (${order.email}) is on the suppression list (a hard bounce or a complaint), so its reading was not emailed. Reach the buyer another way, or refund.` },
      { prisma, provider: deps.provider, now },
    );
    return "skipped";
  }
  deps.afterEmailSent?.();
  const deliveredAt = sent.message.sentAt ?? now;

  await prisma.$transaction([
    prisma.reading.updateMany({ where: { id: reading.id, deliveredAt: null }, data: { deliveredAt, status: "sent" } }),
    prisma.reading.updateMany({ where: { id: reading.id, status: "approved" }, data: { status: "sent" } }),
    prisma.matchReport.updateMany({ where: { orderId, deliveredAt: null }, data: { deliveredAt } }),
    prisma.order.updateMany({ where: { id: orderId, status: "paid" }, data: { status: "fulfilled", fulfilledAt: now } }),
    prisma.operatorAlert.updateMany({ where: { kind: SLA_ALERT_KIND, subjectId: orderId, resolvedAt: null }, data: { resolvedAt: now } }),
  ]);
  return sent.status === "sent" ? "delivered" : "already-delivered";
}
