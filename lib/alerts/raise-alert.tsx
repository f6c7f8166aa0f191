import "server-only";

import { NoticeEmail } from "@/emails/notice-email";
import { db, type Db } from "@/lib/db";
import { renderEmailHtml } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send-email";
import type { EmailProvider } from "@/lib/email/types";
import { appBaseUrl } from "@/lib/app-url";
import { env } from "@/lib/env";
import { markupToText } from "@/lib/oracle/writer/markup";

export interface AlertInput {
  /** crisis-question · fulfilment-failed · sla-breach-risk · payment-amount-mismatch … */
  kind: string;
  /** The order (or other record) it is about: one alert per kind and subject. */
  subjectId: string;
  /** One line for the studio and the email subject. */
  title: string;
  /** What happened and what a person should do, in the writer's markup. */
  message: string;
}

export const alertEmailKey = (kind: string, subjectId: string) => `alert:${kind}:${subjectId}`;

/**
 * Records an operator alert (once per kind and subject) and emails the team about it, once: the
 * studio shows it until someone resolves it, and the inbox makes sure someone looks.
 */
export async function raiseAlert(alert: AlertInput, deps: { prisma?: Db; provider?: EmailProvider; now?: Date; signal?: AbortSignal } = {}): Promise<void> {
  const prisma = deps.prisma ?? db();
  const message = markupToText(alert.message);
  await prisma.operatorAlert.createMany({ data: [{ kind: alert.kind, subjectId: alert.subjectId, message: `${alert.title}: ${message}`.slice(0, 4000) }], skipDuplicates: true });
  const stored = await prisma.operatorAlert.findUnique({ where: { kind_subjectId: { kind: alert.kind, subjectId: alert.subjectId } } });
  if (!stored || stored.notifiedAt) return;
  const appUrl = appBaseUrl();
  const studio = `${appUrl}/studio/orders/${encodeURIComponent(alert.subjectId)}`;
  const body = `${alert.message}\n\nOpen it in the studio: ${studio}`;
  const html = await renderEmailHtml(
    <NoticeEmail sender={{ name: "The Quantum Veil", role: "Operator alert" }} persona="astra" title={alert.title} preview={message.slice(0, 140)} body={body} appUrl={appUrl} footer="Sent once per alert. Resolve it in the studio when it is handled." />,
  );
  const sent = await sendEmail(
    { idempotencyKey: alertEmailKey(alert.kind, alert.subjectId), to: env.TEAM_EMAIL, subject: `[Alert] ${alert.title}`, html, text: `${alert.title}\n\n${markupToText(body)}`, tag: "alert" },
    { prisma, provider: deps.provider, now: deps.now, signal: deps.signal },
  );
  await prisma.operatorAlert.updateMany({ where: { id: stored.id, notifiedAt: null }, data: { notifiedAt: sent.message.sentAt ?? deps.now ?? new Date() } });
}
