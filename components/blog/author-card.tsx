import { ArrowRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { Button } from "@/components/ui/button";
import type { Persona } from "@/lib/personas";

interface AuthorCardProps {
  persona: Persona;
}

/** "Written by" card under a post, linking to the oracle's profile. */
export function AuthorCard({ persona }: AuthorCardProps) {
  return (
    <aside aria-labelledby="author-card-title" className="surface relative overflow-hidden p-6 sm:p-8" data-testid="author-card">
      <div className="bg-oracle-gradient pointer-events-none absolute -top-20 -right-16 size-56 rounded-full opacity-20 blur-3xl" aria-hidden />
      <div className="relative flex flex-col gap-6 sm:flex-row sm:items-start">
        <PersonaEmblem handle={persona.handle} className="size-20 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-muted-foreground text-xs font-semibold tracking-[0.18em] uppercase">Written by</p>
          <h2 id="author-card-title" className="mt-1.5 text-2xl font-medium">
            {persona.displayName}
          </h2>
          <p className="text-primary text-sm font-medium">{persona.role}</p>
          <p className="text-muted-foreground mt-4 leading-relaxed">{persona.bio}</p>
          <p className="font-display mt-4 text-lg italic">“{persona.signature}”</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href={`/authors/${persona.handle}`}>
              View Profile <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </aside>
  );
}
