import "server-only";

import type { Db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The system's own decisions are recorded with this actor; operators by their email. */
export const SYSTEM_ACTOR = "system";

export interface AuditEntry {
  actor: string;
  /** "reading.approve", "reading.edit", "order.refund", "email.resend", "job.retry", "care.crisis-letter"… */
  action: string;
  orderId?: string | null;
  detail?: Prisma.InputJsonObject;
}

type AuditWriter = Pick<Db, "auditEvent"> | Pick<Prisma.TransactionClient, "auditEvent">;

/** One row of who did what, when: every operator action and every automatic care decision. */
export async function recordAudit(prisma: AuditWriter, entry: AuditEntry): Promise<void> {
  await prisma.auditEvent.create({ data: { actor: entry.actor, action: entry.action, orderId: entry.orderId ?? null, detail: entry.detail ?? {} } });
}
