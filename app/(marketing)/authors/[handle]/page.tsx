import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";

import { PostCard } from "@/components/blog/post-card";
import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { Button } from "@/components/ui/button";
import { getPostsByPersona } from "@/lib/content/posts";
import { getPersona, PERSONAS } from "@/lib/personas";

interface AuthorPageProps {
  params: Promise<{ handle: string }>;
}

// The three oracles are pre-rendered; any other handle renders this segment's not-found page (404).
export function generateStaticParams() {
  return PERSONAS.map((persona) => ({ handle: persona.handle }));
}

export async function generateMetadata({ params }: AuthorPageProps): Promise<Metadata> {
  const { handle } = await params;
  const persona = getPersona(handle);
  if (!persona) return { title: "Oracle not found", robots: { index: false } };
  const title = `${persona.displayName}, ${persona.role}`;
  const url = `/authors/${persona.handle}`;
  return {
    title,
    description: `${persona.tagline} ${persona.bio}`,
    alternates: { canonical: url },
    openGraph: { type: "profile", url, title, description: persona.tagline, firstName: persona.displayName },
    twitter: { card: "summary", title, description: persona.tagline },
  };
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const { handle } = await params;
  const persona = getPersona(handle);
  if (!persona) notFound();
  const posts = getPostsByPersona(persona.handle);

  return (
    // The page wears its own oracle's colours, whichever oracle the visitor picked for the site.
    <div data-persona={persona.handle} className="persona-scope text-foreground mx-auto max-w-7xl px-4 pt-8 pb-8 sm:px-6 sm:pt-12 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link href="/authors">
          <ArrowLeft aria-hidden /> All oracles
        </Link>
      </Button>

      <section aria-labelledby="oracle-name" className="surface relative mt-8 overflow-hidden p-7 sm:p-10 lg:p-12">
        <div className="bg-oracle-gradient pointer-events-none absolute -top-28 -right-20 size-80 rounded-full opacity-20 blur-3xl" aria-hidden />
        <div className="relative grid gap-8 md:grid-cols-[auto_1fr] md:gap-12">
          <PersonaEmblem handle={persona.handle} className="size-28 sm:size-36" />
          <div className="max-w-2xl">
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">{persona.role}</p>
            <h1 id="oracle-name" className="mt-3 text-5xl leading-none font-medium tracking-tight sm:text-6xl">
              {persona.displayName}
            </h1>
            <p className="text-muted-foreground mt-4 text-lg">{persona.tagline}</p>
            <p className="mt-6 text-[1.0625rem] leading-[1.8]">{persona.bio}</p>
            <p className="font-display mt-6 text-xl italic sm:text-2xl">“{persona.signature}”</p>
            <Button asChild className="mt-8">
              <Link href="/readings">
                Get a reading <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="oracle-posts" className="mt-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">From the journal</p>
            <h2 id="oracle-posts" className="mt-2 text-3xl font-medium">
              Articles by {persona.displayName}
            </h2>
          </div>
          {posts.length > 0 ? (
            <p className="text-muted-foreground text-sm">
              {posts.length} {posts.length === 1 ? "essay" : "essays"}
            </p>
          ) : null}
        </div>
        {posts.length > 0 ? (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="oracle-posts">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} showPersona={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="surface text-muted-foreground mt-8 px-6 py-12 text-center text-lg">No posts yet from {persona.displayName}</p>
        )}
      </section>
    </div>
  );
}
