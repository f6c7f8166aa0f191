import "server-only";

import { db, type Db } from "@/lib/db";

/**
 * The suppression list: addresses that hard-bounced or complained (Resend's webhook). Every send
 * checks it (lib/email/send-email.ts), and a suppressed address leaves every free series.
 */
export type SuppressionReason = "bounce" | "complaint";

export const normaliseAddress = (email: string) => email.trim().toLowerCase();

export async function isSuppressed(email: string, prisma: Db = db()): Promise<boolean> {
  return (await prisma.emailSuppression.findUnique({ where: { email: normaliseAddress(email) }, select: { email: true } })) !== null;
}

/** Adds the address (idempotent) and unsubscribes it from every series. Returns whether it was new. */
export async function suppressAddress(email: string, reason: SuppressionReason, detail: string | null, { prisma = db(), now = new Date() }: { prisma?: Db; now?: Date } = {}): Promise<boolean> {
  const address = normaliseAddress(email);
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.emailSuppression.createMany({ data: [{ email: address, reason, detail: detail?.slice(0, 500) ?? null }], skipDuplicates: true });
    await tx.automationSubscription.updateMany({ where: { email: address, unsubscribedAt: null }, data: { unsubscribedAt: now } });
    return count === 1;
  });
}
