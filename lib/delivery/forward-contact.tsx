import "server-only";

import { ContactForwardEmail } from "@/emails/team-email";
import { appBaseUrl } from "@/lib/app-url";
import { db, type Db } from "@/lib/db";
import { renderEmailHtml } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send-email";
import type { EmailProvider } from "@/lib/email/types";
import { env } from "@/lib/env";
import { PermanentJobError } from "@/lib/jobs/registry";

export const contactEmailKey = (id: string) => `contact:${id}`;

/** The 'contact.forward' job: the message goes to TEAM_EMAIL with Reply-To the sender, once. */
export async function forwardContactMessage(
  contactMessageId: string,
  deps: { prisma?: Db; provider?: EmailProvider; now?: Date; signal?: AbortSignal } = {},
): Promise<"forwarded" | "already-forwarded"> {
  const prisma = deps.prisma ?? db();
  const now = deps.now ?? new Date();
  const message = await prisma.contactMessage.findUnique({ where: { id: contactMessageId } });
  if (!message) throw new PermanentJobError(`Contact message ${contactMessageId} does not exist`);
  if (message.forwardedAt) return "already-forwarded";
  const receivedAt = `${message.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const html = await renderEmailHtml(
    <ContactForwardEmail name={message.name} email={message.email} message={message.message} receivedAt={receivedAt} appUrl={appBaseUrl(message.siteOrigin)} />,
  );
  const sent = await sendEmail(
    {
      idempotencyKey: contactEmailKey(message.id),
      to: env.TEAM_EMAIL,
      replyTo: message.email,
      subject: `Contact form: ${message.name}`,
      html,
      text: `From: ${message.name} <${message.email}>\nReceived: ${receivedAt}\n\n${message.message}\n\n--\nReply to this email to answer ${message.name} directly.`,
      tag: "contact",
    },
    { prisma, provider: deps.provider, now, signal: deps.signal },
  );
  await prisma.contactMessage.updateMany({ where: { id: message.id, forwardedAt: null }, data: { forwardedAt: sent.message.sentAt ?? now } });
  return sent.status === "sent" ? "forwarded" : "already-forwarded";
}
