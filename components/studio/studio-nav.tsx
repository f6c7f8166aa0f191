"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/studio", label: "Overview" },
  { href: "/studio/review", label: "Review" },
  { href: "/studio/orders", label: "Orders" },
  { href: "/studio/emails", label: "Emails" },
  { href: "/studio/subscribers", label: "Subscribers" },
  { href: "/studio/messages", label: "Messages" },
] as const;

/** The studio's sections: one row on wide screens, two short rows on a phone (all of them visible). */
export function StudioNav({ held }: { held: number }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Studio">
      <ul className="flex flex-wrap gap-1 border-b pb-2">
        {LINKS.map((link) => {
          const active = link.href === "/studio" ? pathname === "/studio" : pathname.startsWith(link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "focus-visible:ring-ring inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm whitespace-nowrap outline-none focus-visible:ring-[3px]",
                  active ? "bg-accent/70 text-foreground" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {link.label}
                {link.href === "/studio/review" && held > 0 ? (
                  <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs font-medium tabular-nums">
                    {held}
                    <span className="sr-only"> waiting</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
