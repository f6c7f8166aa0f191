"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { NavLink } from "@/config/site";
import { useSession } from "@/hooks/use-session";

import { PersonaButtons } from "./persona-switcher";
import { useLogout } from "./use-logout";
import { WelcomeCard } from "./welcome-card";

/** SPEC §2 Shell, mobile: welcome card (signed in), nav links, then account actions. Closes on any link or button. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const { logout, pending } = useLogout();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Open menu" data-testid="mobile-menu-trigger">
          <Menu className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent
        data-testid="mobile-menu"
        onClick={(event) => {
          const target = event.target as HTMLElement;
          // Any link or button closes the menu (SPEC §2 Shell). Bubble phase on purpose: closing in
          // the capture phase unmounts the sheet before the clicked button's own handler runs
          // (Logout then never fired).
          if (target.closest("a, button")) setOpen(false);
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
              <Button asChild variant="outline">
                <Link href="/portal">My Portal</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/portal/settings">Account settings</Link>
              </Button>
              <Button onClick={logout} disabled={pending}>
                Logout
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="outline">
                <Link href="/login">Login</Link>
              </Button>
              <Button asChild>
                <Link href="/signup">Create Free Account</Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
