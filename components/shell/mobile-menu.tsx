"use client";

import { Menu } from "lucide-react";
import * as React from "react";

import { buttonVariants } from "@/components/ui/button-variants";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = React.lazy(loadSheet);

/**
 * SPEC §2 Shell, mobile: welcome card (signed in), nav links, then account actions; closes on any
 * link or button. The button is plain; the sheet (Radix Dialog, mobile-menu-sheet.tsx) is fetched
 * on first touch or focus, so no page load pays for it (issue 16).
 */
export function MobileMenu() {
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-slot="button"
        className={`${buttonVariants({ variant: "ghost", size: "icon" })} xl:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        data-testid="mobile-menu-trigger"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" />
      </button>
      {wanted ? (
        <React.Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </React.Suspense>
      ) : null}
    </>
  );
}
