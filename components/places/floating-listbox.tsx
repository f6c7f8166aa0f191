"use client";

import * as React from "react";
import { createPortal } from "react-dom";

import { useMounted } from "@/hooks/use-client-value";
import { cn } from "@/lib/utils";

/** CSS lengths for the list's fixed position: `top` when it hangs below its field, `bottom` when it sits above. */
interface Placement {
  top: string;
  bottom: string;
  left: string;
  width: string;
  maxHeight: string;
}

const GAP = 6;
const PREFERRED_HEIGHT = 288;

/**
 * Where the list goes: under its field, or over it when the room below is short and above is
 * larger. Over it, the list is pinned by its bottom edge, so a short list sits on the field too.
 */
function place(anchor: HTMLElement): Placement {
  const r = anchor.getBoundingClientRect();
  const below = window.innerHeight - r.bottom - GAP - 8;
  const above = r.top - GAP - 8;
  const up = below < Math.min(PREFERRED_HEIGHT, 160) && above > below;
  const maxHeight = Math.max(120, Math.min(PREFERRED_HEIGHT, up ? above : below));
  return {
    top: up ? "" : `${r.bottom + GAP}px`,
    bottom: up ? `${window.innerHeight - r.top + GAP}px` : "",
    left: `${r.left}px`,
    width: `${r.width}px`,
    maxHeight: `${maxHeight}px`,
  };
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
 * scroll, resize and layout), so no card, overflow or stacking context can clip it or draw over it.
 * Always in the DOM once the page has hydrated (hidden while closed), so `aria-controls` points
 * at a real element.
 */
export function FloatingListbox({ anchor, id, label, open, children, className }: FloatingListboxProps) {
  const mounted = useMounted();
  const list = React.useRef<HTMLUListElement>(null);

  // Placed before the first paint, then kept on its field every frame while open: scrolling,
  // resizing, and anything that moves the field without either (a card inserted above the form, an
  // error message growing) all move the list with it. Written to the element's style: a position
  // that follows the page is not React state, and re-rendering the options every frame would be waste.
  React.useLayoutEffect(() => {
    const el = anchor.current;
    const ul = list.current;
    if (!open || !el || !ul) return;
    let last = "";
    let frame = 0;
    const follow = () => {
      const placement = place(el);
      const key = Object.values(placement).join(" ");
      if (key !== last) {
        last = key;
        Object.assign(ul.style, placement);
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [open, anchor, mounted]);

  if (!mounted) return null;
  return createPortal(
    <ul
      ref={list}
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className={cn("bg-popover text-popover-foreground fixed z-50 overflow-auto rounded-xl border p-1 shadow-xl", className)}
      // Keeps focus in the field while an option is clicked.
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </ul>,
    document.body,
  );
}
