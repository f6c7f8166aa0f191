import "server-only";

import { db } from "@/lib/db";

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

function attachmentsOf(value: unknown): OutboxAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is OutboxAttachment => !!a && typeof a === "object" && typeof a.filename === "string" && typeof a.contentType === "string" && typeof a.content === "string",
  );
}

/** The latest outgoing messages (dev outbox), newest first; optionally for one recipient. */
export async function listOutbox({ to, limit = 100 }: { to?: string; limit?: number } = {}) {
  const rows = await db().emailMessage.findMany({
    where: to ? { to: to.trim().toLowerCase() } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, to: true, from: true, subject: true, tag: true, provider: true, sentAt: true, createdAt: true, attachments: true },
  });
  return rows.map((r) => ({ ...r, attachments: attachmentsOf(r.attachments).map((a) => a.filename) }));
}

export async function outboxMessage(id: string) {
  const row = await db().emailMessage.findUnique({ where: { id } });
  if (!row) return null;
  const headers = row.headers && typeof row.headers === "object" && !Array.isArray(row.headers) ? (row.headers as Record<string, unknown>) : {};
  return {
    ...row,
    headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === "string")),
    attachments: attachmentsOf(row.attachments),
  };
}
