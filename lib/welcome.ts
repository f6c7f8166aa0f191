import { formatDistance } from "date-fns";

import { greetingName, type SessionUser } from "@/lib/auth/session-user";
import { intentionLabel } from "@/lib/intentions";
import type { Memory } from "@/lib/memory";

import { NO_READING_LINE, SIGNED_OUT_LINE } from "./welcome-lines";

export { NO_READING_LINE, SIGNED_OUT_LINE } from "./welcome-lines";

/** "3 days ago", or null when the stored timestamp is missing or unreadable. */
function lastChartedAgo(lastReading: string | null, now: Date): string | null {
  if (!lastReading) return null;
  const at = new Date(lastReading);
  if (Number.isNaN(at.getTime())) return null;
  return formatDistance(at, now, { addSuffix: true });
}

/** The later of two ISO times (either may be missing). */
function latest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return new Date(a).getTime() >= new Date(b).getTime() ? a : b;
}

type WelcomeUser = Pick<SessionUser, "fullName" | "username"> & Partial<Pick<SessionUser, "intention" | "lastChartedAt">>;

/**
 * The welcome card's texts (SPEC §1). Signed in, the account is the truth (its intention and its
 * newest blueprint), and this browser's memory only adds a reading charted since the session was
 * read; signed out, nothing personal is shown.
 */
export function welcomeCopy(user: WelcomeUser | null, memory: Memory, now: Date) {
  if (!user) return { title: null, line: SIGNED_OUT_LINE, intention: null };
  const intention = intentionLabel(user.intention === undefined ? memory.intention : user.intention);
  const ago = lastChartedAgo(latest(user.lastChartedAt ?? null, memory.lastReading), now);
  return {
    title: `Welcome back, ${greetingName(user)}.`,
    line: ago ? `Your stars were last charted ${ago}.` : NO_READING_LINE,
    intention,
  };
}
