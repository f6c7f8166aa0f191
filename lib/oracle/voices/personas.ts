/**
 * The three oracles' handles: the engine's own list (lib/oracle imports nothing outside itself).
 * The app's persona module (lib/personas) re-exports it, so there is one list everywhere.
 */
export const PERSONA_HANDLES = ["astra", "numa", "solara"] as const;
export type PersonaHandle = (typeof PERSONA_HANDLES)[number];
