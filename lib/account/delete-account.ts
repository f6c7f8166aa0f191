import "server-only";

import { ApiError } from "@/lib/api/errors";
import { SIGN_IN_REQUIRED } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DeleteAccountData } from "@/lib/validations/account";

import { checkPassword } from "./change-email";
import { sendAccountEmail } from "./send-account-email";

/** Where an anonymised order's email stood: no one's address (`.invalid` never delivers). */
export const ANONYMISED_EMAIL = "deleted-account@anonymised.invalid";
export const READING_ON_ITS_WAY =
  "A reading you paid for is still on its way to you. Please delete your account once it has arrived (or write to us and we'll help), so nothing you paid for is lost.";

/** Audit entries that keep their detail on an anonymised order: money moved, and no words of the buyer's are in them. */
const FINANCIAL_AUDIT_ACTIONS = ["order.refund"];

/**
 * Deletes the signed-in seeker's account, after their password:
 * - orders that moved money (paid, fulfilled, refunded) stay as financial records: product, amount,
 *   currency, status, dates and the payment provider's ids. The email, the order details (question,
 *   names, birth data), the cards, the care reading and the browser context are removed, the reading
 *   itself is deleted, and operator notes on it are emptied (refund entries keep amount and reason);
 * - unpaid and cancelled orders are deleted;
 * - everything else goes: the profile, sessions, blueprints, compatibility reports, links in flight,
 *   email-series subscriptions and contact messages under the address, the emails we sent it, and
 *   rate-limit counters that name it.
 * Refused (409) while a paid reading is still on its way. A goodbye letter goes to the old address.
 */
export async function deleteAccount(userId: string, input: DeleteAccountData, origin: string | null, now = new Date()): Promise<void> {
  await checkPassword(userId, input.password, "account-delete");
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true, fullName: true, personaHandle: true } });
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  const mine = { OR: [{ userId }, { email: user.email }] };
  const orders = await db().order.findMany({ where: mine, select: { id: true, status: true } });
  if (orders.some((o) => o.status === "paid")) throw new ApiError(409, READING_ON_ITS_WAY);
  const kept = orders.filter((o) => o.status === "fulfilled" || o.status === "refunded").map((o) => o.id);
  const dropped = orders.filter((o) => o.status === "pending" || o.status === "cancelled").map((o) => o.id);
  const all = [...kept, ...dropped];

  await db().$transaction(async (tx) => {
    await tx.emailMessage.deleteMany({ where: { OR: [{ to: user.email }, { orderId: { in: all } }] } });
    await tx.auditEvent.deleteMany({ where: { orderId: { in: dropped } } });
    await tx.auditEvent.updateMany({ where: { orderId: { in: kept }, action: { notIn: FINANCIAL_AUDIT_ACTIONS } }, data: { detail: {} } });
    await tx.reading.deleteMany({ where: { orderId: { in: all } } });
    await tx.order.deleteMany({ where: { id: { in: dropped } } });
    await tx.order.updateMany({
      where: { id: { in: kept } },
      data: { userId: null, email: ANONYMISED_EMAIL, meta: {}, draw: Prisma.DbNull, care: Prisma.DbNull, context: {}, anonymisedAt: now },
    });
    await tx.automationSubscription.deleteMany({ where: { email: user.email } });
    await tx.contactMessage.deleteMany({ where: { email: user.email } });
    await tx.rateLimit.deleteMany({ where: { OR: [{ key: { endsWith: `:${user.email}` } }, { key: { contains: `:${user.email}|` } }, { key: { endsWith: `:${userId}` } }] } });
    // Sessions, blueprints, compatibility reports and account tokens go with the user (ON DELETE CASCADE).
    await tx.user.delete({ where: { id: userId } });
  });

  const first = user.fullName.trim().split(/\s+/)[0] || "there";
  await sendAccountEmail({
    key: `account:deleted:${userId}`,
    to: user.email,
    persona: user.personaHandle,
    subject: "Your portal has been deleted",
    title: "Goodbye, for now",
    body: [
      `Hello ${first},`,
      "As you asked, your portal at The Quantum Veil is deleted: your profile, birth data, blueprints, compatibility reports, readings and email subscriptions are gone, and you are signed out everywhere.",
      "We keep one thing, because the law asks us to: a record of each payment (what was bought, the amount and the dates), with no name, email, birth data or question left on it.",
      "If you come back one day, the sky will still be there. You would start a new portal from the beginning.",
    ].join("\n\n"),
    origin,
  });
}
