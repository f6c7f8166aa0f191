"use client";

import { Moon, Sun } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { useTheme } from "@/hooks/use-theme";

/**
 * SPEC §9: the tooltip opens after 700 ms (hover or keyboard focus). Drawn in CSS (globals.css,
 * .css-tooltip) rather than with Radix's Tooltip, which put ~10 kB on every page for this one hint.
 */
export function ThemeToggle() {
  // The server cannot know the stored theme, so hydration uses the default, dark (SPEC §4), and
  // the label follows the real theme right after: no hydration mismatch in either theme. The icon
  // needs no JS: CSS swaps it on html.light.
  const { theme, setTheme } = useTheme();
  const isLight = theme === "light";
  const label = isLight ? "Switch to dark mode" : "Switch to light mode";
  return (
    <span className="css-tooltip relative inline-flex">
      <button
        type="button"
        data-slot="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label={label}
        data-testid="theme-toggle"
        onClick={() => setTheme(isLight ? "dark" : "light")}
      >
        <Sun className="hidden size-5 [html.light_&]:block" />
        <Moon className="size-5 [html.light_&]:hidden" />
      </button>
      <span aria-hidden="true" className="css-tooltip__content bg-popover text-popover-foreground rounded-md border px-3 py-1.5 text-xs whitespace-nowrap shadow-md">
        {label}
      </span>
    </span>
  );
}
