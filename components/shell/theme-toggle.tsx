"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";

import { buttonVariants } from "@/components/ui/button-variants";
import { useMounted } from "@/hooks/use-client-value";

/**
 * SPEC §9: the tooltip opens after 700 ms (hover or keyboard focus). Drawn in CSS (globals.css,
 * .css-tooltip) rather than with Radix's Tooltip, which put ~10 kB on every page for this one hint.
 */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know the stored theme, so the first client render (hydration) uses the
  // server's default, dark (SPEC §4), and the label follows the real theme once mounted: no
  // hydration mismatch in either theme. The icon needs no JS: CSS swaps it on html.light.
  const mounted = useMounted();
  const isLight = mounted && resolvedTheme === "light";
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
