"use client";

import { useSyncExternalStore } from "react";

import { subscribeToStoredValue } from "@/lib/storage-events";
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES, isTheme, type Theme } from "@/lib/theme";

const EVENT = "tqv-theme-change";

/** The theme on <html> (set by the boot script before the first paint). */
function readTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

/**
 * Puts a theme on <html> without animating every colour to it: transitions are off for the one
 * style recalculation the change needs, and back on a tick later.
 */
function applyTheme(theme: Theme) {
  const root = document.documentElement;
  if (root.classList.contains(theme) && root.style.colorScheme === theme) return;
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(still);
  root.classList.remove(...THEMES);
  root.classList.add(theme);
  root.style.colorScheme = theme;
  window.getComputedStyle(document.body).getPropertyValue("color"); // the recalculation, with transitions off
  window.setTimeout(() => still.remove(), 1);
}

function subscribe(onChange: () => void): () => void {
  // Another tab switched: follow it, as that tab's visitor expects of this one.
  return subscribeToStoredValue(EVENT, (event) => {
    if (event.key !== THEME_STORAGE_KEY) return false;
    applyTheme(isTheme(event.newValue) ? event.newValue : DEFAULT_THEME);
    return true;
  }, onChange);
}

/** Switches the theme: on <html> now, in storage for the next visit, and in every useTheme. */
export function setTheme(theme: Theme) {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, quota): the theme holds for this page only.
  }
  window.dispatchEvent(new Event(EVENT));
}

/**
 * The current theme and its setter. The server renders the default (dark) and hydration uses it
 * too; the stored theme follows right after, with no mismatch in either theme.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  return { theme: useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME), setTheme };
}
