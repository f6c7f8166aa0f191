"use client";

import * as React from "react";

import { useSession } from "@/hooks/use-session";
import { getMemorySnapshot, rememberIntention, rememberLastReading } from "@/lib/memory";
import { readActivePersona, setActivePersona } from "@/lib/personas/active";

/**
 * The account is the truth; this browser's storage is its cache (issue 15). Whenever the session
 * is read, the oracle, focus and last blueprint it carries are copied into the cache the header,
 * the welcome card and the palette read, so a second device looks like the first.
 */
export function SessionSync() {
  const { user } = useSession();
  React.useEffect(() => {
    if (!user) return;
    if (user.personaHandle && readActivePersona() !== user.personaHandle) setActivePersona(user.personaHandle);
    const memory = getMemorySnapshot();
    if (memory.intention !== user.intention) rememberIntention(user.intention);
    if (user.lastChartedAt && (!memory.lastReading || new Date(memory.lastReading) < new Date(user.lastChartedAt))) {
      rememberLastReading(new Date(user.lastChartedAt));
    }
  }, [user]);
  return null;
}
