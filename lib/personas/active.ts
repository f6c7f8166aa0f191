/** The active persona store (SPEC §4): localStorage `tqv-active-persona`, default astra. */
import { subscribeToStoredValue } from "@/lib/storage-events";

import { ACTIVE_PERSONA_STORAGE_KEY, DEFAULT_PERSONA, isPersonaHandle, PERSONAS, type PersonaHandle } from "./index";
import { applyPersonaToDocument } from "./theme-css";

const EVENT = "tqv-persona-change";

export function readActivePersona(): PersonaHandle {
  try {
    const stored = window.localStorage.getItem(ACTIVE_PERSONA_STORAGE_KEY);
    if (isPersonaHandle(stored)) return stored;
  } catch {
    // storage unavailable
  }
  return isPersonaHandle(DEFAULT_PERSONA) ? DEFAULT_PERSONA : (PERSONAS[0]?.handle ?? "astra");
}

export function setActivePersona(handle: PersonaHandle): void {
  try {
    window.localStorage.setItem(ACTIVE_PERSONA_STORAGE_KEY, handle);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  applyPersonaToDocument(handle);
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Logout: the seeker's oracle leaves with them; the page returns to the default palette. */
export function forgetActivePersona(): void {
  try {
    window.localStorage.removeItem(ACTIVE_PERSONA_STORAGE_KEY);
  } catch {
    // storage unavailable
  }
  applyPersonaToDocument(readActivePersona());
  window.dispatchEvent(new CustomEvent(EVENT));
}

export function subscribeToActivePersona(onChange: () => void): () => void {
  return subscribeToStoredValue(EVENT, (event) => {
    if (event.key !== ACTIVE_PERSONA_STORAGE_KEY) return false;
    applyPersonaToDocument(readActivePersona());
    return true;
  }, onChange);
}

/**
 * Runs inline at the top of <body>, before first paint, so a returning seeker never sees the
 * default palette flash. Kept tiny and dependency-free; mirrors readActivePersona().
 */
export function personaBootScript(): string {
  const handles = JSON.stringify(PERSONAS.map((p) => p.handle));
  return `(function(){try{var h=localStorage.getItem(${JSON.stringify(ACTIVE_PERSONA_STORAGE_KEY)});if(${handles}.indexOf(h)<0)h=${JSON.stringify(DEFAULT_PERSONA)};document.documentElement.dataset.persona=h;document.body.dataset.persona=h;}catch(e){}})();`;
}
