import "server-only";

import { hashPassword } from "@/lib/auth/password";
import type { Db } from "./client";

/** The demo seeker a fresh `npm run dev` can log in with (README). */
export const DEMO_SEEKER = {
  email: "seeker@quantumveil.dev",
  password: "stardust-seeker",
  username: "stardust",
  fullName: "Luna Everhart",
  dateOfBirth: "1990-05-14",
  timeOfBirth: "08:15",
  placeOfBirth: "London, United Kingdom",
  intention: "alignment",
  personaHandle: "astra",
} as const;

/** Idempotent: creates the demo seeker once. Returns whether anything was written. */
export async function seed(prisma: Pick<Db, "user">): Promise<boolean> {
  const existing = await prisma.user.findUnique({ where: { email: DEMO_SEEKER.email }, select: { id: true } });
  if (existing) return false;
  const { password, ...profile } = DEMO_SEEKER;
  await prisma.user.create({ data: { ...profile, passwordHash: await hashPassword(password) } });
  return true;
}
