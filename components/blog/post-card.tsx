import { ArrowUpRight } from "lucide-react";
import { Link } from "@/components/ui/link";

import { PersonaEmblem } from "@/components/personas/persona-emblem";
import type { Post } from "@/lib/content/types";
import { personaOrDefault } from "@/lib/personas";
import { cn } from "@/lib/utils";

import { CategoryLabel, PostDate, ReadTime } from "./post-meta";

export type PostCardData = Pick<Post, "slug" | "title" | "excerpt" | "category" | "personaHandle" | "publishedAt" | "readTime">;

interface PostCardProps {
  post: PostCardData;
  /** h2 in a page-level grid, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Hide the byline when every card is by the same oracle (author pages). */
  showPersona?: boolean;
  className?: string;
}

/** A post teaser; the title link stretches over the whole card. Server- and client-safe. */
export function PostCard({ post, headingLevel = 2, showPersona = true, className }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const persona = personaOrDefault(post.personaHandle);
  return (
    <article
      data-testid="post-card"
      data-category={post.category}
      className={cn("surface surface-interactive group relative flex h-full flex-col p-6 sm:p-7", className)}
    >
      <div className="flex items-center justify-between gap-3">
        <CategoryLabel category={post.category} />
        <ReadTime readTime={post.readTime} className="text-muted-foreground text-xs" />
      </div>
      <Heading className="mt-4 text-[1.35rem] leading-snug font-medium">
        <Link
          href={`/blog/${post.slug}`}
          className="card-link decoration-primary/50 underline-offset-4 group-hover:underline"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="text-muted-foreground mt-3 line-clamp-3 flex-1 leading-relaxed">{post.excerpt}</p>
      <div className="border-border mt-6 flex items-center gap-3 border-t pt-5 text-sm">
        {showPersona ? (
          <>
            <PersonaEmblem handle={persona.handle} className="size-8 shrink-0" />
            <div className="min-w-0 flex-1 leading-tight">
              <p className="text-foreground font-medium">{persona.displayName}</p>
              <PostDate publishedAt={post.publishedAt} format="short" className="text-muted-foreground text-xs" />
            </div>
          </>
        ) : (
          <PostDate publishedAt={post.publishedAt} format="short" className="text-muted-foreground flex-1 text-xs" />
        )}
        <ArrowUpRight
          className="text-muted-foreground group-hover:text-primary size-4 shrink-0 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          aria-hidden
        />
      </div>
    </article>
  );
}
