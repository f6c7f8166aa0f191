"use client";

import { MoveHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { cn } from "@/lib/utils";

interface TableScrollerProps {
  /** Id of the element that names the table (its caption): the scroll region takes it as its name. */
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A wide table's horizontal scroller: a named region that takes keyboard focus (so arrow keys
 * scroll it), and, only while the table is wider than its box, a visible hint that there is
 * more to the side.
 */
export function TableScroller({ labelledBy, className, children }: TableScrollerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    // min-w-0: as a grid or flex item it may shrink below the table's width (the table scrolls instead of the page).
    <div className={cn("min-w-0", className)}>
      <div
        ref={ref}
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
        data-testid="table-scroller"
        data-overflowing={overflowing ? "true" : "false"}
        className="focus-visible:ring-ring overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
      >
        {children}
      </div>
      <p className={cn("text-muted-foreground mt-2 items-center gap-1.5 text-xs", overflowing ? "flex" : "hidden")} data-testid="table-scroll-hint">
        <MoveHorizontal className="size-3.5" aria-hidden /> Scroll sideways for every column.
      </p>
    </div>
  );
}
