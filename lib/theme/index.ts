/**
 * The colour theme (SPEC §4): light or dark, dark by default, stored in localStorage under `theme`
 * and shown as a class on <html>. Our own few lines rather than next-themes, which on every page
 * load re-applied the theme the boot script had already set, with a transition-blocking stylesheet
 * and a forced style recalculation: two full-document restyles on a phone's main thread while the
 * page hydrates (issue 16). Here the document is touched only when the theme actually changes.
 */
export const THEME_STORAGE_KEY = "theme";
export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "dark" || value === "light";
}

/**
 * Runs inline at the top of <body>, before the first paint: the stored theme's class (and
 * color-scheme, for form controls and scrollbars) on <html>. Mirrors applyTheme in use-theme.ts.
 */
export function themeBootScript(): string {
  const key = JSON.stringify(THEME_STORAGE_KEY);
  const fallback = JSON.stringify(DEFAULT_THEME);
  return `(function(){var t=${fallback};try{var s=localStorage.getItem(${key});if(s==="light"||s==="dark")t=s;}catch(e){}var d=document.documentElement;d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t;})();`;
}
