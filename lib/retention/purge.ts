import "server-only";

import { db, type Db } from "@/lib/db";
import { emailAttachmentsJson } from "@/lib/email/message-json";

/** How long each kind of record is kept (the privacy page says the same). */
export const RETENTION = {
  finishedJobsDays: 30,
  webhookEventsDays: 90,
  contactMessagesDays: 730,
  emailBodiesDays: 180,
} as const;

const DAY_MS = 86_400_000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface PurgeResult {
  rateLimits: number;
  jobs: number;
  webhookEvents: number;
  contactMessages: number;
  emailBodies: number;
}

/**
 * The daily retention task: expired rate-limit counters; jobs finished more than 30 days ago
 * (with their attempts); provider webhook events after 90 days; contact messages after two years;
 * and, after 180 days, the body of every stored email (HTML, text, attachments) — the row stays
 * (to, subject, when, tag, order) for the audit trail. Idempotent: running it twice purges nothing more.
 */
export async function purgeExpired(now: Date = new Date(), prisma: Db = db()): Promise<PurgeResult> {
  const rateLimits = await prisma.rateLimit.deleteMany({ where: { resetAt: { lt: now } } });
  const jobs = await prisma.job.deleteMany({ where: { status: "done", completedAt: { lt: ago(now, RETENTION.finishedJobsDays) } } });
  const webhookEvents = await prisma.webhookEvent.deleteMany({ where: { receivedAt: { lt: ago(now, RETENTION.webhookEventsDays) } } });
  const contactMessages = await prisma.contactMessage.deleteMany({ where: { createdAt: { lt: ago(now, RETENTION.contactMessagesDays) } } });
  const emailBodies = await prisma.emailMessage.updateMany({
    where: { createdAt: { lt: ago(now, RETENTION.emailBodiesDays) }, OR: [{ html: { not: "" } }, { text: { not: "" } }] },
    data: { html: "", text: "", attachments: emailAttachmentsJson.store({ files: [] }) },
  });
  return { rateLimits: rateLimits.count, jobs: jobs.count, webhookEvents: webhookEvents.count, contactMessages: contactMessages.count, emailBodies: emailBodies.count };
}
