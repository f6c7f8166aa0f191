import type { EmailProvider } from "./types";

/**
 * The local provider (no RESEND_API_KEY): delivering is recording. sendEmail stores every message
 * in EmailMessage before calling a provider and stamps sentAt after, so for the outbox the row
 * is the delivery, and /dev/outbox lists it with its rendered HTML.
 */
export const outboxProvider: EmailProvider = {
  name: "outbox",
  async send(message) {
    return { providerId: `outbox:${message.idempotencyKey}` };
  },
  async sendBatch(messages) {
    return { providerIds: messages.map((m) => `outbox:${m.idempotencyKey}`) };
  },
};
