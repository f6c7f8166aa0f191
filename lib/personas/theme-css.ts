import { PERSONAS, type Persona } from "./index";

/**
 * CSS for every persona, generated from the palette data so the palette has one source.
 * `[data-persona]` is set on <html> (so tokens cascade everywhere) and on <body> (SPEC's marker).
 * The semantic tokens in globals.css are derived from the oklch tints (`--persona-tint`,
 * `--persona-bg-tint`); `--persona-hue` and `--persona-bg-hue` carry the SPEC's own numbers.
 */
function block(p: Persona): string {
  const x = p.palette;
  return `[data-persona="${p.handle}"]{--persona-hue:${x.accentHue};--persona-bg-hue:${x.backgroundHue};--persona-tint:${x.tintHue};--persona-bg-tint:${x.backgroundTintHue};--persona-accent:${x.accent};--persona-accent-foreground:${x.accentForeground};--persona-ring:${x.ring};--glow-rgb:${x.glowRgb};--glow-secondary-rgb:${x.glowSecondaryRgb};--aurora-gradient:${x.auroraGradient};--oracle-gradient:${x.oracleGradient};--card-gradient:${x.cardGradient}}`;
}

export function personaThemeCss(): string {
  return PERSONAS.map(block).join("\n");
}

/** Applies a persona's palette and marker to the live document (client only). */
export function applyPersonaToDocument(handle: string): void {
  document.documentElement.dataset.persona = handle;
  document.body.dataset.persona = handle;
}
