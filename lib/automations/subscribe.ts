import "server-only";

import { randomBytes } from "node:crypto";

import { ApiError } from "@/lib/api/errors";
import { db, type Db } from "@/lib/db";
import { resolvePlace } from "@/lib/oracle/places";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { confirmSubscriptionJobKey, JOB_TYPES, optInJobKey } from "@/lib/jobs/types";
import type { AutomationSubscribeData } from "@/lib/validations/automation";
import { isUrlId } from "@/lib/validations/params";

import { subscriptionDetailsJson, type SubscriptionDetails } from "./subscription-details";

/**
 * The optional birth data as stored: the place resolved in the offline atlas (a place we cannot
 * find is a 400 the form shows on its field). Without a place (and so without a time: the
 * schema asks for the place with a time), the subscriber's own zone stands in for it.
 */
export function birthDetails(input: AutomationSubscribeData): SubscriptionDetails["birth"] {
  const d = input.details;
  if (!d?.birthDate) return undefined;
  if (!d.birthPlace) {
    const timezone = input.timezone ?? "UTC";
    return { date: d.birthDate, place: { name: timezone, latitude: 0, longitude: 0, timezone } };
  }
  const resolution = resolvePlace(d.birthPlace, { id: d.birthPlaceId });
  if (resolution.status === "not-found") {
    const message = "We couldn't find that place. Try adding the country, e.g. “Paris, France”.";
    throw new ApiError(400, message, { "details.birthPlace": [message] });
  }
  const { place } = resolution;
  return {
    date: d.birthDate,
    ...(d.birthTime ? { time: d.birthTime } : {}),
    place: { name: place.name, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone },
  };
}

export type SubscribeStatus = "subscribed" | "resubscribed" | "already-subscribed";

export interface SubscribeResult {
  id: string;
  status: SubscribeStatus;
  /** Whether an email asking to confirm the address was queued. */
  confirmationQueued: boolean;
}

const newConfirmToken = () => randomBytes(24).toString("base64url");

/**
 * One subscription per (email, series): subscribing again updates the details and, if the reader
 * had left, brings them back (unsubscribedAt cleared). Double opt-in: a new or returning
 * subscriber is sent only an email asking to confirm (queued in the same transaction), with a
 * fresh token; nothing of the series is scheduled until that link is followed
 * (confirmSubscriptionByToken). Subscribing again before confirming sends nothing more (one
 * confirmation email per token: the form cannot be used to flood someone's inbox).
 */
export async function subscribeToAutomation(
  input: AutomationSubscribeData,
  { prisma = db(), now = new Date(), siteOrigin }: { prisma?: Db; now?: Date; /** lib/app-url.ts: where the letters' links lead in development. */ siteOrigin?: string | null } = {},
): Promise<SubscribeResult> {
  const birth = birthDetails(input);
  return prisma.$transaction(async (tx) => {
    const where = { email_automationType: { email: input.email, automationType: input.automationType } };
    const before = await tx.automationSubscription.findUnique({ where, select: { id: true, unsubscribedAt: true, confirmedAt: true, details: true } });
    const returning = Boolean(before?.unsubscribedAt);
    const previous = before ? subscriptionDetailsJson.safeParse(before.details) : null;
    const kept = previous?.ok ? previous.value : {};
    // Only what was given changes: a re-subscribe without birth data keeps the birth data given before.
    const details = subscriptionDetailsJson.store({
      ...(input.details?.intention ? { intention: input.details.intention } : kept.intention ? { intention: kept.intention } : {}),
      ...(birth ? { birth } : kept.birth ? { birth: kept.birth } : {}),
    });
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
        confirmToken: newConfirmToken(),
      },
      update: {
        personaHandle: input.personaHandle,
        // Only what was given changes: a bare re-subscribe keeps the name, zone and intention.
        ...(input.fullName ? { fullName: input.fullName } : {}),
        ...(input.timezone ? { timezone: input.timezone } : {}),
        ...(input.details?.intention || birth ? { details } : {}),
        ...(siteOrigin ? { siteOrigin } : {}),
        unsubscribedAt: null,
        // Coming back after leaving: the address is confirmed again (anyone can type it).
        ...(returning ? { confirmedAt: null, confirmToken: newConfirmToken() } : {}),
      },
      select: { id: true, confirmToken: true, confirmedAt: true },
    });
    const status: SubscribeStatus = !before ? "subscribed" : before.unsubscribedAt ? "resubscribed" : "already-subscribed";
    let confirmationQueued = false;
    if (!subscription.confirmedAt && subscription.confirmToken) {
      confirmationQueued = await enqueueJob(tx, {
        type: JOB_TYPES.optIn,
        payload: { subscriptionId: subscription.id },
        key: optInJobKey(subscription.id, subscription.confirmToken),
        runAt: now,
      });
    }
    return { id: subscription.id, status, confirmationQueued };
  });
}

export type ConfirmResult = { status: "confirmed" | "already-confirmed"; email: string; automationType: string } | null;

/**
 * The link in the confirmation email: the address is confirmed, the welcome letter queued (in the
 * same transaction) and from then on the series is scheduled. Idempotent; null for an unknown
 * token or a subscription that was left.
 */
export async function confirmSubscriptionByToken(token: string, { prisma = db(), now = new Date() }: { prisma?: Db; now?: Date } = {}): Promise<ConfirmResult> {
  if (!isUrlId(token)) return null;
  return prisma.$transaction(async (tx) => {
    const sub = await tx.automationSubscription.findUnique({ where: { confirmToken: token }, select: { id: true, email: true, automationType: true, confirmedAt: true, unsubscribedAt: true } });
    if (!sub || sub.unsubscribedAt) return null;
    if (sub.confirmedAt) return { status: "already-confirmed" as const, email: sub.email, automationType: sub.automationType };
    const { count } = await tx.automationSubscription.updateMany({ where: { id: sub.id, confirmedAt: null }, data: { confirmedAt: now } });
    if (count === 1) {
      await enqueueJob(tx, { type: JOB_TYPES.confirmSubscription, payload: { subscriptionId: sub.id }, key: confirmSubscriptionJobKey(sub.id, now), runAt: now });
    }
    return { status: "confirmed" as const, email: sub.email, automationType: sub.automationType };
  });
}

/** Looks a confirmation token up without changing anything (the confirm page's first view). */
export async function subscriptionByConfirmToken(token: string, prisma: Db = db()) {
  if (!isUrlId(token)) return null;
  return prisma.automationSubscription.findUnique({ where: { confirmToken: token }, select: { email: true, automationType: true, confirmedAt: true, unsubscribedAt: true } });
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
