import type { Metadata } from "next";

import { BlogExplorer, type ExplorerPost } from "@/components/blog/blog-explorer";
import { PostCard } from "@/components/blog/post-card";
import { getAllPosts } from "@/lib/content/posts";

const DESCRIPTION =
  "Essays on astrology, numerology, tarot, quantum self-inquiry and shadow work from Astra, Numa and Solara: the arithmetic, the myths and a practice you can try this week.";

export const metadata: Metadata = {
  title: "Cosmic Wisdom Blog",
  description: DESCRIPTION,
  alternates: {
    canonical: "/blog",
    types: { "application/rss+xml": [{ url: "/feed.xml", title: "The Quantum Veil · Cosmic Wisdom Blog" }] },
  },
  openGraph: { type: "website", url: "/blog", title: "Cosmic Wisdom Blog", description: DESCRIPTION },
  twitter: { card: "summary_large_image", title: "Cosmic Wisdom Blog", description: DESCRIPTION },
};

export default function BlogPage() {
  // The cards are rendered here, on the server; the explorer only filters them (and fetches the
  // bodies for its search when the search box is first used).
  const posts: ExplorerPost[] = getAllPosts().map(({ slug, title, excerpt, category, personaHandle, publishedAt, readTime }) => ({
    slug,
    title,
    excerpt,
    category,
    card: <PostCard post={{ slug, title, excerpt, category, personaHandle, publishedAt, readTime }} />,
  }));

  return (
    <section aria-labelledby="blog-title" className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">The journal</p>
        <h1 id="blog-title" className="mt-3 text-4xl leading-[1.05] font-medium tracking-tight sm:text-5xl lg:text-6xl">
          Cosmic Wisdom Blog
        </h1>
        <p className="text-muted-foreground mt-5 max-w-2xl text-lg leading-relaxed">
          Long reads from our three oracles. Astra on skies and cycles, Numa on the arithmetic of your numbers, Solara on
          the cards, and all three on the quieter work of paying attention. Each essay ends with something to try.
        </p>
      </header>
      <div className="mt-10 sm:mt-12">
        <BlogExplorer posts={posts} />
      </div>
    </section>
  );
}
