"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { Button } from "@/components/ui/button";
import { headerLinks } from "@/config/site";
import { displayName, useSession } from "@/hooks/use-session";
import { cn } from "@/lib/utils";

import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PersonaSwitcher } from "./persona-switcher";
import { ThemeToggle } from "./theme-toggle";
import { useLogout } from "./use-logout";
import { MemoryText } from "./welcome-card";

export function SiteHeader() {
  const pathname = usePathname();
  const { user, status } = useSession();
  const { logout, pending } = useLogout();
  const links = headerLinks(Boolean(user));

  return (
    <header className="bg-background/70 supports-[backdrop-filter]:bg-background/55 sticky top-0 z-40 border-b backdrop-blur-xl print:hidden">
      <a href="#main" className="bg-primary text-primary-foreground sr-only z-50 rounded-full px-4 py-2 focus:not-sr-only focus:absolute focus:top-3 focus:left-3">
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <Logo />
        {/* The full nav only from 1280 px: below that, with the persona chip and account buttons, it would not fit (issue 15). */}
        <nav aria-label="Main" className="ml-6 hidden xl:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const active = link.href === "/" ? pathname === "/" : pathname.startsWith(link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "rounded-full px-2.5 py-2 text-sm whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
                      active ? "text-foreground bg-accent/60" : "text-muted-foreground hover:text-foreground",
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden items-center gap-3 md:flex">
            <MemoryText className="hidden border-l pl-3 xl:block" />
            <PersonaSwitcher />
          </div>
          <ThemeToggle />
          {status === "loading" ? (
            <div className="bg-muted hidden h-9 w-40 animate-pulse rounded-full md:block" aria-hidden />
          ) : user ? (
            <div className="hidden items-center gap-2 md:flex">
              <Link
                href="/portal/settings"
                data-testid="header-user"
                title={displayName(user)}
                aria-label={`${displayName(user)}, account settings`}
                className="focus-visible:ring-ring hover:text-primary max-w-28 truncate rounded-full text-sm font-medium outline-none focus-visible:ring-[3px]"
              >
                {displayName(user)}
              </Link>
              <Button variant="outline" size="sm" onClick={logout} disabled={pending}>
                Logout
              </Button>
            </div>
          ) : (
            <div className="flex items-center gap-2">
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <Link href="/login">Login</Link>
              </Button>
              <Button asChild size="sm">
                <Link href="/signup" data-testid="header-signup">
                  <span className="hidden sm:inline">Get Started Free</span>
                  <span className="sm:hidden">Sign Up</span>
                </Link>
              </Button>
            </div>
          )}
          <MobileMenu links={links} />
        </div>
      </div>
    </header>
  );
}
