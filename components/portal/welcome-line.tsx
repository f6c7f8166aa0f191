"use client";

import { useMemory } from "@/hooks/use-memory";
import type { SessionUser } from "@/lib/auth/session-user";
import { intentionLabel } from "@/lib/intentions";
import { welcomeCopy } from "@/lib/welcome";

/** The welcome line under the portal's greeting: when the stars were last charted, from this browser's memory (SPEC §1). */
export function WelcomeLine({ user }: { user: Pick<SessionUser, "fullName" | "username"> }) {
  const memory = useMemory();
  return <p className="text-muted-foreground mt-3">{welcomeCopy(user, memory, new Date()).line}</p>;
}

/** The intention this browser remembers (SPEC §4), for the portal's snapshot. */
export function RememberedIntention() {
  const label = intentionLabel(useMemory().intention);
  return label ?? <span className="text-muted-foreground font-normal">Not set</span>;
}
