import type { PersonaHandle } from "@/lib/personas";

/**
 * Email colours in hex (mail clients do not know oklch), from the personas' emblem colours.
 * Light is the default (most clients); the dark set is applied through prefers-color-scheme
 * (Apple Mail, iOS, Outlook.com) and survives Gmail's forced inversion because every text
 * colour sits on a background chosen with it.
 */
export interface EmailPalette {
  deep: string;
  mid: string;
  light: string;
  /** Accent for text on the light page (AA on #fffaf2). */
  accentOnLight: string;
  /** Accent for text on the dark page (AA on #17131f). */
  accentOnDark: string;
  glyph: string;
}

export const EMAIL_PALETTES: Record<PersonaHandle, EmailPalette> = {
  astra: { deep: "#1b1538", mid: "#8b74ff", light: "#d9d0ff", accentOnLight: "#5a3fd0", accentOnDark: "#c2b4ff", glyph: "✦" },
  numa: { deep: "#0c2629", mid: "#2dd4bf", light: "#c8f5ee", accentOnLight: "#0f6e66", accentOnDark: "#6ee7d6", glyph: "◇" },
  solara: { deep: "#2e1424", mid: "#fb923c", light: "#ffe2bf", accentOnLight: "#a3480b", accentOnDark: "#fdba74", glyph: "☼" },
};

export const PAGE = {
  light: { background: "#f3eee4", card: "#fffaf2", ink: "#2a2433", muted: "#5f566b", rule: "#e6ddcd", panel: "#f6efe3" },
  dark: { background: "#0f0d16", card: "#17131f", ink: "#ece8f4", muted: "#b3abc2", rule: "#2c2638", panel: "#1f1a2a" },
} as const;

export const FONTS = {
  serif: "Georgia, 'Times New Roman', Times, serif",
  sans: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
};

/** Dark-mode overrides, by class. !important beats the inline light styles. */
export function darkModeCss(p: EmailPalette): string {
  const d = PAGE.dark;
  const rules = `
    .qv-page { background-color: ${d.background} !important; }
    .qv-card { background-color: ${d.card} !important; border-color: ${d.rule} !important; }
    .qv-ink { color: ${d.ink} !important; }
    .qv-muted { color: ${d.muted} !important; }
    .qv-accent { color: ${p.accentOnDark} !important; }
    .qv-panel { background-color: ${d.panel} !important; border-color: ${d.rule} !important; }
    .qv-panel-top { border-top-color: ${p.mid} !important; }
    .qv-rule { border-color: ${d.rule} !important; }
    .qv-link { color: ${p.accentOnDark} !important; }`;
  return `
    :root { color-scheme: light dark; supported-color-schemes: light dark; }
    @media (prefers-color-scheme: dark) { ${rules} }
    [data-ogsc] .qv-ink { color: ${d.ink} !important; }
    [data-ogsc] .qv-muted { color: ${d.muted} !important; }
    [data-ogsc] .qv-accent, [data-ogsc] .qv-link { color: ${p.accentOnDark} !important; }
    @media only screen and (max-width: 520px) {
      .qv-body { padding: 28px 20px !important; }
      .qv-head { padding: 26px 20px !important; }
      .qv-col { display: block !important; width: 100% !important; }
    }`;
}
