import "server-only";

import { createHash } from "node:crypto";

import { Resend } from "resend";

import type { EmailProvider, ProviderMessage } from "./types";

/**
 * Spaces calls `1000 / perSecond` ms apart in this process, so a burst of sends (a morning's
 * series) stays inside the provider's rate limit instead of collecting 429s and retries.
 */
export function createThrottle(perSecond: number, clock: { now: () => number; sleep: (ms: number) => Promise<void> } = { now: () => performance.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) }) {
  const interval = 1000 / perSecond;
  let next = -Infinity;
  return async function wait(signal?: AbortSignal): Promise<void> {
    const now = clock.now();
    const slot = Math.max(now, next);
    next = slot + interval;
    if (slot > now) await clock.sleep(slot - now);
    signal?.throwIfAborted();
  };
}

const tagsOf = (message: ProviderMessage) => [{ name: "category", value: message.tag.replace(/[^a-zA-Z0-9_-]/g, "_") }];

const fields = (message: ProviderMessage) => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo ?? undefined,
  subject: message.subject,
  html: message.html,
  text: message.text,
  headers: message.headers,
  tags: tagsOf(message),
});

/**
 * Resend, in production. The message's idempotency key goes along as Resend's Idempotency-Key,
 * so a retry after a crash between "Resend accepted it" and "we recorded sentAt" is deduplicated
 * by Resend instead of reaching the reader twice. A batch (up to 100, no attachments) is one call
 * to /emails/batch, keyed by its messages' keys; every call waits its turn at `perSecond`.
 */
export function createResendProvider(apiKey: string, { perSecond = 2, baseUrl }: { perSecond?: number; /** Tests: a local stub of Resend's API. */ baseUrl?: string } = {}): EmailProvider {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  const throttle = createThrottle(perSecond);
  return {
    name: "resend",
    async send(message, options) {
      await throttle(options?.signal);
      const { data, error } = await resend.emails.send(
        { ...fields(message), attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) },
        { idempotencyKey: message.idempotencyKey.slice(0, 256), signal: options?.signal },
      );
      if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
      return { providerId: data?.id ?? null };
    },
    async sendBatch(messages, options) {
      if (messages.length === 0) return { providerIds: [] };
      if (messages.length > 100) throw new Error(`A Resend batch holds at most 100 emails, not ${messages.length}`);
      if (messages.some((m) => m.attachments.length > 0)) throw new Error("Resend's batch endpoint takes no attachments");
      await throttle(options?.signal);
      const { data, error } = await resend.batch.send(
        messages.map(fields),
        { idempotencyKey: batchKey(messages), signal: options?.signal },
      );
      if (error) throw new Error(`Resend refused the batch: ${error.name}: ${error.message}`);
      const ids = data?.data ?? [];
      return { providerIds: messages.map((_, i) => ids[i]?.id ?? null) };
    },
  };
}

/** One key for the set of messages (order-independent): the same batch retried is deduplicated by Resend. */
function batchKey(messages: readonly ProviderMessage[]): string {
  const keys = messages.map((m) => m.idempotencyKey).sort();
  return `batch:${createHash("sha256").update(keys.join("\n")).digest("base64url")}`;
}
