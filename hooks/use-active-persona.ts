"use client";

import { useCallback, useSyncExternalStore } from "react";

import { getSessionUser, setSessionUser, type SessionUser } from "@/hooks/use-session";
import { apiPost } from "@/lib/api-client";
import { DEFAULT_PERSONA, personaOrDefault, type PersonaHandle } from "@/lib/personas";
import { readActivePersona, setActivePersona, subscribeToActivePersona } from "@/lib/personas/active";

/**
 * The active oracle. Choosing one applies it at once; for a signed-in seeker it is also stored on
 * the account (POST /api/account/preferences), so every device opens with it.
 */
export function useActivePersona() {
  const handle = useSyncExternalStore(subscribeToActivePersona, readActivePersona, () => DEFAULT_PERSONA);
  const setPersona = useCallback(
    (next: PersonaHandle) => {
      setActivePersona(next);
      const user = getSessionUser();
      if (!user || user.personaHandle === next) return;
      const updated: SessionUser = { ...user, personaHandle: next };
      setSessionUser(updated);
      // The palette has changed already; if the account could not be told, the next visit shows the old one.
      apiPost<{ user: SessionUser }>("/api/account/preferences", { personaHandle: next }).catch(() => undefined);
    },
    [],
  );
  return { persona: personaOrDefault(handle), setPersona };
}
