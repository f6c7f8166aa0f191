"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

import { SESSION_QUERY_KEY, type SessionUser } from "@/hooks/use-session";
import { apiPost } from "@/lib/api-client";
import { DEFAULT_PERSONA, personaOrDefault, type PersonaHandle } from "@/lib/personas";
import { readActivePersona, setActivePersona, subscribeToActivePersona } from "@/lib/personas/active";

/**
 * The active oracle. Choosing one applies it at once; for a signed-in seeker it is also stored on
 * the account (POST /api/account/preferences), so every device opens with it.
 */
export function useActivePersona() {
  const handle = useSyncExternalStore(subscribeToActivePersona, readActivePersona, () => DEFAULT_PERSONA);
  const queryClient = useQueryClient();
  const setPersona = useCallback(
    (next: PersonaHandle) => {
      setActivePersona(next);
      const user = queryClient.getQueryData<SessionUser | null>(SESSION_QUERY_KEY);
      if (!user || user.personaHandle === next) return;
      const updated: SessionUser = { ...user, personaHandle: next };
      queryClient.setQueryData(SESSION_QUERY_KEY, updated);
      // The palette has changed already; if the account could not be told, the next visit shows the old one.
      apiPost<{ user: SessionUser }>("/api/account/preferences", { personaHandle: next }).catch(() => undefined);
    },
    [queryClient],
  );
  return { persona: personaOrDefault(handle), setPersona };
}
