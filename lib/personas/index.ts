/** The three oracle personas (SPEC §3). Pure data: safe for server and client. */

export const PERSONA_HANDLES = ["astra", "numa", "solara"] as const;
export type PersonaHandle = (typeof PERSONA_HANDLES)[number];

export const DEFAULT_PERSONA: PersonaHandle = "astra";
export const ACTIVE_PERSONA_STORAGE_KEY = "tqv-active-persona";

export interface PersonaPalette {
  /** oklch hue of the accent: Astra violet 265, Numa teal 182, Solara amber-orange 32. */
  accentHue: number;
  /** oklch hue that tints the page background: astra 260, numa 180, solara 320. */
  backgroundHue: number;
  accent: string;
  accentForeground: string;
  ring: string;
  /** "r g b" triplets, for rgb(var(--glow-rgb) / alpha). */
  glowRgb: string;
  glowSecondaryRgb: string;
  auroraGradient: string;
  oracleGradient: string;
  cardGradient: string;
}

export interface Persona {
  handle: PersonaHandle;
  displayName: string;
  role: string;
  /** What the oracle reads: used in copy such as "Astra reads the sky". */
  domain: "astrology" | "numerology" | "tarot";
  tagline: string;
  bio: string;
  avatarUrl: string;
  signature: string;
  palette: PersonaPalette;
}

export const PERSONAS: readonly Persona[] = [
  {
    handle: "astra",
    displayName: "Astra",
    role: "Astrology Oracle",
    domain: "astrology",
    tagline: "Reads the sky you were born under.",
    bio: "Astra has spent a lifetime looking up. She reads the sky you were born under as a map of weather rather than a verdict: the long cycles of Saturn, the quick turns of the Moon, the conversation between your chart and the planets moving overhead today. Her readings are spacious and unhurried, and they always end with something you can do this week.",
    avatarUrl: "/personas/astra.svg",
    signature: "The stars don't control you… they reveal you.",
    palette: {
      accentHue: 265,
      backgroundHue: 260,
      accent: "oklch(0.72 0.16 265)",
      accentForeground: "oklch(0.16 0.04 265)",
      ring: "oklch(0.72 0.16 265 / 0.55)",
      glowRgb: "139 116 255",
      glowSecondaryRgb: "86 140 255",
      auroraGradient: "linear-gradient(120deg, oklch(0.55 0.2 265 / 0.55), oklch(0.5 0.16 230 / 0.35), oklch(0.45 0.18 300 / 0.4))",
      oracleGradient: "linear-gradient(135deg, oklch(0.78 0.14 265), oklch(0.7 0.16 235))",
      cardGradient: "linear-gradient(160deg, oklch(0.72 0.16 265 / 0.14), transparent 60%)",
    },
  },
  {
    handle: "numa",
    displayName: "Numa",
    role: "Numerology Oracle",
    domain: "numerology",
    tagline: "Finds the rhythm in your numbers.",
    bio: "Numa believes every date and every name carries a rhythm, and that you deserve to see the arithmetic behind it. She shows her working: how your birth date reduces to a life path, why 11, 22 and 33 are kept whole, what your personal year asks of you. Precise, warm and never mystifying, she turns numbers into a calendar you can live by.",
    avatarUrl: "/personas/numa.svg",
    signature: "Numbers are the fingerprints of your soul.",
    palette: {
      accentHue: 182,
      backgroundHue: 180,
      accent: "oklch(0.76 0.12 182)",
      accentForeground: "oklch(0.17 0.04 182)",
      ring: "oklch(0.76 0.12 182 / 0.55)",
      glowRgb: "45 212 191",
      glowSecondaryRgb: "56 170 220",
      auroraGradient: "linear-gradient(120deg, oklch(0.58 0.12 182 / 0.5), oklch(0.52 0.1 215 / 0.35), oklch(0.5 0.12 160 / 0.35))",
      oracleGradient: "linear-gradient(135deg, oklch(0.8 0.12 182), oklch(0.72 0.11 210))",
      cardGradient: "linear-gradient(160deg, oklch(0.76 0.12 182 / 0.14), transparent 60%)",
    },
  },
  {
    handle: "solara",
    displayName: "Solara",
    role: "Tarot Oracle",
    domain: "tarot",
    tagline: "Answers the question you actually asked.",
    bio: "Solara shuffles with intent and speaks plainly. She reads the cards as mirrors: what you already know, what you are avoiding, and the path that opens when you stop bargaining with yourself. Her spreads answer the question you actually asked, honour reversals, and leave you with a practice, not a prophecy.",
    avatarUrl: "/personas/solara.svg",
    signature: "The cards never lie… but they speak in mirrors.",
    palette: {
      accentHue: 32,
      backgroundHue: 320,
      accent: "oklch(0.78 0.15 52)",
      accentForeground: "oklch(0.2 0.05 40)",
      ring: "oklch(0.78 0.15 52 / 0.55)",
      glowRgb: "251 146 60",
      glowSecondaryRgb: "236 72 153",
      auroraGradient: "linear-gradient(120deg, oklch(0.62 0.17 32 / 0.5), oklch(0.5 0.17 350 / 0.38), oklch(0.55 0.14 60 / 0.35))",
      oracleGradient: "linear-gradient(135deg, oklch(0.82 0.14 70), oklch(0.7 0.18 32))",
      cardGradient: "linear-gradient(160deg, oklch(0.78 0.15 52 / 0.14), transparent 60%)",
    },
  },
];

export function isPersonaHandle(value: unknown): value is PersonaHandle {
  return typeof value === "string" && (PERSONA_HANDLES as readonly string[]).includes(value);
}

export function getPersona(handle: string | null | undefined): Persona | undefined {
  return PERSONAS.find((p) => p.handle === handle);
}

/** The persona for a handle, falling back to the default (or the first in the list). */
export function personaOrDefault(handle: string | null | undefined): Persona {
  return getPersona(handle) ?? getPersona(DEFAULT_PERSONA) ?? (PERSONAS[0] as Persona);
}
