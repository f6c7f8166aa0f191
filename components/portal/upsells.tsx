import { ArrowRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import type { Upsell } from "@/lib/products/upsells";

/** SPEC §2 Portal 'Go Deeper' upsells, each leading to its live-session checkout page (names and prices from the product modules). */
export function Upsells({ upsells }: { upsells: readonly Upsell[] }) {
  return (
    <ul className="grid gap-3" data-testid="upsells">
      {upsells.map((u) => (
        <li key={u.href}>
          <Link href={u.href} className="bg-background/40 hover:border-primary/50 focus-visible:ring-ring group flex items-center gap-4 rounded-xl border p-4 transition-colors outline-none focus-visible:ring-[3px]">
            <PersonaEmblem handle={u.persona} className="size-11 shrink-0" />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{u.title}</span>
                <span className="text-primary font-display text-lg">{u.price}</span>
              </span>
              <span className="text-muted-foreground block text-sm">{u.blurb}</span>
            </span>
            <ArrowRight className="text-muted-foreground size-4 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
