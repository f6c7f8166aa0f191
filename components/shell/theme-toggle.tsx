"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";

import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useMounted } from "@/hooks/use-client-value";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The server cannot know the stored theme, so the first client render (hydration) uses the
  // server's default, dark (SPEC §4), and the label follows the real theme once mounted: no
  // hydration mismatch in either theme. The icon needs no JS: CSS swaps it on html.light.
  const mounted = useMounted();
  const isLight = mounted && resolvedTheme === "light";
  const label = isLight ? "Switch to dark mode" : "Switch to light mode";
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} data-testid="theme-toggle" onClick={() => setTheme(isLight ? "dark" : "light")}>
          <Sun className="hidden size-5 [html.light_&]:block" />
          <Moon className="size-5 [html.light_&]:hidden" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
