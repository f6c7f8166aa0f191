"use client";

import { Link } from "@/components/ui/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { SheetContent, SheetDescription, Sheet, SheetTitle } from "@/components/ui/sheet";
import { headerLinks } from "@/config/site";
import { useSession } from "@/hooks/use-session";

import { PersonaButtons } from "./persona-switcher";
import { useLogout } from "./use-logout";
import { WelcomeCard } from "./welcome-card";

interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus returns to it when the sheet closes (the sheet has no Radix trigger). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's Radix sheet: fetched when the menu button is first used (mobile-menu.tsx). */
export default function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  const { user } = useSession();
  const { logout, pending } = useLogout();
  const links = headerLinks(Boolean(user));
  const outline = buttonVariants({ variant: "outline" });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        data-testid="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          // Any link or button closes the menu (SPEC §2 Shell). Bubble phase on purpose: closing in
          // the capture phase unmounts the sheet before the clicked button's own handler runs
          // (Logout then never fired).
          if (target.closest("a, button")) onOpenChange(false);
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation and your account</SheetDescription>
        {user ? <WelcomeCard /> : null}
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:bg-accent focus-visible:ring-ring block rounded-lg px-3 py-3 text-base outline-none focus-visible:ring-[3px]">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:hidden">
          <p className="text-muted-foreground mb-2 px-1 text-xs font-semibold tracking-[0.16em] uppercase">Your oracle</p>
          <PersonaButtons />
        </div>
        <div className="mt-auto grid gap-2 border-t pt-4">
          {user ? (
            <>
              <Link href="/portal" data-slot="button" className={outline}>
                My Portal
              </Link>
              <Link href="/portal/settings" data-slot="button" className={outline}>
                Account settings
              </Link>
              <button type="button" data-slot="button" className={buttonVariants()} onClick={logout} disabled={pending}>
                Logout
              </button>
            </>
          ) : (
            <>
              <Link href="/login" data-slot="button" className={outline}>
                Login
              </Link>
              <Link href="/signup" data-slot="button" className={buttonVariants()}>
                Create Free Account
              </Link>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
