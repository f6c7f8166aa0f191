import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { getPostsByPersona } from "@/lib/content/posts";
import { PERSONAS } from "@/lib/personas";

const DESCRIPTION = "Meet Astra, Numa and Solara: the astrology, numerology and tarot oracles who write The Quantum Veil's readings and essays.";

export const metadata: Metadata = {
  title: "The Oracles",
  description: DESCRIPTION,
  alternates: { canonical: "/authors" },
  openGraph: { type: "website", url: "/authors", title: "The Oracles", description: DESCRIPTION },
  twitter: { card: "summary_large_image", title: "The Oracles", description: DESCRIPTION },
};

export default function AuthorsPage() {
  return (
    <section aria-labelledby="authors-title" className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">The oracles</p>
        <h1 id="authors-title" className="mt-3 text-4xl leading-[1.05] font-medium tracking-tight sm:text-5xl lg:text-6xl">
          Three voices, one sky
        </h1>
        <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">
          Each oracle reads a different language of the cosmos, and writes for the blog in her own voice. Follow the one you
          feel drawn to, or read all three.
        </p>
      </header>

      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {PERSONAS.map((persona) => {
          const count = getPostsByPersona(persona.handle).length;
          return (
            <li key={persona.handle}>
              <article className="surface surface-interactive group relative flex h-full flex-col p-7" data-testid="oracle-card">
                <PersonaEmblem handle={persona.handle} className="size-20" />
                <h2 className="mt-6 text-3xl font-medium">
                  <Link
                    href={`/authors/${persona.handle}`}
                    className="card-link"
                  >
                    {persona.displayName}
                  </Link>
                </h2>
                <p className="text-primary text-sm font-medium">{persona.role}</p>
                <p className="text-muted-foreground mt-4 flex-1 leading-relaxed">{persona.bio}</p>
                <p className="font-display mt-6 text-lg italic">“{persona.signature}”</p>
                <div className="border-border mt-6 flex items-center justify-between border-t pt-5 text-sm">
                  <span className="text-muted-foreground">
                    {count} {count === 1 ? "essay" : "essays"}
                  </span>
                  <span className="text-primary inline-flex items-center gap-1.5 font-medium" aria-hidden>
                    View Profile <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
