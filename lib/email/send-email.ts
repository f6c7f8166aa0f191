import "server-only";

import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { EmailMessage } from "@/lib/generated/prisma/client";

import { emailAttachmentsJson, emailHeadersJson } from "./message-json";
import { defaultEmailProvider } from "./provider";
import { isSuppressed } from "./suppression";
import type { EmailProvider, OutgoingEmail } from "./types";

export interface SendEmailOptions {
  provider?: EmailProvider;
  prisma?: Db;
  now?: Date;
  signal?: AbortSignal;
}

export interface SendEmailResult {
  /**
   * "sent" now, or "already-sent" by an earlier run (nothing was sent this time), or
   * "suppressed": the address hard-bounced or complained, so nothing is sent to it (the row is kept, marked).
   */
  status: "sent" | "already-sent" | "suppressed";
  message: EmailMessage;
}

/**
 * Sends an email at most once per idempotency key, however often it is called:
 * 1. a row with a sentAt for the key means it went out already: return it, call nobody;
 * 2. otherwise the message is stored first (a record exists even if the provider fails),
 * 3. handed to the provider (with the key, which Resend also dedupes on), and
 * 4. stamped sentAt. Only a crash between 3 and 4 can repeat step 3, and then Resend's own
 *    idempotency key absorbs the repeat; the outbox's "delivery" is the row itself.
 * An address on the suppression list (a hard bounce, a complaint) gets nothing: the row is kept,
 * stamped suppressedAt, and the caller told "suppressed".
 */
export async function sendEmail(email: OutgoingEmail, options: SendEmailOptions = {}): Promise<SendEmailResult> {
  const prisma = options.prisma ?? db();
  const provider = options.provider ?? defaultEmailProvider();
  const existing = await prisma.emailMessage.findUnique({ where: { idempotencyKey: email.idempotencyKey } });
  if (existing?.sentAt) return { status: "already-sent", message: existing };
  if (existing?.suppressedAt) return { status: "suppressed", message: existing };

  const headers = email.headers ?? {};
  const attachments = (email.attachments ?? []).map((a) => ({ ...a }));
  const content = {
    to: email.to,
    from: email.from ?? env.EMAIL_FROM,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    html: email.html,
    text: email.text,
    tag: email.tag,
    provider: provider.name,
    orderId: email.orderId ?? null,
  };
  const row = { ...content, headers: emailHeadersJson.store(headers), attachments: emailAttachmentsJson.store({ files: attachments }) };
  // Unsent rows are refreshed with the latest render, so a retry sends what the code makes now.
  const stored = await prisma.emailMessage.upsert({
    where: { idempotencyKey: email.idempotencyKey },
    create: { idempotencyKey: email.idempotencyKey, ...row },
    update: row,
  });
  if (stored.sentAt) return { status: "already-sent", message: stored };
  if (await isSuppressed(content.to, prisma)) {
    const message = await prisma.emailMessage.update({ where: { id: stored.id }, data: { suppressedAt: options.now ?? new Date() } });
    return { status: "suppressed", message };
  }

  const { providerId } = await provider.send(
    {
      idempotencyKey: email.idempotencyKey,
      to: content.to,
      from: content.from,
      replyTo: content.replyTo,
      subject: content.subject,
      html: content.html,
      text: content.text,
      headers,
      attachments,
      tag: content.tag,
    },
    { signal: options.signal },
  );

  const sentAt = options.now ?? new Date();
  const { count } = await prisma.emailMessage.updateMany({
    where: { id: stored.id, sentAt: null },
    data: { sentAt, providerId },
  });
  const message = await prisma.emailMessage.findUniqueOrThrow({ where: { id: stored.id } });
  return { status: count === 1 ? "sent" : "already-sent", message };
}
