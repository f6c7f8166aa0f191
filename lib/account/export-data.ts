import "server-only";

import { ApiError } from "@/lib/api/errors";
import { SIGN_IN_REQUIRED } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { isProductId, PRODUCT_NAMES } from "@/lib/products/ids";
import { MATCH_REPORT_SELECT, toMatchReportDto } from "@/lib/reports/match-report-json";
import { SOLO_REPORT_SELECT, toSoloReportDto } from "@/lib/reports/solo-report-json";

/** Bumped whenever the file's shape changes. */
export const EXPORT_FORMAT = "the-quantum-veil/account-export@1";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything the account holds about the seeker, as one JSON document: the profile, blueprints,
 * compatibility reports, orders (with the details they typed and each delivered reading's text)
 * and email-series subscriptions under their address. Never the password hash, sessions or tokens.
 */
export async function exportAccountData(userId: string, now = new Date()) {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { email: true, username: true, fullName: true, dateOfBirth: true, timeOfBirth: true, placeOfBirth: true, intention: true, personaHandle: true, createdAt: true, updatedAt: true },
  });
  if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
  const [solo, match, orders, subscriptions] = await Promise.all([
    db().soloReport.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SOLO_REPORT_SELECT }),
    db().matchReport.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: MATCH_REPORT_SELECT }),
    db().order.findMany({
      where: { OR: [{ userId }, { email: user.email }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: {
        id: true, product: true, amount: true, currency: true, status: true, email: true, meta: true, provider: true,
        createdAt: true, paidAt: true, fulfilledAt: true, refundedAt: true,
        reading: { select: { status: true, subject: true, body: true, persona: true, deliveredAt: true } },
      },
    }),
    db().automationSubscription.findMany({
      where: { email: user.email },
      orderBy: { createdAt: "asc" },
      select: { automationType: true, personaHandle: true, fullName: true, timezone: true, details: true, createdAt: true, unsubscribedAt: true },
    }),
  ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: { ...user, createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    blueprints: solo.map(toSoloReportDto),
    compatibilityReports: match.map(toMatchReportDto),
    orders: orders.map((o) => ({
      id: o.id,
      product: o.product,
      productName: isProductId(o.product) ? PRODUCT_NAMES[o.product] : o.product,
      amount: o.amount,
      currency: o.currency,
      status: o.status,
      email: o.email,
      paymentProvider: o.provider,
      /** What was typed at checkout: the question, the people, the session's details. */
      details: o.meta,
      createdAt: iso(o.createdAt),
      paidAt: iso(o.paidAt),
      fulfilledAt: iso(o.fulfilledAt),
      refundedAt: iso(o.refundedAt),
      // Only a reading that was sent: a draft waiting for a person is not yet anyone's.
      reading: o.reading?.status === "sent" ? { subject: o.reading.subject, oracle: o.reading.persona, text: o.reading.body, deliveredAt: iso(o.reading.deliveredAt) } : null,
    })),
    subscriptions: subscriptions.map((s) => ({ ...s, createdAt: iso(s.createdAt), unsubscribedAt: iso(s.unsubscribedAt) })),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;
