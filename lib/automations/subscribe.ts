import "server-only";

import { randomBytes } from "node:crypto";

import { db, type Db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { confirmSubscriptionJobKey, JOB_TYPES } from "@/lib/jobs/types";
import type { AutomationSubscribeData } from "@/lib/validations/automation";
import { isUrlId } from "@/lib/validations/params";

import { subscriptionDetailsJson } from "./subscription-details";

export type SubscribeStatus = "subscribed" | "resubscribed" | "already-subscribed";

export interface SubscribeResult {
  id: string;
  status: SubscribeStatus;
  /** Whether a welcome email (with the unsubscribe link) was queued. */
  confirmationQueued: boolean;
}

/**
 * One subscription per (email, series): subscribing again updates the details and, if the reader
 * had left, brings them back (unsubscribedAt cleared). A welcome email is queued, in the same
 * transaction, for a new or returning subscriber; an already-active one is not mailed again.
 */
export async function subscribeToAutomation(
  input: AutomationSubscribeData,
  { prisma = db(), now = new Date(), siteOrigin }: { prisma?: Db; now?: Date; /** lib/app-url.ts: where the letters' links lead in development. */ siteOrigin?: string | null } = {},
): Promise<SubscribeResult> {
  return prisma.$transaction(async (tx) => {
    const where = { email_automationType: { email: input.email, automationType: input.automationType } };
    const before = await tx.automationSubscription.findUnique({ where, select: { id: true, unsubscribedAt: true } });
    const details = subscriptionDetailsJson.store(input.details?.intention ? { intention: input.details.intention } : {});
    const subscription = await tx.automationSubscription.upsert({
      where,
      create: {
        email: input.email,
        automationType: input.automationType,
        personaHandle: input.personaHandle,
        fullName: input.fullName ?? null,
        timezone: input.timezone ?? "UTC",
        details,
        unsubscribeToken: randomBytes(24).toString("base64url"),
        siteOrigin: siteOrigin ?? null,
      },
      update: {
        personaHandle: input.personaHandle,
        // Only what was given changes: a bare re-subscribe keeps the name, zone and intention.
        ...(input.fullName ? { fullName: input.fullName } : {}),
        ...(input.timezone ? { timezone: input.timezone } : {}),
        ...(input.details?.intention ? { details } : {}),
        ...(siteOrigin ? { siteOrigin } : {}),
        unsubscribedAt: null,
      },
      select: { id: true },
    });
    const status: SubscribeStatus = !before ? "subscribed" : before.unsubscribedAt ? "resubscribed" : "already-subscribed";
    let confirmationQueued = false;
    if (status !== "already-subscribed") {
      confirmationQueued = await enqueueJob(tx, {
        type: JOB_TYPES.confirmSubscription,
        payload: { subscriptionId: subscription.id },
        key: confirmSubscriptionJobKey(subscription.id, now),
        runAt: now,
      });
    }
    return { id: subscription.id, status, confirmationQueued };
  });
}

/** Leaves a series by its token (idempotent). Null for an unknown token. */
export async function unsubscribeByToken(
  token: string,
  { prisma = db(), now = new Date() }: { prisma?: Db; now?: Date } = {},
): Promise<{ email: string; automationType: string; unsubscribedAt: Date } | null> {
  if (!isUrlId(token)) return null;
  const sub = await prisma.automationSubscription.findUnique({ where: { unsubscribeToken: token }, select: { id: true, email: true, automationType: true, unsubscribedAt: true } });
  if (!sub) return null;
  if (sub.unsubscribedAt) return { email: sub.email, automationType: sub.automationType, unsubscribedAt: sub.unsubscribedAt };
  await prisma.automationSubscription.updateMany({ where: { id: sub.id, unsubscribedAt: null }, data: { unsubscribedAt: now } });
  return { email: sub.email, automationType: sub.automationType, unsubscribedAt: now };
}

/** Looks a token up without changing anything (the unsubscribe page's first view). */
export async function subscriptionByToken(token: string, prisma: Db = db()) {
  if (!isUrlId(token)) return null;
  return prisma.automationSubscription.findUnique({
    where: { unsubscribeToken: token },
    select: { email: true, automationType: true, personaHandle: true, unsubscribedAt: true },
  });
}
