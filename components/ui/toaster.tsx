"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

// SPEC §9: at most one toast at once, 5000 ms, swipe right to dismiss, F8 focuses the
// viewport, and the viewport is at most 420px wide from medium screens up.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "light" ? "light" : "dark"}
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      position="bottom-right"
      closeButton
      style={{ "--width": "min(420px, calc(100vw - 32px))" } as React.CSSProperties}
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border !rounded-xl !shadow-xl",
          description: "!text-muted-foreground",
        },
      }}
    />
  );
}
