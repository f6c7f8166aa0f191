import { Link } from "@/components/ui/link";

import { cn } from "@/lib/utils";

/**
 * The portal's tabs. Today comes first once the seeker has a blueprint (there is no personal sky
 * without a chart); before that the overview, where the blueprint is made, is the only tab.
 */
export function PortalTabs({ current, hasBlueprint }: { current: "today" | "overview"; hasBlueprint: boolean }) {
  const tabs = [...(hasBlueprint ? [{ id: "today", href: "/portal/today", label: "Today" }] : []), { id: "overview", href: "/portal", label: "Overview" }];
  return (
    <nav aria-label="Portal" className="mb-8 flex gap-1 border-b">
      {tabs.map((t) => (
        <Link
          key={t.id}
          href={t.href}
          aria-current={t.id === current ? "page" : undefined}
          className={cn(
            "focus-visible:ring-ring -mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none",
            t.id === current ? "border-primary text-foreground" : "text-muted-foreground hover:text-foreground border-transparent",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
