/** The three oracle personas (SPEC §3). Pure data: safe for server and client. */

import { PERSONA_HANDLES, type PersonaHandle } from "@/lib/oracle/voices/personas";

// The handles are the engine's list (the engine may not import the app), so there is one of them.
export { PERSONA_HANDLES, type PersonaHandle };

export const DEFAULT_PERSONA: PersonaHandle = "astra";
export const ACTIVE_PERSONA_STORAGE_KEY = "tqv-active-persona";

export interface PersonaPalette {
  /** SPEC §3 accent hue, on the HSL colour wheel: Astra violet 265, Numa teal 182, Solara amber-orange 32. */
  accentHue: number;
  /** SPEC §3 background hue, on the HSL colour wheel: astra 260, numa 180, solara 320. */
  backgroundHue: number;
  /**
   * The same two hues on the oklch wheel, which every colour below is written in (oklch keeps
   * lightness even across personas). The wheels differ: oklch 265 is blue and oklch 32 is rose,
   * so the SPEC hues are converted, not reused (see `oklchHueOf`, checked by the unit test).
   */
  tintHue: number;
  backgroundTintHue: number;
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
      tintHue: 295,
      backgroundTintHue: 285,
      accent: "oklch(0.72 0.16 295)",
      accentForeground: "oklch(0.16 0.04 295)",
      ring: "oklch(0.72 0.16 295 / 0.55)",
      glowRgb: "173 141 253",
      glowSecondaryRgb: "109 149 238",
      auroraGradient: "linear-gradient(120deg, oklch(0.55 0.2 295 / 0.55), oklch(0.5 0.16 265 / 0.35), oklch(0.45 0.18 325 / 0.4))",
      oracleGradient: "linear-gradient(135deg, oklch(0.8 0.13 300), oklch(0.7 0.16 270))",
      cardGradient: "linear-gradient(160deg, oklch(0.72 0.16 295 / 0.14), transparent 60%)",
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
      tintHue: 198,
      backgroundTintHue: 195,
      accent: "oklch(0.76 0.12 198)",
      accentForeground: "oklch(0.17 0.04 198)",
      ring: "oklch(0.76 0.12 198 / 0.55)",
      glowRgb: "48 200 204",
      glowSecondaryRgb: "86 178 212",
      auroraGradient: "linear-gradient(120deg, oklch(0.58 0.12 198 / 0.5), oklch(0.52 0.1 230 / 0.35), oklch(0.5 0.12 175 / 0.35))",
      oracleGradient: "linear-gradient(135deg, oklch(0.82 0.12 190), oklch(0.72 0.11 222))",
      cardGradient: "linear-gradient(160deg, oklch(0.76 0.12 198 / 0.14), transparent 60%)",
    },
  },
  {
    handle: "solara",
    displayName: "Solara",
    role: "Tarot Oracle",
    domain: "tarot",
    tagline: "Answers the question you actually asked.",
    bio: "Solara reads the cards drawn for your question and speaks plainly. She reads the cards as mirrors: what you already know, what you are avoiding, and the path that opens when you stop bargaining with yourself. Her spreads answer the question you actually asked, honour reversals, and leave you with a practice, not a prophecy.",
    avatarUrl: "/personas/solara.svg",
    signature: "The cards never lie… but they speak in mirrors.",
    palette: {
      accentHue: 32,
      backgroundHue: 320,
      tintHue: 60,
      backgroundTintHue: 345,
      accent: "oklch(0.78 0.15 60)",
      accentForeground: "oklch(0.2 0.05 50)",
      ring: "oklch(0.78 0.15 60 / 0.55)",
      glowRgb: "252 158 71",
      glowSecondaryRgb: "246 110 92",
      auroraGradient: "linear-gradient(120deg, oklch(0.62 0.17 50 / 0.5), oklch(0.5 0.17 355 / 0.38), oklch(0.6 0.14 75 / 0.35))",
      oracleGradient: "linear-gradient(135deg, oklch(0.84 0.14 80), oklch(0.7 0.18 45))",
      cardGradient: "linear-gradient(160deg, oklch(0.78 0.15 60 / 0.14), transparent 60%)",
    },
  },
];

/**
 * The oklch hue of a hue on the HSL colour wheel (taken at 85% saturation, 50% lightness, where
 * the SPEC's colour names hold). Used by the unit test to keep `tintHue` honest to the SPEC hues.
 */
export function oklchHueOf(hslHue: number): number {
  const s = 0.85;
  const l = 0.5;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hslHue / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(0), channel(8), channel(4)];
  const lms = [
    Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
    Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
    Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b),
  ] as const;
  const A = 1.9779984951 * lms[0] - 2.428592205 * lms[1] + 0.4505937099 * lms[2];
  const B = 0.0259040371 * lms[0] + 0.7827717662 * lms[1] - 0.808675766 * lms[2];
  return ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
}

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
