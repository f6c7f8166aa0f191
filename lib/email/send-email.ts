import "server-only";

import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";
import type { EmailMessage } from "@/lib/generated/prisma/client";

import { emailAttachmentsJson, emailHeadersJson } from "./message-json";
import { defaultEmailProvider } from "./provider";
import { isSuppressed } from "./suppression";
import type { EmailProvider, OutgoingEmail, ProviderMessage } from "./types";

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

type Prepared =
  | { done: SendEmailResult }
  | { stored: EmailMessage; message: ProviderMessage };

/**
 * Steps 1 and 2 of sending (see sendEmail): the stored row for the key, refreshed with the latest
 * render while unsent; a row already sent or suppressed (or an address on the suppression list)
 * settles it without a provider call.
 */
async function prepareEmail(email: OutgoingEmail, prisma: Db, providerName: string, now: Date | undefined): Promise<Prepared> {
  const existing = await prisma.emailMessage.findUnique({ where: { idempotencyKey: email.idempotencyKey } });
  if (existing?.sentAt) return { done: { status: "already-sent", message: existing } };
  if (existing?.suppressedAt) return { done: { status: "suppressed", message: existing } };

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
    provider: providerName,
    orderId: email.orderId ?? null,
  };
  const row = { ...content, headers: emailHeadersJson.store(headers), attachments: emailAttachmentsJson.store({ files: attachments }) };
  // Unsent rows are refreshed with the latest render, so a retry sends what the code makes now.
  const stored = await prisma.emailMessage.upsert({
    where: { idempotencyKey: email.idempotencyKey },
    create: { idempotencyKey: email.idempotencyKey, ...row },
    update: row,
  });
  if (stored.sentAt) return { done: { status: "already-sent", message: stored } };
  if (await isSuppressed(content.to, prisma)) {
    const message = await prisma.emailMessage.update({ where: { id: stored.id }, data: { suppressedAt: now ?? new Date() } });
    return { done: { status: "suppressed", message } };
  }
  const { to, from, replyTo, subject, html, text, tag } = content;
  return { stored, message: { idempotencyKey: email.idempotencyKey, to, from, replyTo, subject, html, text, headers, attachments, tag } };
}

/** Step 4: sentAt and the provider's id, unless another run stamped it first. */
async function markSent(prisma: Db, stored: EmailMessage, providerId: string | null, now: Date | undefined): Promise<SendEmailResult> {
  const { count } = await prisma.emailMessage.updateMany({
    where: { id: stored.id, sentAt: null },
    data: { sentAt: now ?? new Date(), providerId },
  });
  const message = await prisma.emailMessage.findUniqueOrThrow({ where: { id: stored.id } });
  return { status: count === 1 ? "sent" : "already-sent", message };
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
  const prepared = await prepareEmail(email, prisma, provider.name, options.now);
  if ("done" in prepared) return prepared.done;
  const { providerId } = await provider.send(prepared.message, { signal: options.signal });
  return markSent(prisma, prepared.stored, providerId, options.now);
}

/** Most messages one provider call may carry (Resend's batch endpoint takes up to 100). */
export const EMAIL_BATCH_SIZE = 100;

/**
 * Sends many emails with as few provider calls as it can: the same steps and the same once-per-key
 * rule as sendEmail, but every message still to send goes out in batches of EMAIL_BATCH_SIZE
 * (provider.sendBatch; one by one with a provider that has none, or for a message with
 * attachments, which Resend's batch endpoint refuses). A batch is all or nothing: when the provider
 * refuses it, each of its messages gets the error (its job retries), and the rest still go.
 * Results are in the order of `emails`.
 */
export async function sendEmailBatch(emails: readonly OutgoingEmail[], options: SendEmailOptions = {}): Promise<(SendEmailResult | { error: unknown })[]> {
  const prisma = options.prisma ?? db();
  const provider = options.provider ?? defaultEmailProvider();
  const results: (SendEmailResult | { error: unknown })[] = Array.from({ length: emails.length });
  const pending: { index: number; stored: EmailMessage; message: ProviderMessage }[] = [];
  for (const [index, email] of emails.entries()) {
    try {
      const prepared = await prepareEmail(email, prisma, provider.name, options.now);
      if ("done" in prepared) results[index] = prepared.done;
      else pending.push({ index, ...prepared });
    } catch (error) {
      results[index] = { error };
    }
  }
  const sendBatch = provider.sendBatch?.bind(provider);
  const batchable = sendBatch ? pending.filter((p) => p.message.attachments.length === 0) : [];
  const single = pending.filter((p) => !batchable.includes(p));
  for (let i = 0; sendBatch && i < batchable.length; i += EMAIL_BATCH_SIZE) {
    const chunk = batchable.slice(i, i + EMAIL_BATCH_SIZE);
    try {
      const { providerIds } = await sendBatch(chunk.map((p) => p.message), { signal: options.signal });
      for (const [j, p] of chunk.entries()) results[p.index] = await markSent(prisma, p.stored, providerIds[j] ?? null, options.now);
    } catch (error) {
      for (const p of chunk) results[p.index] ??= { error };
    }
  }
  for (const p of single) {
    try {
      const { providerId } = await provider.send(p.message, { signal: options.signal });
      results[p.index] = await markSent(prisma, p.stored, providerId, options.now);
    } catch (error) {
      results[p.index] = { error };
    }
  }
  return results;
}
