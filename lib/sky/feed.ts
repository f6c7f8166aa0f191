import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { appBaseUrl } from "@/lib/app-url";
import { db, type Db } from "@/lib/db";

import { buildIcs } from "./ics";
import { latestBlueprintSubject, skyCalendar } from "./personal-sky";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new private feed link for the seeker (the old one stops working). The token is only ever returned here. */
export async function createSkyFeed(userId: string, { prisma = db(), origin }: { prisma?: Db; origin?: string | null } = {}): Promise<{ url: string }> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashOf(token);
  await prisma.skyFeed.upsert({ where: { userId }, create: { userId, tokenHash }, update: { tokenHash, createdAt: new Date() } });
  return { url: new URL(`/api/sky/feed/${token}`, appBaseUrl(origin)).toString() };
}

/** The feed's iCalendar text: the next 60 days of exact transits, stations and lunations; null for an unknown token or no blueprint. */
export async function skyFeedIcs(token: string, { prisma = db(), now = new Date() }: { prisma?: Db; now?: Date } = {}): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const feed = await prisma.skyFeed.findUnique({ where: { tokenHash: hashOf(token) }, select: { userId: true } });
  if (!feed) return null;
  const subject = await latestBlueprintSubject(feed.userId, prisma);
  if (!subject) return null;
  // From yesterday, so an event of the last hours is still there when the calendar refreshes.
  const calendar = skyCalendar(subject, 60, { now: new Date(now.getTime() - 86_400_000), timezone: "UTC" });
  const today = new URL("/portal/today", appBaseUrl()).toString();
  return buildIcs(
    "Your sky · The Quantum Veil",
    calendar.events.filter((e) => e.kind !== "ingress" || e.significance >= 150).map((e) => ({ uid: `${e.id}@quantumveil`, at: new Date(e.at), title: e.title, description: e.text, url: today })),
    now,
  );
}
