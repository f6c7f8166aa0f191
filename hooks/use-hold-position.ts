"use client";

import * as React from "react";

/**
 * Keeps an element where it is on screen while focus is inside it and the page around it changes
 * size: a refresh that puts a card above a form the person is typing in must not push the form
 * (and the field they are in) out of view. Browsers' own scroll anchoring does this only once the
 * page has been scrolled; at the very top it lets everything below jump. Where the browser has
 * already anchored, the element has not moved, and this does nothing.
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
      if (moved !== 0 && el.contains(document.activeElement)) window.scrollBy({ top: moved, behavior: "instant" });
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
