import "server-only";

import { ApiError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { refundOrder } from "@/lib/commerce/refund-order";
import { db, type Db } from "@/lib/db";
import { careJson } from "@/lib/delivery/care";
import { careEmailKey, sendCrisisCare } from "@/lib/delivery/care-letters";
import { sendEmail } from "@/lib/email/send-email";
import type { EmailAttachment } from "@/lib/email/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { drainAfterResponse } from "@/lib/jobs/after-response";
import { deliverReadingJobKey, JOB_TYPES } from "@/lib/jobs/types";
import type { CareClassification } from "@/lib/oracle/care/types";
import { productModule } from "@/lib/products";
import type { CrisisLetterInput } from "@/lib/validations/studio";

import { baseKeyOf, formatUtc, isCustomerEmailTag, resendKey } from "./format";
import type { Operator } from "./operator";

/**
 * The studio's actions. Each one is idempotent or refuses a repeat with a 409 that says what
 * happened instead, and each change writes an AuditEvent naming the operator (their email).
 */

type Tx = Prisma.TransactionClient;

/** How many more attempts a retried dead job gets (its history of attempts is kept). */
export const RETRY_ATTEMPTS = 3;

const NO_READING = "This order has no reading yet: its fulfilment job has not written one.";
const CRISIS_NEVER = "A crisis question never gets a reading: the care letter went instead.";

function conflict(message: string): ApiError {
  return new ApiError(409, message);
}

async function readingOf(prisma: Db | Tx, orderId: string) {
  return prisma.reading.findUnique({
    where: { orderId },
    select: { id: true, status: true, holdReason: true, body: true, updatedAt: true, approvedBy: true, approvedAt: true, care: true, order: { select: { status: true, refundRequestedAt: true } } },
  });
}

/** Why an edit or approval of a held reading did not apply: whatever changed under the operator. */
async function staleReason(prisma: Db | Tx, orderId: string, version: string): Promise<ApiError> {
  const now = await readingOf(prisma, orderId);
  if (!now) return new ApiError(404, NO_READING);
  if (now.status === "approved" || now.status === "sent") {
    return conflict(`This reading was already approved${now.approvedBy ? ` by ${now.approvedBy}` : ""}${now.approvedAt ? ` at ${formatUtc(now.approvedAt)}` : ""}.`);
  }
  if (now.status === "withdrawn") return conflict("This reading was withdrawn: it will not be sent.");
  if (now.order.status !== "paid" && now.order.status !== "fulfilled") return conflict(`The order is ${now.order.status}: nothing will be sent for it.`);
  if (now.order.refundRequestedAt) return conflict("A refund was requested for this order: nothing will be sent for it.");
  if (now.updatedAt.toISOString() !== version) return conflict("Someone changed this reading since you opened it. Reload to read their version first.");
  return conflict("This reading could not be changed. Reload and try again.");
}

function assertReviewable(reading: NonNullable<Awaited<ReturnType<typeof readingOf>>>) {
  if (reading.holdReason === "crisis") throw conflict(CRISIS_NEVER);
}

/** A held reading may be changed only while it is held, its order paid and not being refunded, and the version unchanged. */
const heldAndCurrent = (id: string, version: string): Prisma.ReadingWhereInput => ({
  id,
  status: "held",
  updatedAt: new Date(version),
  order: { is: { status: { in: ["paid", "fulfilled"] }, refundRequestedAt: null } },
});

/**
 * Queues the approved reading's delivery job (key `reading.deliver:{orderId}`). If that key's job
 * already exists and finished (the reading was approved once before, then held again after a
 * failure), it is queued again: delivering is idempotent, the email keyed per order.
 */
async function ensureDeliverJob(tx: Tx, orderId: string, now: Date): Promise<void> {
  const created = await enqueueJob(tx, { type: JOB_TYPES.deliverReading, payload: { orderId }, key: deliverReadingJobKey(orderId) });
  if (created) return;
  await tx.$executeRaw`
    UPDATE "Job" SET "status" = 'queued', "runAt" = ${now}, "maxAttempts" = "attempts" + ${RETRY_ATTEMPTS}, "lockedBy" = NULL, "lockedUntil" = NULL, "updatedAt" = ${now}
    WHERE "key" = ${deliverReadingJobKey(orderId)} AND "status" IN ('done', 'dead')`;
}

export interface ActionDeps {
  now?: Date;
}

/**
 * Saves the operator's edit of a held reading's letter (the draft stays held). The audit row keeps
 * the text before and after, so every change to what a buyer reads can be explained later.
 */
export async function editReading(operator: Operator, orderId: string, input: { body: string; version: string }, { now = new Date() }: ActionDeps = {}): Promise<{ version: string; changed: boolean }> {
  const prisma = db();
  const reading = await readingOf(prisma, orderId);
  if (!reading) throw new ApiError(404, NO_READING);
  assertReviewable(reading);
  if (reading.status !== "held") throw await staleReason(prisma, orderId, input.version);
  if (reading.body === input.body) {
    if (reading.updatedAt.toISOString() !== input.version) throw await staleReason(prisma, orderId, input.version);
    return { version: input.version, changed: false };
  }
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.reading.updateMany({ where: heldAndCurrent(reading.id, input.version), data: { body: input.body, editedAt: now } });
    if (count === 0) throw await staleReason(tx, orderId, input.version);
    await recordAudit(tx, { actor: operator.email, action: "reading.edit", orderId, detail: { before: reading.body, after: input.body } });
    const after = await tx.reading.findUniqueOrThrow({ where: { id: reading.id }, select: { updatedAt: true } });
    return { version: after.updatedAt.toISOString(), changed: true };
  });
}

/**
 * Approves a held reading, with the operator's edit if there is one, and queues its delivery.
 * The approval is one conditional update (held → approved, at the version the operator read), so
 * two clicks, or two operators, approve it once: the second gets a 409 saying who approved it.
 * The email itself goes out through deliverReading, keyed per order: sent once, whatever happens.
 */
export async function approveReading(operator: Operator, orderId: string, input: { body?: string; version: string }, { now = new Date() }: ActionDeps = {}): Promise<{ status: "approved" }> {
  const prisma = db();
  const reading = await readingOf(prisma, orderId);
  if (!reading) throw new ApiError(404, NO_READING);
  assertReviewable(reading);
  if (reading.status !== "held") throw await staleReason(prisma, orderId, input.version);
  const body = input.body ?? reading.body;
  if (!body.trim()) throw conflict("There is no letter to approve: this order has no draft. Retry its job, or refund.");
  const edited = body !== reading.body;

  await prisma.$transaction(async (tx) => {
    const { count } = await tx.reading.updateMany({
      where: heldAndCurrent(reading.id, input.version),
      data: { status: "approved", approvedBy: operator.email, approvedAt: now, ...(edited ? { body, editedAt: now } : {}) },
    });
    if (count === 0) throw await staleReason(tx, orderId, input.version);
    if (edited) await recordAudit(tx, { actor: operator.email, action: "reading.edit", orderId, detail: { before: reading.body, after: body, with: "approve" } });
    await recordAudit(tx, { actor: operator.email, action: "reading.approve", orderId, detail: { edited, holdReason: reading.holdReason, characters: body.length } });
    await ensureDeliverJob(tx, orderId, now);
  });
  drainAfterResponse("studio");
  return { status: "approved" };
}

/** The operator's reading of the question, added to what the care layer found (never replacing it). */
function operatorCrisisCare(base: CareClassification | null, kind: CrisisLetterInput["kind"], note: string): CareClassification {
  const care: CareClassification = base ?? { version: 1, level: "plain", topics: [], matches: [], shape: "open", source: "lexicon" };
  return {
    ...care,
    level: "crisis",
    topics: ["crisis", ...care.topics.filter((t) => t !== "crisis")],
    // crisisKindsOf reads the rule's prefix: "crisis.abuse-…" leads with the domestic-abuse lines.
    matches: [...care.matches, { topic: "crisis", rule: kind === "abuse" ? "crisis.abuse-operator" : "crisis.operator", excerpt: `an operator's judgement: ${note}`.slice(0, 300) }],
  };
}

/**
 * Sends the crisis care letter instead of a reading (lib/delivery/care-letters.tsx: the letter with
 * the crisis lines of the buyer's country, the automatic full refund and the team alert).
 *
 * The reading is WITHDRAWN first, in one conditional update, and only then is the letter sent:
 * a draft exists, and a withdrawn reading can never be approved or sent by anyone, whereas a held
 * one could still be approved by a second operator who has not seen this. The person's follow-up
 * is tracked by the crisis alert the letter raises, which stays open until someone resolves it.
 * Every step of the letter is idempotent, so pressing it again after a failure finishes the job.
 */
export async function sendCrisisLetter(operator: Operator, orderId: string, input: CrisisLetterInput, { now = new Date() }: ActionDeps = {}): Promise<{ status: "sent"; refunded: boolean }> {
  const prisma = db();
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { id: true, email: true, amount: true, currency: true, context: true, product: true, status: true, care: true, reading: { select: { id: true, status: true, holdReason: true, care: true } } },
  });
  if (!order) throw new ApiError(404, "There is no such order.");
  if (order.status === "pending" || order.status === "cancelled") throw conflict(`The order is ${order.status}: nobody paid for anything.`);
  const product = productModule(order.product);
  // The reading's classification (lexicon and model), else the lexicon's at checkout.
  const fromReading = order.reading ? careJson.safeParse(order.reading.care) : null;
  const base = fromReading?.ok ? fromReading : careJson.safeParse(order.care);

  let claimed = false;
  if (!order.reading) {
    // No reading yet (its job is still waiting): a withdrawn record stops the job from writing one.
    const { count } = await prisma.reading.createMany({
      data: [{ orderId, kind: product?.reading ?? "unknown", persona: product?.persona ?? "solara", subject: "", body: "", writer: "none", status: "withdrawn", holdReason: "crisis", care: base.ok ? careJson.store(base.value) : {} }],
      skipDuplicates: true,
    });
    claimed = count === 1;
    if (!claimed) return sendCrisisLetter(operator, orderId, input, { now }); // the job wrote one meanwhile
  } else {
    const r = order.reading;
    if (r.status === "approved" || r.status === "sent") throw conflict(`This reading was already ${r.status}: the crisis letter can no longer replace it.`);
    if (r.status === "held") {
      const { count } = await prisma.reading.updateMany({ where: { id: r.id, status: "held" }, data: { status: "withdrawn", holdReason: "crisis" } });
      claimed = count === 1;
      if (!claimed) return sendCrisisLetter(operator, orderId, input, { now });
    } else if (r.holdReason !== "crisis") {
      throw conflict("This reading was withdrawn (the order was refunded); the crisis letter was not part of it.");
    }
  }
  if (!claimed) {
    const letter = await prisma.emailMessage.findUnique({ where: { idempotencyKey: careEmailKey(orderId) }, select: { sentAt: true } });
    if (letter?.sentAt) throw conflict(`The crisis letter was already sent at ${formatUtc(letter.sentAt)}.`);
  }

  const care = operatorCrisisCare(base.ok ? base.value : null, input.kind, input.note);
  await sendCrisisCare(order, care, { name: product?.name ?? order.product, reading: product?.reading ?? "tarot" }, { now });
  const after = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, refundRequestedAt: true } });
  const refunded = after.status === "refunded" || Boolean(after.refundRequestedAt);
  await recordAudit(prisma, { actor: operator.email, action: "reading.crisis-letter", orderId, detail: { kind: input.kind, note: input.note, refunded, retry: !claimed } });
  return { status: "sent", refunded };
}

/**
 * Closes a crisis order's held record once a person has followed up: the reading is withdrawn
 * and the crisis alert resolved. Only when the money went back (the automatic refund can fail,
 * and then the alert says to refund by hand): a crisis order is never left charged.
 */
export async function closeCrisisReading(operator: Operator, orderId: string, input: { note: string }, { now = new Date() }: ActionDeps = {}): Promise<{ status: "withdrawn" }> {
  const prisma = db();
  const reading = await readingOf(prisma, orderId);
  if (!reading) throw new ApiError(404, NO_READING);
  if (reading.holdReason !== "crisis" || reading.status !== "held") throw conflict("Only a held crisis order is closed this way. Approve the reading, send the crisis letter, or refund.");
  if (reading.order.status !== "refunded" && !reading.order.refundRequestedAt) throw conflict("Refund the order first: a crisis order is never left charged.");
  const { count } = await prisma.reading.updateMany({ where: { id: reading.id, status: "held" }, data: { status: "withdrawn" } });
  if (count === 0) throw conflict("Someone closed it already.");
  await prisma.operatorAlert.updateMany({ where: { kind: "crisis-question", subjectId: orderId, resolvedAt: null }, data: { resolvedAt: now } });
  await recordAudit(prisma, { actor: operator.email, action: "reading.close", orderId, detail: { note: input.note } });
  return { status: "withdrawn" };
}

/**
 * Refunds the order in full through the provider it was paid with (refundOrder: claimed once,
 * one provider call with an idempotency key, its own audit row). The order becomes refunded when
 * the provider confirms it (Stripe's charge.refunded webhook; the dev provider at once). A reading
 * not yet sent is withdrawn now, so nothing goes out while the confirmation is on its way.
 */
export async function refundFromStudio(operator: Operator, orderId: string, input: { reason: string }, { now = new Date() }: ActionDeps = {}): Promise<{ status: string; refundRequestedAt: string | null }> {
  const prisma = db();
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { status: true, refundRequestedAt: true } });
  if (!order) throw new ApiError(404, "There is no such order.");
  let outcome;
  try {
    outcome = await refundOrder(orderId, { actor: operator.email, reason: input.reason, now });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordAudit(prisma, { actor: operator.email, action: "order.refund-failed", orderId, detail: { reason: input.reason, error: message.slice(0, 500) } });
    throw new ApiError(502, `The payment provider did not refund it: ${message.slice(0, 300)}`);
  }
  if (outcome === "already-requested") {
    const again = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { refundRequestedAt: true, status: true } });
    throw conflict(again.status === "refunded" ? "This order is already refunded." : `A refund was already requested${again.refundRequestedAt ? ` at ${formatUtc(again.refundRequestedAt)}` : ""}.`);
  }
  if (outcome === "not-refundable") throw conflict(`This order is ${order.status}: there is no payment to refund.`);
  // A crisis record stays held for its follow-up (as the refund webhook leaves it).
  const { count } = await prisma.reading.updateMany({
    where: { orderId, status: { in: ["held", "approved"] }, OR: [{ holdReason: null }, { holdReason: { not: "crisis" } }] },
    data: { status: "withdrawn" },
  });
  if (count) await recordAudit(prisma, { actor: operator.email, action: "reading.withdraw", orderId, detail: { reason: "refunded" } });
  const after = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, refundRequestedAt: true } });
  return { status: after.status, refundRequestedAt: after.refundRequestedAt?.toISOString() ?? null };
}

function attachmentsOf(value: unknown): EmailAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((a) =>
    a && typeof a === "object" && typeof a.filename === "string" && typeof a.contentType === "string" && typeof a.content === "string" ? [{ filename: a.filename, contentType: a.contentType, content: a.content }] : [],
  );
}

function headersOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/**
 * Sends one of the order's emails to the buyer again: the very content stored for the original
 * (not a re-render), as a new message keyed `{original key}:resend:{n}`, recorded. Two clicks at
 * once compute the same n, so they send one message.
 */
export async function resendEmail(operator: Operator, orderId: string, input: { messageId: string }, { now = new Date() }: ActionDeps = {}): Promise<{ messageId: string }> {
  const prisma = db();
  const original = await prisma.emailMessage.findFirst({ where: { id: input.messageId, orderId } });
  if (!original) throw new ApiError(404, "That email is not one of this order's.");
  if (!isCustomerEmailTag(original.tag)) throw conflict("Only emails to the buyer can be resent from here.");
  if (!original.sentAt) throw conflict("That email was never sent: retry the job that sends it instead.");
  const base = baseKeyOf(original.idempotencyKey ?? `email:${original.id}`);
  const n = (await prisma.emailMessage.count({ where: { idempotencyKey: { startsWith: `${base}:resend:` } } })) + 1;
  const key = resendKey(base, n);
  const sent = await sendEmail(
    {
      idempotencyKey: key,
      to: original.to,
      from: original.from,
      replyTo: original.replyTo ?? undefined,
      subject: original.subject,
      html: original.html,
      text: original.text,
      headers: headersOf(original.headers),
      attachments: attachmentsOf(original.attachments),
      tag: original.tag,
      orderId,
    },
    { prisma, now },
  );
  if (sent.status === "already-sent") throw conflict("That email was just resent (another click got there first).");
  await recordAudit(prisma, { actor: operator.email, action: "email.resend", orderId, detail: { originalId: original.id, messageId: sent.message.id, key, to: original.to } });
  return { messageId: sent.message.id };
}

/**
 * A dead job back to the queue now, with RETRY_ATTEMPTS more attempts (its attempt history is
 * kept). A fulfilment that died in review-all mode left a placeholder held record with no letter;
 * it is removed so the retry can write one. A job of a refunded order has nothing left to do.
 */
export async function retryDeadJob(operator: Operator, jobId: string, { now = new Date() }: ActionDeps = {}): Promise<{ status: "queued"; maxAttempts: number }> {
  const prisma = db();
  const job = await prisma.job.findUnique({ where: { id: jobId }, select: { id: true, type: true, status: true, attempts: true, maxAttempts: true, orderId: true, lastError: true } });
  if (!job) throw new ApiError(404, "There is no such job.");
  if (job.status !== "dead") throw conflict(`This job is ${job.status}, not dead: there is nothing to retry.`);
  if (job.orderId) {
    const order = await prisma.order.findUnique({ where: { id: job.orderId }, select: { status: true, refundRequestedAt: true } });
    if (order && (order.status === "refunded" || order.status === "cancelled" || order.refundRequestedAt)) throw conflict(`The order is ${order.refundRequestedAt && order.status !== "refunded" ? "being refunded" : order.status}: there is nothing to retry.`);
  }
  const maxAttempts = job.attempts + RETRY_ATTEMPTS;
  await prisma.$transaction(async (tx) => {
    const count = await tx.$executeRaw`
      UPDATE "Job" SET "status" = 'queued', "runAt" = ${now}, "maxAttempts" = ${maxAttempts}, "lockedBy" = NULL, "lockedUntil" = NULL, "updatedAt" = ${now}
      WHERE "id" = ${jobId} AND "status" = 'dead'`;
    if (count === 0) throw conflict("Someone retried this job already.");
    if (job.type === JOB_TYPES.fulfilOrder && job.orderId) {
      await tx.reading.deleteMany({ where: { orderId: job.orderId, status: "held", holdReason: "fulfilment-failed", writer: "none", body: "" } });
    }
    await recordAudit(tx, { actor: operator.email, action: "job.retry", orderId: job.orderId, detail: { jobId, type: job.type, attempts: job.attempts, maxAttempts, lastError: job.lastError?.slice(0, 500) ?? null } });
  });
  drainAfterResponse("studio");
  return { status: "queued", maxAttempts };
}

/** Marks an operator alert handled (once), with an optional note for the audit log. */
export async function resolveAlert(operator: Operator, alertId: string, input: { note?: string }, { now = new Date() }: ActionDeps = {}): Promise<{ resolvedAt: string }> {
  const prisma = db();
  const alert = await prisma.operatorAlert.findUnique({ where: { id: alertId } });
  if (!alert) throw new ApiError(404, "There is no such alert.");
  if (alert.resolvedAt) throw conflict(`This alert was already resolved at ${formatUtc(alert.resolvedAt)}.`);
  const { count } = await prisma.operatorAlert.updateMany({ where: { id: alertId, resolvedAt: null }, data: { resolvedAt: now } });
  if (count === 0) throw conflict("Someone resolved this alert already.");
  const order = await prisma.order.findUnique({ where: { id: alert.subjectId }, select: { id: true } });
  await recordAudit(prisma, { actor: operator.email, action: "alert.resolve", orderId: order?.id ?? null, detail: { alertId, kind: alert.kind, subjectId: alert.subjectId, ...(input.note ? { note: input.note } : {}) } });
  return { resolvedAt: now.toISOString() };
}
