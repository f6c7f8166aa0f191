import "server-only";

import { db } from "@/lib/db";

import { emailAttachmentsJson, emailHeadersJson } from "./message-json";

/** The latest outgoing messages (dev outbox), newest first; optionally for one recipient. */
export async function listOutbox({ to, limit = 100 }: { to?: string; limit?: number } = {}) {
  const rows = await db().emailMessage.findMany({
    where: to ? { to: to.trim().toLowerCase() } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, to: true, from: true, subject: true, tag: true, provider: true, sentAt: true, createdAt: true, attachments: true },
  });
  return rows.map((r) => ({ ...r, attachments: emailAttachmentsJson.parse(r.attachments).files.map((a) => a.filename) }));
}

/** One message with its headers and attachments, parsed. */
export async function outboxMessage(id: string) {
  const row = await db().emailMessage.findUnique({ where: { id } });
  if (!row) return null;
  return { ...row, headers: emailHeadersJson.parse(row.headers), attachments: emailAttachmentsJson.parse(row.attachments).files };
}
