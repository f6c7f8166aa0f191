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
      const { top, left, width, maxHeight } = place(el);
      const key = `${top} ${left} ${width} ${maxHeight}`;
      if (key !== last) {
        last = key;
        Object.assign(ul.style, { top: `${top}px`, left: `${left}px`, width: `${width}px`, maxHeight: `${maxHeight}px` });
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
