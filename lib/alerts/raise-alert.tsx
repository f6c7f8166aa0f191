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
  await emailAlert(stored, alert.title, alert.message, { ...deps, prisma });
}

/** Emails one alert to TEAM_EMAIL (once: keyed by kind and subject) and stamps notifiedAt. */
async function emailAlert(
  stored: { id: string; kind: string; subjectId: string },
  title: string,
  markup: string,
  deps: { prisma: Db; provider?: EmailProvider; now?: Date; signal?: AbortSignal },
): Promise<void> {
  const { prisma } = deps;
  const message = markupToText(markup);
  const appUrl = appBaseUrl();
  const studio = `${appUrl}/studio/orders/${encodeURIComponent(stored.subjectId)}`;
  const body = `${markup}\n\nOpen it in the studio: ${studio}`;
  const html = await renderEmailHtml(
    <NoticeEmail sender={{ name: "The Quantum Veil", role: "Operator alert" }} persona="astra" title={title} preview={message.slice(0, 140)} body={body} appUrl={appUrl} footer="Sent once per alert. Resolve it in the studio when it is handled." />,
  );
  const sent = await sendEmail(
    { idempotencyKey: alertEmailKey(stored.kind, stored.subjectId), to: env.TEAM_EMAIL, subject: `[Alert] ${title}`, html, text: `${title}\n\n${markupToText(body)}`, tag: "alert" },
    { prisma, provider: deps.provider, now: deps.now, signal: deps.signal },
  );
  await prisma.operatorAlert.updateMany({ where: { id: stored.id, notifiedAt: null }, data: { notifiedAt: sent.message.sentAt ?? deps.now ?? new Date() } });
}

/**
 * Emails every open alert nobody was told about yet: those written inside a transaction (a
 * payment that didn't match, a dispute: the webhook does not call a provider mid-transaction),
 * and any whose email failed. Runs after each response that drains the queue and with the
 * periodic tasks; each alert is emailed once (its key), so running it twice sends nothing more.
 * Returns how many were emailed; a failure is left for the next run.
 */
export async function notifyPendingAlerts(deps: { prisma?: Db; provider?: EmailProvider; now?: Date } = {}): Promise<number> {
  const prisma = deps.prisma ?? db();
  const pending = await prisma.operatorAlert.findMany({ where: { notifiedAt: null, resolvedAt: null }, orderBy: { createdAt: "asc" }, take: 20 });
  let sent = 0;
  for (const alert of pending) {
    // Stored as "Title: what happened" by raiseAlert and the webhook's alerts.
    const colon = alert.message.indexOf(": ");
    const title = colon > 0 && colon <= 120 ? alert.message.slice(0, colon) : `${alert.kind} (${alert.subjectId})`;
    const markup = colon > 0 && colon <= 120 ? alert.message.slice(colon + 2) : alert.message;
    try {
      await emailAlert(alert, title, markup, { ...deps, prisma });
      sent += 1;
    } catch (error) {
      console.error(`[alerts] could not email alert ${alert.id} (${alert.kind}); the next run retries`, error);
    }
  }
  return sent;
}
