"use client";

import { useMemory } from "@/hooks/use-memory";
import { useSession } from "@/hooks/use-session";
import type { SessionUser } from "@/lib/auth/session-user";
import { intentionLabel, type Intention } from "@/lib/intentions";
import { welcomeCopy } from "@/lib/welcome";

/**
 * The welcome line under the portal's greeting (SPEC §1): when the stars were last charted, from
 * the account (its newest blueprint, read with the page) and any blueprint charted here since, so
 * it never says "awaits its first reading" above existing blueprints.
 */
export function WelcomeLine({ user }: { user: SessionUser }) {
  const memory = useMemory();
  // "3 minutes ago" is worked out again in the browser, which may already be a minute later than
  // the server: that one text may differ at hydration (React #418 otherwise).
  return (
    <p className="text-muted-foreground mt-3" suppressHydrationWarning>
      {welcomeCopy(user, memory, new Date()).line}
    </p>
  );
}

/** The account's focus (SPEC §4 "current intention"), as the page read it or as since changed in this tab. */
export function RememberedIntention({ intention }: { intention: Intention | null }) {
  const { user } = useSession();
  const label = intentionLabel(user ? user.intention : intention);
  return label ?? <span className="text-muted-foreground font-normal">Not set</span>;
}
