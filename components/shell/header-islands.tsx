"use client";

import clsx from "clsx";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

import { buttonVariants } from "@/components/ui/button-variants";
import { headerLinks } from "@/config/site";
import { displayName, useSession } from "@/hooks/use-session";

import { useLogout } from "./use-logout";

/** The header's nav links: the second one depends on the session, the current one on the pathname. */
export function HeaderNav() {
  const pathname = usePathname();
  const { user } = useSession();
  const links = headerLinks(Boolean(user));
  return (
    <ul className="flex items-center gap-1">
      {links.map((link) => {
        const active = link.href === "/" ? pathname === "/" : pathname.startsWith(link.href);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? "page" : undefined}
              className={clsx(
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
  );
}

/** Signed out: Login and Get Started Free; signed in: the seeker's name and Logout. */
export function HeaderAccount() {
  const { user, status } = useSession();
  const { logout, pending } = useLogout();
  if (status === "loading") return <div className="bg-muted hidden h-9 w-40 animate-pulse rounded-full md:block" aria-hidden />;
  if (user) {
    return (
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
        <button type="button" data-slot="button" className={buttonVariants({ variant: "outline", size: "sm" })} onClick={logout} disabled={pending}>
          Logout
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <span className="hidden md:contents">
        <Link href="/login" data-slot="button" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          Login
        </Link>
      </span>
      <Link href="/signup" data-slot="button" data-testid="header-signup" className={buttonVariants({ size: "sm" })}>
        <span className="hidden sm:inline">Get Started Free</span>
        <span className="sm:hidden">Sign Up</span>
      </Link>
    </div>
  );
}
