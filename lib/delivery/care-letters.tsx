import "server-only";

import { NoticeEmail } from "@/emails/notice-email";
import { raiseAlert } from "@/lib/alerts/raise-alert";
import { recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record-audit";
import { orderContextJson } from "@/lib/commerce/buyer-context";
import { refundOrder } from "@/lib/commerce/refund-order";
import { db, type Db } from "@/lib/db";
import { renderEmailHtml } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/send-email";
import type { EmailProvider } from "@/lib/email/types";
import { appBaseUrl } from "@/lib/app-url";
import { env } from "@/lib/env";
import { composeCrisisLetter, countryFromContext, crisisKindsOf } from "@/lib/oracle/care";
import type { CareClassification } from "@/lib/oracle/care/types";
import { markupToText, wrap } from "@/lib/oracle/writer/markup";
import { firstName } from "@/lib/oracle/writer/requests";
import { productModule } from "@/lib/products";
import { formatAmount } from "@/lib/products/ids";

export interface CareDeps {
  prisma?: Db;
  provider?: EmailProvider;
  now?: Date;
  signal?: AbortSignal;
  log?: Pick<Console, "warn" | "error">;
}

export const careEmailKey = (orderId: string) => `care:${orderId}`;
export const failureEmailKey = (orderId: string) => `failed:${orderId}`;
export const paymentFailedEmailKey = (orderId: string) => `payment-failed:${orderId}`;

interface OrderForCare {
  id: string;
  siteOrigin?: string | null;
  email: string;
  amount: number;
  currency: string;
  context: unknown;
  product: string;
}

const TEAM = { name: "The Quantum Veil", role: "From the team" };

export async function sendTeamLetter(order: OrderForCare, key: string, tag: string, subject: string, title: string, body: string, deps: CareDeps) {
  const prisma = deps.prisma ?? db();
  const footer = "Reply to this email and a person from our team will read it.";
  const appUrl = appBaseUrl(order.siteOrigin);
  const html = await renderEmailHtml(<NoticeEmail sender={TEAM} persona="astra" title={title} preview={markupToText(body).slice(0, 140)} body={body} appUrl={appUrl} footer={footer} />);
  return sendEmail(
    { idempotencyKey: key, to: order.email, replyTo: env.TEAM_EMAIL, subject, html, text: `${markupToText(body)}\n\n--\n${wrap(footer, 72)}\nThe Quantum Veil · ${appUrl}`, tag, orderId: order.id },
    { prisma, provider: deps.provider, now: deps.now, signal: deps.signal },
  );
}

/** Refunds for a care reason; a provider failure is logged and left to a person (the alert says so). */
async function refundForCare(orderId: string, reason: string, deps: CareDeps): Promise<boolean> {
  try {
    const outcome = await refundOrder(orderId, { actor: SYSTEM_ACTOR, reason, prisma: deps.prisma, now: deps.now });
    return outcome !== "not-refundable";
  } catch (error) {
    (deps.log ?? console).error(`[care] automatic refund of ${orderId} failed; a person must refund it`, error);
    return false;
  }
}

/**
 * A crisis question: no reading, ever. Within the same job that found it: the payment is refunded
 * in full, the buyer gets a care letter with the crisis lines of their country (as far as we can
 * tell it) and the international ones, and the team is alerted; the order stays held for a person.
 * Each step is idempotent, so a retry after a crash finishes what is left and repeats nothing.
 */
export async function sendCrisisCare(order: OrderForCare, care: CareClassification, product: { name: string; reading: string }, deps: CareDeps = {}): Promise<void> {
  const productName = product.name;
  const prisma = deps.prisma ?? db();
  const refunded = await refundForCare(order.id, "crisis question: automatic full refund", deps);
  const context = orderContextJson.safeParse(order.context);
  const country = countryFromContext(context.ok ? context.value : {});
  const kind = crisisKindsOf(care);
  const fullName = await prisma.order.findUnique({ where: { id: order.id }, select: { user: { select: { fullName: true } } } });
  const body = composeCrisisLetter({
    firstName: fullName?.user?.fullName ? firstName(fullName.user.fullName) : undefined,
    productName,
    amountLabel: formatAmount(order.amount, order.currency),
    country,
    kind,
    refunded,
    format: product.reading === "live-session" ? "live-session" : "reading",
  });
  const sent = await sendTeamLetter(order, careEmailKey(order.id), "care", "Before any cards: we want to make sure you're okay", "We read your question", body, deps);
  if (sent.status === "sent") {
    await recordAudit(prisma, { actor: SYSTEM_ACTOR, action: "care.crisis-letter", orderId: order.id, detail: { country, kind, refunded, rules: care.matches.filter((m) => m.topic === "crisis").map((m) => m.rule) } });
  }
  await raiseAlert(
    {
      kind: "crisis-question",
      subjectId: order.id,
      title: "A crisis question was held for a person",
      message: `Order ${order.id} (${productName}) asked something the care layer reads as a crisis (${care.matches
        .filter((m) => m.topic === "crisis")
        .map((m) => `“${m.excerpt}”`)
        .join(", ")}). No reading was written. The buyer was sent crisis resources${country ? ` for ${country}` : ""} and ${refunded ? "refunded in full automatically" : "told they will be refunded: the automatic refund FAILED, refund them by hand"}. Please follow up personally.`,
    },
    deps,
  );
}

/**
 * A paid order that could not be delivered after every retry: never silent. The buyer is told and
 * refunded in full, and the team is alerted. (With READING_REVIEW=all a person is already in the
 * loop, so the order is held for them instead of refunded.)
 */
export async function handleFulfilmentFailure(orderId: string, error: string, deps: CareDeps = {}): Promise<"refunded" | "held" | "nothing-to-do"> {
  const prisma = deps.prisma ?? db();
  const now = deps.now ?? new Date();
  const order = await prisma.order.findUnique({ where: { id: orderId }, include: { reading: { select: { id: true, status: true } } } });
  if (!order || (order.status !== "paid" && order.status !== "fulfilled") || order.reading?.status === "sent") return "nothing-to-do";
  const productName = order.product;
  const reason = error.slice(0, 500);

  if (env.READING_REVIEW === "all") {
    if (order.reading) {
      await prisma.reading.updateMany({ where: { id: order.reading.id, status: { in: ["approved", "held"] } }, data: { status: "held", holdReason: "fulfilment-failed" } });
    } else {
      await prisma.reading.createMany({
        data: [{ orderId, kind: "unknown", persona: "solara", subject: "", body: "", data: undefined, writer: "none", status: "held", holdReason: "fulfilment-failed" }],
        skipDuplicates: true,
      });
    }
    await recordAudit(prisma, { actor: SYSTEM_ACTOR, action: "order.held-after-failure", orderId, detail: { error: reason } });
    await raiseAlert({ kind: "fulfilment-failed", subjectId: orderId, title: "A paid order could not be delivered", message: `Order ${orderId} failed every attempt (${reason}). It is held for you in the studio: fix and retry, or refund.` }, deps);
    return "held";
  }

  const refunded = await refundForCare(orderId, `fulfilment failed: ${reason}`, deps);
  if (order.reading) await prisma.reading.updateMany({ where: { id: order.reading.id, status: { in: ["approved", "held"] } }, data: { status: "withdrawn" } });
  const amount = formatAmount(order.amount, order.currency);
  const body = [
    "We're sorry. Something went wrong on our side while we were preparing your reading, and after several tries we could not finish it.",
    refunded
      ? `We have refunded your payment of ${amount} in full. You don't need to do anything; depending on your bank it can take 5 to 10 working days to show.`
      : `Your payment of ${amount} will be refunded in full; a person from our team is making sure of it.`,
    "Our team has been told and is looking at what went wrong. If you would like to try again, or just want to tell us what you were hoping for, reply to this email: a person reads every reply.",
  ].join("\n\n");
  await sendTeamLetter(order, failureEmailKey(orderId), "failure", "We couldn't finish your reading, and we've refunded you", "We couldn't finish your reading", body, { ...deps, now });
  await recordAudit(prisma, { actor: SYSTEM_ACTOR, action: "order.failed-refunded", orderId, detail: { error: reason, refunded, product: productName } });
  await raiseAlert(
    { kind: "fulfilment-failed", subjectId: orderId, title: "A paid order could not be delivered", message: `Order ${orderId} (${productName}) failed every attempt (${reason}). The buyer was told and ${refunded ? "refunded automatically" : "NOT refunded: the automatic refund failed, refund by hand"}.` },
    deps,
  );
  return "refunded";
}

/**
 * 'order.payment-failed': a delayed payment (a bank debit) did not go through, so nothing was
 * charged and the reading will not be written. The buyer is told, once, and how to try again.
 */
export async function sendPaymentFailedLetter(orderId: string, deps: CareDeps = {}): Promise<"sent" | "already-sent" | "skipped" | "suppressed"> {
  const prisma = deps.prisma ?? db();
  const order = await prisma.order.findUnique({ where: { id: orderId } });
  if (!order || order.status !== "failed") return "skipped";
  const productName = productModule(order.product)?.name ?? "your reading";
  const appUrl = appBaseUrl(order.siteOrigin);
  const body = [
    `Your bank let us know that the payment of ${formatAmount(order.amount, order.currency)} for ${productName} did not go through, so nothing was charged and we have not started your reading.`,
    `If you would still like it, you can order it again at ${appUrl}/readings with another payment method. If you think this is a mistake, your bank can tell you why the payment was declined.`,
    "Questions? Reply to this email: a person from our team reads every reply.",
  ].join("\n\n");
  const sent = await sendTeamLetter(order, paymentFailedEmailKey(orderId), "payment-failed", "Your payment didn't go through", "Your payment didn't go through", body, deps);
  return sent.status;
}
