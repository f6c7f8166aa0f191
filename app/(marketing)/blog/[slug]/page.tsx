import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";

import { AuthorCard } from "@/components/blog/author-card";
import { PostBody } from "@/components/blog/post-body";
import { PostCard } from "@/components/blog/post-card";
import { CategoryLabel, PostDate, ReadTime } from "@/components/blog/post-meta";
import { PersonaEmblem } from "@/components/personas/persona-emblem";
import { Button } from "@/components/ui/button";
import { SITE_NAME } from "@/config/site";
import { siteUrl } from "@/lib/app-url";
import { relatedPosts } from "@/lib/content/filter";
import { getAllPosts, getPostBySlug } from "@/lib/content/posts";
import type { Post } from "@/lib/content/types";
import { personaOrDefault, type Persona } from "@/lib/personas";

import { OG_IMAGE_SEGMENT } from "./og-image-segment";

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

// Every post is pre-rendered at build time. Any other slug renders this segment's not-found page
// with a 404 (`dynamicParams = false` would answer with the root 404 page instead).
export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { slug } = await params;
  const post = getPostBySlug(slug);
  if (!post) return { title: "Post Not Found", robots: { index: false } };
  const persona = personaOrDefault(post.personaHandle);
  const url = `/blog/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt,
    authors: [{ name: persona.displayName, url: `/authors/${persona.handle}` }],
    category: post.category,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: post.title,
      description: post.excerpt,
      siteName: SITE_NAME,
      publishedTime: post.publishedAt,
      authors: [`${siteUrl()}/authors/${persona.handle}`],
      section: post.category,
    },
    twitter: {
      card: "summary_large_image",
      title: post.title,
      description: post.excerpt,
    },
  };
}

export default async function PostPage({ params }: PostPageProps) {
  const { slug } = await params;
  const post = getPostBySlug(slug);
  if (!post) notFound();

  const persona = personaOrDefault(post.personaHandle);
  const related = relatedPosts(getAllPosts(), post);

  return (
    <>
      <ArticleJsonLd post={post} persona={persona} />
      <article className="mx-auto max-w-3xl px-5 pt-8 sm:px-6 sm:pt-12" aria-labelledby="post-title">
        <BackToBlog />

        <header className="mt-10 sm:mt-14">
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <CategoryLabel category={post.category} />
            <span aria-hidden>·</span>
            <PostDate publishedAt={post.publishedAt} format="long" />
            <span aria-hidden>·</span>
            <ReadTime readTime={post.readTime} />
          </div>
          <h1 id="post-title" className="mt-5 text-[2.35rem] leading-[1.08] font-medium tracking-tight sm:text-5xl lg:text-[3.5rem]">
            {post.title}
          </h1>
          <p className="font-display text-muted-foreground mt-6 text-xl leading-relaxed italic sm:text-[1.4rem]" data-testid="post-excerpt">
            {post.excerpt}
          </p>
          <div className="border-border mt-8 flex items-center gap-3 border-y py-4">
            <PersonaEmblem handle={persona.handle} className="size-11 shrink-0" />
            <div className="leading-tight">
              <p className="font-medium">
                By{" "}
                <Link href={`/authors/${persona.handle}`} className="hover:text-primary underline-offset-4 hover:underline">
                  {persona.displayName}
                </Link>
              </p>
              <p className="text-muted-foreground text-sm">{persona.role}</p>
            </div>
          </div>
        </header>

        <PostBody body={post.contentMdx} className="mt-10 sm:mt-12" />

        <p className="font-display text-muted-foreground mt-12 text-center text-2xl" aria-hidden>
          ✦ ✦ ✦
        </p>

        <div className="mt-12">
          <AuthorCard persona={persona} />
        </div>

        <div className="mt-10 flex justify-center">
          <BackToBlog variant="outline" />
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mx-auto mt-20 max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex items-end justify-between gap-4">
            <div>
              <p className="text-primary text-xs font-semibold tracking-[0.2em] uppercase">Keep reading</p>
              <h2 id="related-title" className="mt-2 text-3xl font-medium">
                Related posts
              </h2>
            </div>
          </div>
          <ul className="mt-8 grid gap-5 md:grid-cols-3" data-testid="related-posts">
            {related.map((item) => (
              <li key={item.slug}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function BackToBlog({ variant = "ghost" }: { variant?: "ghost" | "outline" }) {
  return (
    <Button asChild variant={variant} size={variant === "ghost" ? "sm" : "default"} className={variant === "ghost" ? "-ml-3" : undefined}>
      <Link href="/blog">
        <ArrowLeft aria-hidden /> Back to Blog
      </Link>
    </Button>
  );
}

/** schema.org Article, for search engines. `<` is escaped so the body can never close the tag. */
function ArticleJsonLd({ post, persona }: { post: Post; persona: Persona }) {
  const base = siteUrl();
  const url = `${base}/blog/${post.slug}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    articleSection: post.category,
    wordCount: post.contentMdx.split(/\s+/).filter(Boolean).length,
    timeRequired: post.readTime ? `PT${post.readTime}M` : undefined,
    inLanguage: "en",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${url}/${OG_IMAGE_SEGMENT}`,
    author: { "@type": "Person", name: persona.displayName, jobTitle: persona.role, url: `${base}/authors/${persona.handle}` },
    publisher: { "@type": "Organization", name: SITE_NAME, url: base },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
