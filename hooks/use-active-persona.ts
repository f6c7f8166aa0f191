"use client";

import { useSyncExternalStore } from "react";

import { DEFAULT_PERSONA, personaOrDefault } from "@/lib/personas";
import { readActivePersona, setActivePersona, subscribeToActivePersona } from "@/lib/personas/active";

export function useActivePersona() {
  const handle = useSyncExternalStore(subscribeToActivePersona, readActivePersona, () => DEFAULT_PERSONA);
  return { persona: personaOrDefault(handle), setPersona: setActivePersona };
}
