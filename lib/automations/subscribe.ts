import "server-only";

import { randomBytes } from "node:crypto";

import { ApiError } from "@/lib/api/errors";
import { db, type Db } from "@/lib/db";
import { resolvePlace } from "@/lib/oracle/places";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { confirmSubscriptionJobKey, JOB_TYPES, optInJobKey } from "@/lib/jobs/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AutomationSubscribeData } from "@/lib/validations/automation";
import { isUrlId } from "@/lib/validations/params";

import { pendingChangesInWords, subscriptionDetailsJson, type PendingSubscriptionChanges, type SubscriptionDetails } from "./subscription-details";

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

/** changes-pending: a confirmed subscriber's new details wait for the link sent to the address. */
export type SubscribeStatus = "subscribed" | "resubscribed" | "already-subscribed" | "changes-pending";

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
 * A confirmed, active subscription is never changed by the form itself: anyone can type an address.
 * Different details are held (details.pending) and the address is sent one link to apply them.
 */
export async function subscribeToAutomation(
  input: AutomationSubscribeData,
  { prisma = db(), now = new Date(), siteOrigin }: { prisma?: Db; now?: Date; /** lib/app-url.ts: where the letters' links lead in development. */ siteOrigin?: string | null } = {},
): Promise<SubscribeResult> {
  const birth = birthDetails(input);
  return prisma.$transaction(async (tx) => {
    const where = { email_automationType: { email: input.email, automationType: input.automationType } };
    const before = await tx.automationSubscription.findUnique({
      where,
      select: { id: true, unsubscribedAt: true, confirmedAt: true, confirmToken: true, details: true, personaHandle: true, fullName: true, timezone: true },
    });
    if (before?.confirmedAt && !before.unsubscribedAt) return holdChanges(tx, before, input, birth, now);
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

/** A new link for held changes at most once a day: the form cannot flood an inbox. */
const PENDING_RELINK_MS = 24 * 60 * 60 * 1000;

/**
 * A confirmed subscriber's form, sent again: what differs from the live subscription is held in
 * details.pending (replacing earlier held changes), and the address gets one link to apply it
 * (the opt-in job, which writes the "confirm your changes" letter for a confirmed address).
 */
async function holdChanges(
  tx: Prisma.TransactionClient,
  live: { id: string; confirmToken: string | null; details: unknown; personaHandle: string; fullName: string | null; timezone: string },
  input: AutomationSubscribeData,
  birth: SubscriptionDetails["birth"],
  now: Date,
): Promise<SubscribeResult> {
  const parsed = subscriptionDetailsJson.safeParse(live.details);
  const current = parsed.ok ? parsed.value : {};
  const asked: Omit<PendingSubscriptionChanges, "requestedAt"> = {
    personaHandle: input.personaHandle,
    fullName: input.fullName || undefined,
    timezone: input.timezone || undefined,
    intention: input.details?.intention || undefined,
    birth,
  };
  const stored: Omit<PendingSubscriptionChanges, "requestedAt"> = { personaHandle: live.personaHandle, fullName: live.fullName ?? undefined, timezone: live.timezone, intention: current.intention, birth: current.birth };
  const changes = Object.fromEntries(
    Object.entries(asked).filter(([field, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(stored[field as keyof typeof stored])),
  ) as Omit<PendingSubscriptionChanges, "requestedAt">;
  if (Object.keys(changes).length === 0) return { id: live.id, status: "already-subscribed", confirmationQueued: false };

  const held = current.pending;
  const relink = !held || !live.confirmToken || now.getTime() - Date.parse(held.requestedAt) >= PENDING_RELINK_MS;
  const confirmToken = relink ? newConfirmToken() : live.confirmToken!;
  const pending: PendingSubscriptionChanges = { ...changes, requestedAt: relink ? now.toISOString() : held!.requestedAt };
  await tx.automationSubscription.update({
    where: { id: live.id },
    data: { details: subscriptionDetailsJson.store({ ...current, pending }), ...(relink ? { confirmToken } : {}) },
  });
  const confirmationQueued = relink ? await enqueueJob(tx, { type: JOB_TYPES.optIn, payload: { subscriptionId: live.id }, key: optInJobKey(live.id, confirmToken), runAt: now }) : false;
  return { id: live.id, status: "changes-pending", confirmationQueued };
}

export type ConfirmResult = { status: "confirmed" | "already-confirmed" | "updated"; email: string; automationType: string } | null;

/**
 * The link in the confirmation email: the address is confirmed, the welcome letter queued (in the
 * same transaction) and from then on the series is scheduled. For a confirmed address with held
 * changes (holdChanges), the link applies them instead. Idempotent; null for an unknown token or a
 * subscription that was left.
 */
export async function confirmSubscriptionByToken(token: string, { prisma = db(), now = new Date() }: { prisma?: Db; now?: Date } = {}): Promise<ConfirmResult> {
  if (!isUrlId(token)) return null;
  return prisma.$transaction(async (tx) => {
    const sub = await tx.automationSubscription.findUnique({ where: { confirmToken: token }, select: { id: true, email: true, automationType: true, confirmedAt: true, unsubscribedAt: true, details: true } });
    if (!sub || sub.unsubscribedAt) return null;
    if (sub.confirmedAt) {
      const parsed = subscriptionDetailsJson.safeParse(sub.details);
      const pending = parsed.ok ? parsed.value.pending : undefined;
      if (!parsed.ok || !pending) return { status: "already-confirmed" as const, email: sub.email, automationType: sub.automationType };
      const { personaHandle, fullName, timezone, intention, birth } = pending;
      const details: SubscriptionDetails = {
        ...(intention ?? parsed.value.intention ? { intention: intention ?? parsed.value.intention } : {}),
        ...(birth ?? parsed.value.birth ? { birth: birth ?? parsed.value.birth } : {}),
      };
      await tx.automationSubscription.update({
        where: { id: sub.id },
        data: {
          details: subscriptionDetailsJson.store(details),
          ...(personaHandle ? { personaHandle } : {}),
          ...(fullName ? { fullName } : {}),
          ...(timezone ? { timezone } : {}),
        },
      });
      return { status: "updated" as const, email: sub.email, automationType: sub.automationType };
    }
    const { count } = await tx.automationSubscription.updateMany({ where: { id: sub.id, confirmedAt: null }, data: { confirmedAt: now } });
    if (count === 1) {
      await enqueueJob(tx, { type: JOB_TYPES.confirmSubscription, payload: { subscriptionId: sub.id }, key: confirmSubscriptionJobKey(sub.id, now), runAt: now });
    }
    return { status: "confirmed" as const, email: sub.email, automationType: sub.automationType };
  });
}

/**
 * Looks a confirmation token up without changing anything (the confirm page's first view), with
 * the held changes' fields in words when the link is for changes to a confirmed subscription.
 */
export async function subscriptionByConfirmToken(token: string, prisma: Db = db()) {
  if (!isUrlId(token)) return null;
  const sub = await prisma.automationSubscription.findUnique({ where: { confirmToken: token }, select: { email: true, automationType: true, confirmedAt: true, unsubscribedAt: true, details: true } });
  if (!sub) return null;
  const { details, ...rest } = sub;
  const parsed = subscriptionDetailsJson.safeParse(details);
  const pending = parsed.ok ? parsed.value.pending : undefined;
  return { ...rest, pendingChanges: sub.confirmedAt && pending ? pendingChangesInWords(pending) : null };
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
