/** One attachment, stored and sent base64-encoded. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/** What the app wants sent. `idempotencyKey` makes sending it twice a no-op. */
export interface OutgoingEmail {
  idempotencyKey: string;
  to: string;
  /** Defaults to env.EMAIL_FROM. */
  from?: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  /** reading | contact | automation | confirmation … */
  tag: string;
  /** The order it is sent for, when there is one (the studio's timeline). */
  orderId?: string;
}

/** A message as handed to a provider: complete, with its key (Resend dedupes on it too). */
export interface ProviderMessage extends Required<Omit<OutgoingEmail, "replyTo" | "orderId">> {
  replyTo: string | null;
}

export interface EmailProvider {
  readonly name: "resend" | "outbox" | (string & {});
  /** Delivers the message; returns the provider's id for it. Throws on failure (the job retries). */
  send(message: ProviderMessage, options?: { signal?: AbortSignal }): Promise<{ providerId: string | null }>;
  /**
   * Delivers up to 100 messages (none with attachments) in one call, all or none; returns the
   * provider's ids in the messages' order. Throws on failure. Optional: without it, one by one.
   */
  sendBatch?(messages: readonly ProviderMessage[], options?: { signal?: AbortSignal }): Promise<{ providerIds: (string | null)[] }>;
}
