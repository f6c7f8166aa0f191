import "server-only";

import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";

import { ApiError } from "@/lib/api/errors";
import { db, type Db } from "@/lib/db";
import { env } from "@/lib/env";

import { suppressAddress } from "./suppression";

/**
 * Resend's webhook (Svix-signed, as Resend documents: the `svix-id`, `svix-timestamp` and
 * `svix-signature` headers over the raw body, HMAC-SHA256 with the endpoint's `whsec_` secret,
 * five minutes' tolerance; verified with the same Standard Webhooks library Resend's SDK uses).
 * A hard bounce or a complaint puts the address on the suppression list and takes it off every
 * series. Each delivery (svix-id) is applied once.
 */
const event = z.object({
  type: z.string(),
  created_at: z.string().optional(),
  data: z
    .object({
      email_id: z.string().optional(),
      to: z.union([z.array(z.string()), z.string()]).optional(),
      bounce: z.object({ type: z.string().optional(), subType: z.string().optional(), message: z.string().optional() }).partial().optional(),
    })
    .loose(),
});

export type ResendWebhookOutcome = "suppressed" | "ignored" | "duplicate";

export function verifyResendWebhook(payload: string, headers: Headers, secret: string | undefined = env.RESEND_WEBHOOK_SECRET): z.infer<typeof event> & { id: string } {
  if (!secret) throw new ApiError(400, "Webhook signing secret is not configured.");
  const id = headers.get("svix-id");
  const timestamp = headers.get("svix-timestamp");
  const signature = headers.get("svix-signature");
  if (!id || !timestamp || !signature) throw new ApiError(400, "Missing Svix signature headers.");
  let parsed: unknown;
  try {
    parsed = new Webhook(secret).verify(payload, { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature });
  } catch (error) {
    if (error instanceof WebhookVerificationError || error instanceof Error) throw new ApiError(400, "Webhook signature verification failed.");
    throw error;
  }
  const result = event.safeParse(parsed);
  if (!result.success) throw new ApiError(400, "Not a Resend event.");
  return { ...result.data, id };
}

/** Hard bounces (Resend: bounce type Permanent, or no type given) and complaints suppress; everything else is acknowledged. */
export async function applyResendEvent(e: z.infer<typeof event> & { id: string }, prisma: Db = db()): Promise<ResendWebhookOutcome> {
  const { count } = await prisma.webhookEvent.createMany({ data: [{ id: `resend:${e.id}`, provider: "resend", type: e.type }], skipDuplicates: true });
  if (count === 0) return "duplicate";
  const recipients = e.data.to === undefined ? [] : Array.isArray(e.data.to) ? e.data.to : [e.data.to];
  const bounceType = e.data.bounce?.type?.toLowerCase();
  const hardBounce = e.type === "email.bounced" && (!bounceType || bounceType === "permanent");
  const complaint = e.type === "email.complained";
  if (!(hardBounce || complaint) || recipients.length === 0) return "ignored";
  for (const to of recipients) {
    await suppressAddress(to, complaint ? "complaint" : "bounce", complaint ? "spam complaint" : [e.data.bounce?.subType, e.data.bounce?.message].filter(Boolean).join(": ") || null, { prisma });
  }
  await prisma.webhookEvent.update({ where: { id: `resend:${e.id}` }, data: { processedAt: new Date() } });
  return "suppressed";
}
