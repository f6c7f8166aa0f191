import { formatDistance } from "date-fns";

import { greetingName, type SessionUser } from "@/lib/auth/session-user";
import { intentionLabel } from "@/lib/intentions";
import type { Memory } from "@/lib/memory";

export const SIGNED_OUT_LINE = "Sign in to begin your celestial logbook.";
export const NO_READING_LINE = "Your cosmic compass awaits its first reading.";

/** "3 days ago", or null when the stored timestamp is missing or unreadable. */
function lastChartedAgo(lastReading: string | null, now: Date): string | null {
  if (!lastReading) return null;
  const at = new Date(lastReading);
  if (Number.isNaN(at.getTime())) return null;
  return formatDistance(at, now, { addSuffix: true });
}

/** The welcome card's texts (SPEC §1), from the session and the remembered memory. */
export function welcomeCopy(user: Pick<SessionUser, "fullName" | "username"> | null, memory: Memory, now: Date) {
  const intention = intentionLabel(memory.intention);
  if (!user) return { title: null, line: SIGNED_OUT_LINE, intention };
  const ago = lastChartedAgo(memory.lastReading, now);
  return {
    title: `Welcome back, ${greetingName(user)}.`,
    line: ago ? `Your stars were last charted ${ago}.` : NO_READING_LINE,
    intention,
  };
}
