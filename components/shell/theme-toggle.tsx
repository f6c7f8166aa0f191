"use client";

import { Moon, Sun } from "lucide-react";
import { useTheme } from "next-themes";

import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // Before hydration resolvedTheme is undefined; the default is dark (SPEC §4).
  const isLight = resolvedTheme === "light";
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
