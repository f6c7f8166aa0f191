"use client";

import * as React from "react";
import { createPortal } from "react-dom";

import { useMounted } from "@/hooks/use-client-value";
import { cn } from "@/lib/utils";

interface Placement {
  top: number;
  left: number;
  width: number;
  maxHeight: number;
}

const GAP = 6;
const PREFERRED_HEIGHT = 288;

/** Where the list goes: under its field, or over it when the room below is short and above is larger. */
function place(anchor: HTMLElement): Placement {
  const r = anchor.getBoundingClientRect();
  const below = window.innerHeight - r.bottom - GAP - 8;
  const above = r.top - GAP - 8;
  const up = below < Math.min(PREFERRED_HEIGHT, 160) && above > below;
  const maxHeight = Math.max(120, Math.min(PREFERRED_HEIGHT, up ? above : below));
  return { top: up ? r.top - GAP - maxHeight : r.bottom + GAP, left: r.left, width: r.width, maxHeight };
}

interface FloatingListboxProps {
  /** The field the list belongs to. */
  anchor: React.RefObject<HTMLElement | null>;
  id: string;
  label: string;
  open: boolean;
  children: React.ReactNode;
  className?: string;
}

/**
 * A combobox's listbox, drawn in a portal on <body> at its field's position (fixed, following
 * scroll and resize), so no card, overflow or stacking context can clip it or draw over it.
 * Always in the DOM once the page has hydrated (hidden while closed), so `aria-controls` points
 * at a real element.
 */
export function FloatingListbox({ anchor, id, label, open, children, className }: FloatingListboxProps) {
  const mounted = useMounted();
  const [placement, setPlacement] = React.useState<Placement | null>(null);

  React.useEffect(() => {
    if (!open) return;
    const el = anchor.current;
    if (!el) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPlacement(place(el)));
    };
    update();
    window.addEventListener("scroll", update, true);
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update, true);
      window.removeEventListener("resize", update);
    };
  }, [open, anchor]);

  if (!mounted) return null;
  const shown = open && placement !== null;
  return createPortal(
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!shown}
      style={placement ? { top: placement.top, left: placement.left, width: placement.width, maxHeight: placement.maxHeight } : undefined}
      className={cn("bg-popover text-popover-foreground fixed z-50 overflow-auto rounded-xl border p-1 shadow-xl", className)}
      // Keeps focus in the field while an option is clicked.
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </ul>,
    document.body,
  );
}
