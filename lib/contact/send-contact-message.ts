import "server-only";

import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { JOB_TYPES } from "@/lib/jobs/types";
import { hitRateLimit } from "@/lib/security/rate-limit";
import type { ContactData } from "@/lib/validations/contact";

export const CONTACT_FORWARD_JOB = JOB_TYPES.forwardContact;
const LIMIT = 5;
const WINDOW_MS = 10 * 60 * 1000;

/**
 * Stores the message before anything else (nothing is lost if email is down), and queues its
 * forwarding to the team inbox in the same transaction; the email pipeline sends it.
 */
export async function sendContactMessage(input: ContactData, ip: string, siteOrigin: string | null = null): Promise<{ id: string }> {
  const limit = await hitRateLimit(`contact:ip:${ip}`, LIMIT, WINDOW_MS);
  if (!limit.allowed) {
    throw new ApiError(429, "You've sent several messages in a short time. Please wait a few minutes and try again.");
  }
  return db().$transaction(async (tx) => {
    const message = await tx.contactMessage.create({ data: { ...input, siteOrigin }, select: { id: true } });
    await enqueueJob(tx, { type: CONTACT_FORWARD_JOB, payload: { contactMessageId: message.id }, key: `contact:${message.id}` });
    return message;
  });
}
