import "server-only";

import { auditDetailJson } from "@/lib/audit/record-audit";
import { db } from "@/lib/db";
import { careJson } from "@/lib/delivery/care";
import { readingChecksJson } from "@/lib/delivery/fulfil-order";
import type { CareClassification } from "@/lib/oracle/care/types";
import { productModule } from "@/lib/products";
import { formatAmount } from "@/lib/products/ids";
import type { Presentation } from "@/lib/products/types";

import { isCustomerEmailTag } from "./format";
import type { Operator } from "./operator";
import { productNameOf, type AlertRow, type EmailRow } from "./queries";

export type TimelineTone = "default" | "good" | "warn" | "bad";

export interface TimelineEvent {
  at: Date;
  kind: "order" | "payment" | "job" | "reading" | "email" | "audit" | "alert" | "refund";
  title: string;
  detail?: string;
  /** Who did it: an operator's email, "system", a worker id. */
  actor?: string;
  /** A studio page with more (the email's content). */
  href?: string;
  tone: TimelineTone;
}

export interface CheckAttempt {
  writer: string;
  at: string | null;
  problems: { code: string; detail: string; excerpt: string }[];
}

export interface ReadingReview {
  id: string;
  status: "held" | "approved" | "sent" | "withdrawn";
  holdReason: string | null;
  kind: string;
  persona: string;
  subject: string;
  body: string;
  writer: string;
  /** updatedAt: the version an edit or approval must name (lib/validations/studio.ts). */
  version: string;
  approvedBy: string | null;
  approvedAt: Date | null;
  editedAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  care: CareClassification | null;
  /** The stored classification could not be read (shown instead of hiding the problem). */
  careError: string | null;
  checks: CheckAttempt[];
  /** The fact sheet the letter was written from, as the email shows it, plus the whole record. */
  facts: { shown: Presentation | null; json: string | null; error: string | null };
}

export interface JobSummary {
  id: string;
  type: string;
  status: string;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
}

export interface OrderDetail {
  id: string;
  email: string;
  product: string;
  productName: string;
  amountLabel: string;
  status: string;
  provider: string;
  paymentRef: string | null;
  providerSessionId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  fulfilledAt: Date | null;
  refundRequestedAt: Date | null;
  refundedAt: Date | null;
  /** Whose account, when the buyer was signed in. */
  account: string | null;
  /** The buyer's own words, as the product names them ("your question"). */
  buyerWords: { label: string; text: string }[];
  /** What the lexicon read at checkout (Order.care). */
  checkoutCare: CareClassification | null;
  reading: ReadingReview | null;
  emails: (EmailRow & { resendable: boolean })[];
  jobs: JobSummary[];
  alerts: AlertRow[];
  timeline: TimelineEvent[];
  /** Whether a refund can still be asked for (paid or fulfilled, no refund requested yet). */
  refundable: boolean;
}

function parseChecks(value: unknown): CheckAttempt[] {
  const parsed = readingChecksJson.safeParse(value);
  return parsed.ok ? parsed.value.attempts.map((a) => ({ ...a, at: a.at ?? null })) : [];
}

function parseCare(value: unknown): { care: CareClassification | null; error: string | null } {
  if (!value || (typeof value === "object" && Object.keys(value).length === 0)) return { care: null, error: null };
  const parsed = careJson.safeParse(value);
  return parsed.ok ? { care: parsed.value, error: null } : { care: null, error: parsed.error.message };
}

function describeDetail(detail: unknown): string | undefined {
  const parsed = auditDetailJson.safeParse(detail);
  if (!parsed.ok) return undefined;
  const d = parsed.value;
  const parts: string[] = [];
  for (const key of ["reason", "note", "kind", "refundId", "provider", "error", "type", "key", "to", "country", "refunded", "level"]) {
    const v = d[key];
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") parts.push(`${key}: ${String(v).slice(0, 300)}`);
  }
  if (typeof d.before === "string" && typeof d.after === "string") parts.push(`${d.before.length.toLocaleString("en-US")} → ${d.after.length.toLocaleString("en-US")} characters`);
  if (Array.isArray(d.topics) && d.topics.length) parts.push(`topics: ${d.topics.join(", ")}`);
  if (Array.isArray(d.problems) && d.problems.length) parts.push(`problems: ${d.problems.join(", ")}`);
  return parts.length ? parts.join(" · ") : undefined;
}

const JOB_TONES: Record<string, TimelineTone> = { done: "good", retry: "warn", dead: "bad", lost: "warn", released: "default" };

/**
 * One order, whole: the buyer's words, the reading (its care classification and why it is held,
 * the fact sheet, the draft and the checks' findings), and a timeline assembled from every record
 * that mentions the order: payment events, jobs and each of their runs, emails, audit rows,
 * alerts, the refund. Null when there is no such order.
 */
export async function getOrderDetail(_operator: Operator, orderId: string): Promise<OrderDetail | null> {
  const prisma = db();
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      email: true,
      product: true,
      amount: true,
      currency: true,
      status: true,
      provider: true,
      paymentRef: true,
      providerSessionId: true,
      createdAt: true,
      paidAt: true,
      fulfilledAt: true,
      refundRequestedAt: true,
      refundedAt: true,
      meta: true,
      care: true,
      anonymisedAt: true,
      user: { select: { email: true } },
      reading: true,
    },
  });
  if (!order) return null;

  const [events, jobs, emails, audits, alerts] = await Promise.all([
    prisma.webhookEvent.findMany({ where: { orderId }, orderBy: { receivedAt: "asc" } }),
    prisma.job.findMany({ where: { orderId }, orderBy: { createdAt: "asc" }, include: { runs: { orderBy: { attempt: "asc" } } } }),
    prisma.emailMessage.findMany({
      where: { orderId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, to: true, subject: true, tag: true, provider: true, providerId: true, idempotencyKey: true, orderId: true, createdAt: true, sentAt: true },
    }),
    prisma.auditEvent.findMany({ where: { orderId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    prisma.operatorAlert.findMany({ where: { subjectId: orderId }, orderBy: { createdAt: "asc" } }),
  ]);

  const product = productModule(order.product);
  let buyerWords: { label: string; text: string }[] = [];
  try {
    // A deleted account's order keeps no words of the buyer's (lib/account/delete-account.ts).
    buyerWords = order.anonymisedAt
      ? [{ label: "order details", text: `Removed on ${order.anonymisedAt.toISOString().slice(0, 10)}: the buyer deleted their account.` }]
      : product
        ? product.buyerWords(product.parseMeta(order.meta)).map((w) => ({ label: w.label, text: w.text }))
        : [];
  } catch (error) {
    buyerWords = [{ label: "order details (unreadable)", text: error instanceof Error ? error.message : String(error) }];
  }

  let reading: ReadingReview | null = null;
  const r = order.reading;
  if (r) {
    const care = parseCare(r.care);
    let facts: ReadingReview["facts"] = { shown: null, json: null, error: null };
    if (r.data !== null && product) {
      try {
        facts = { shown: product.present(r.data), json: JSON.stringify(product.parseData(r.data), null, 2), error: null };
      } catch (error) {
        facts = { shown: null, json: JSON.stringify(r.data, null, 2), error: error instanceof Error ? error.message : String(error) };
      }
    }
    reading = {
      id: r.id,
      status: r.status,
      holdReason: r.holdReason,
      kind: r.kind,
      persona: r.persona,
      subject: r.subject,
      body: r.body,
      writer: r.writer,
      version: r.updatedAt.toISOString(),
      approvedBy: r.approvedBy,
      approvedAt: r.approvedAt,
      editedAt: r.editedAt,
      deliveredAt: r.deliveredAt,
      createdAt: r.createdAt,
      care: care.care,
      careError: care.error,
      checks: parseChecks(r.checks),
      facts,
    };
  }

  const timeline: TimelineEvent[] = [];
  const push = (e: TimelineEvent) => timeline.push(e);
  push({ at: order.createdAt, kind: "order", title: "Checkout started", detail: `${productNameOf(order.product)} · ${formatAmount(order.amount, order.currency)} · ${order.provider}`, tone: "default" });
  for (const e of events) {
    push({
      at: e.receivedAt,
      kind: "payment",
      title: `Payment event ${e.type}`,
      detail: `${e.id}${e.processedAt ? " · applied" : " · recorded, changed nothing"}`,
      actor: e.provider,
      tone: e.processedAt ? "good" : "default",
    });
  }
  if (order.paidAt) push({ at: order.paidAt, kind: "payment", title: "Paid", detail: order.paymentRef ? `payment ${order.paymentRef}` : undefined, tone: "good" });
  for (const job of jobs) {
    push({ at: job.createdAt, kind: "job", title: `Job ${job.type} queued`, detail: `${job.id} · now ${job.status} · ${job.attempts}/${job.maxAttempts} attempts`, tone: job.status === "dead" ? "bad" : "default" });
    for (const run of job.runs) {
      push({
        at: run.startedAt,
        kind: "job",
        title: `${job.type} attempt ${run.attempt}: ${run.outcome ?? "running"}`,
        detail: [run.finishedAt ? `took ${Math.max(0, run.finishedAt.getTime() - run.startedAt.getTime())} ms` : null, run.error].filter(Boolean).join(" · ") || undefined,
        actor: run.workerId,
        tone: JOB_TONES[run.outcome ?? ""] ?? "default",
      });
    }
  }
  if (r) {
    push({ at: r.createdAt, kind: "reading", title: r.status === "held" || r.holdReason ? `Reading stored, held (${r.holdReason ?? "for a person"})` : "Reading stored", detail: `written by ${r.writer}`, tone: r.holdReason ? "warn" : "default" });
    if (r.deliveredAt) push({ at: r.deliveredAt, kind: "reading", title: "Reading delivered", tone: "good" });
  }
  for (const m of emails) {
    push({
      at: m.sentAt ?? m.createdAt,
      kind: "email",
      title: m.sentAt ? `Email sent: ${m.subject}` : `Email stored, not sent: ${m.subject}`,
      detail: `${m.tag} · to ${m.to} · ${m.provider}${m.providerId ? ` ${m.providerId}` : ""}${m.idempotencyKey ? ` · ${m.idempotencyKey}` : ""}`,
      href: `/studio/emails/${m.id}`,
      tone: m.sentAt ? "good" : "bad",
    });
  }
  for (const a of audits) push({ at: a.createdAt, kind: "audit", title: a.action, detail: describeDetail(a.detail), actor: a.actor, tone: a.action.includes("refund") || a.action.includes("crisis") ? "warn" : "default" });
  for (const a of alerts) {
    push({ at: a.createdAt, kind: "alert", title: `Alert: ${a.kind}`, detail: a.message, tone: a.resolvedAt ? "default" : "bad" });
    if (a.resolvedAt) push({ at: a.resolvedAt, kind: "alert", title: `Alert resolved: ${a.kind}`, tone: "good" });
  }
  if (order.refundRequestedAt) push({ at: order.refundRequestedAt, kind: "refund", title: "Refund requested from the provider", tone: "warn" });
  if (order.refundedAt) push({ at: order.refundedAt, kind: "refund", title: "Refunded (confirmed by the provider)", tone: "warn" });
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());

  return {
    id: order.id,
    email: order.email,
    product: order.product,
    productName: productNameOf(order.product),
    amountLabel: formatAmount(order.amount, order.currency),
    status: order.status,
    provider: order.provider,
    paymentRef: order.paymentRef,
    providerSessionId: order.providerSessionId,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    fulfilledAt: order.fulfilledAt,
    refundRequestedAt: order.refundRequestedAt,
    refundedAt: order.refundedAt,
    account: order.user?.email ?? null,
    buyerWords,
    checkoutCare: parseCare(order.care).care,
    reading,
    emails: emails.map((m) => ({ ...m, resendable: Boolean(m.sentAt) && isCustomerEmailTag(m.tag) })),
    jobs: jobs.map((j) => ({ id: j.id, type: j.type, status: j.status, attempts: j.attempts, maxAttempts: j.maxAttempts, runAt: j.runAt, lastError: j.lastError })),
    alerts: alerts.map((a) => ({ id: a.id, kind: a.kind, subjectId: a.subjectId, message: a.message, createdAt: a.createdAt, notifiedAt: a.notifiedAt, resolvedAt: a.resolvedAt, isOrder: true })),
    timeline,
    refundable: (order.status === "paid" || order.status === "fulfilled") && !order.refundRequestedAt,
  };
}
