import "server-only";

import { z } from "zod";

import type { Db } from "@/lib/db";
import { storedJson } from "@/lib/db/stored-json";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The system's own decisions are recorded with this actor; operators by their email. */
export const SYSTEM_ACTOR = "system";

/**
 * AuditEvent.detail: an open record on purpose. Each action records the facts a person needs to
 * explain it later (a refund's amount and provider, a hold's reason and topics), and the set of
 * actions grows with the studio, so the schema checks only that it is a JSON object whose keys
 * are not the version stamp. Stored as recorded, read back as recorded: it is a log.
 */
const auditDetail = z.record(
  z.string().refine((key) => key !== "v", "`v` is reserved for the version"),
  z.json(),
);
export type AuditDetail = z.infer<typeof auditDetail>;

export const auditDetailJson = storedJson({ column: "AuditEvent.detail", version: 1, schema: auditDetail });

export interface AuditEntry {
  actor: string;
  /** "reading.approve", "reading.edit", "order.refund", "email.resend", "job.retry", "care.crisis-letter"… */
  action: string;
  orderId?: string | null;
  detail?: AuditDetail;
}

type AuditWriter = Pick<Db, "auditEvent"> | Pick<Prisma.TransactionClient, "auditEvent">;

/** One row of who did what, when: every operator action and every automatic care decision. */
export async function recordAudit(prisma: AuditWriter, entry: AuditEntry): Promise<void> {
  await prisma.auditEvent.create({ data: { actor: entry.actor, action: entry.action, orderId: entry.orderId ?? null, detail: auditDetailJson.store(entry.detail ?? {}) } });
}
