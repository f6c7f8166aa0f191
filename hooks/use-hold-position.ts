"use client";

import * as React from "react";

/** A field the person is typing in (not a button they have just pressed). */
function editing(el: HTMLElement): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !el.contains(focused)) return false;
  return focused.isContentEditable || focused instanceof HTMLTextAreaElement || focused instanceof HTMLSelectElement || (focused instanceof HTMLInputElement && !["button", "submit", "reset", "checkbox", "radio"].includes(focused.type));
}

/**
 * Keeps an element where it is on screen while the person is typing in it and the page around it
 * changes size: a refresh that puts a card above a form must not push the form (and the field they
 * are in) out of view. Browsers' own scroll anchoring does this only once the page has been
 * scrolled; at the very top it lets everything below jump. Where the browser has already anchored,
 * the element has not moved, and this does nothing. With focus on a button (the form just sent),
 * the page flows as usual, so what the answer put above is seen.
 */
export function useHoldPosition(ref: React.RefObject<HTMLElement | null>) {
  React.useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    let top = el.getBoundingClientRect().top;
    const remember = () => {
      top = el.getBoundingClientRect().top;
    };
    const observer = new ResizeObserver(() => {
      const moved = el.getBoundingClientRect().top - top;
      if (moved !== 0 && editing(el)) window.scrollBy({ top: moved, behavior: "instant" });
      remember();
    });
    observer.observe(document.body);
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("resize", remember);
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", remember);
      window.removeEventListener("resize", remember);
    };
  }, [ref]);
}
