import "server-only";

import { Resend } from "resend";

import type { EmailProvider } from "./types";

/**
 * Resend, in production. The message's idempotency key goes along as Resend's Idempotency-Key,
 * so a retry after a crash between "Resend accepted it" and "we recorded sentAt" is deduplicated
 * by Resend instead of reaching the reader twice.
 */
export function createResendProvider(apiKey: string): EmailProvider {
  const resend = new Resend(apiKey);
  return {
    name: "resend",
    async send(message, options) {
      const { data, error } = await resend.emails.send(
        {
          from: message.from,
          to: message.to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers,
          attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
          tags: [{ name: "category", value: message.tag.replace(/[^a-zA-Z0-9_-]/g, "_") }],
        },
        { idempotencyKey: message.idempotencyKey.slice(0, 256), signal: options?.signal },
      );
      if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
      return { providerId: data?.id ?? null };
    },
  };
}
