"use client";

import { Search, SearchX, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { filterPosts } from "@/lib/content/filter";
import { BLOG_CATEGORIES, type Post } from "@/lib/content/types";
import { cn } from "@/lib/utils";

import { PostCard, type PostCardData } from "./post-card";

export type ExplorerPost = PostCardData & Pick<Post, "contentMdx">;

const EMPTY_STATE_TEXT = "No posts in this category yet. Check back soon for cosmic wisdom!";

interface BlogExplorerProps {
  posts: ExplorerPost[];
}

/**
 * The blog list with its category and search filters. `?category=` is read with
 * useSearchParams, which opts out of static rendering up to the nearest Suspense boundary, so
 * the fallback is the complete, unfiltered grid: the pre-rendered HTML always holds every post.
 */
export function BlogExplorer({ posts }: BlogExplorerProps) {
  return (
    <React.Suspense fallback={<ExplorerView posts={posts} category="all" search="" />}>
      <ExplorerFromUrl posts={posts} />
    </React.Suspense>
  );
}

function ExplorerFromUrl({ posts }: BlogExplorerProps) {
  const searchParams = useSearchParams();
  const category = (searchParams.get("category") ?? "all").trim().toLowerCase() || "all";
  const [search, setSearch] = React.useState("");

  const selectCategory = React.useCallback((next: string) => {
    // Keep the choice in the URL (shareable, and what the footer links use) without a round trip;
    // Next's router picks up history.replaceState and updates useSearchParams.
    const params = new URLSearchParams(window.location.search);
    if (next === "all") params.delete("category");
    else params.set("category", next);
    const query = params.toString();
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }, []);

  return <ExplorerView posts={posts} category={category} search={search} onCategoryChange={selectCategory} onSearchChange={setSearch} />;
}

interface ExplorerViewProps {
  posts: ExplorerPost[];
  category: string;
  search: string;
  onCategoryChange?: (category: string) => void;
  onSearchChange?: (search: string) => void;
}

function ExplorerView({ posts, category, search, onCategoryChange, onSearchChange }: ExplorerViewProps) {
  const visible = React.useMemo(() => filterPosts(posts, { category, search }), [posts, category, search]);
  const filtered = category !== "all" || search.trim() !== "";
  const searchId = React.useId();

  return (
    <div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div role="search" className="relative w-full lg:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Search posts
          </label>
          <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-4 z-10 size-4 -translate-y-1/2" aria-hidden />
          <Input
            id={searchId}
            type="search"
            placeholder="Search posts..."
            autoComplete="off"
            value={search}
            onChange={(event) => onSearchChange?.(event.target.value)}
            className="bg-card/60 h-11 rounded-full pr-4 pl-10 backdrop-blur"
          />
        </div>
        <div role="group" aria-label="Filter posts by category" className="-mx-1 flex flex-wrap gap-2 px-1">
          {BLOG_CATEGORIES.map((value) => {
            const active = value === category;
            return (
              <Button
                key={value}
                type="button"
                size="sm"
                variant={active ? "default" : "outline"}
                aria-pressed={active}
                data-category={value}
                onClick={() => onCategoryChange?.(value)}
                className={cn("capitalize", !active && "text-muted-foreground hover:text-foreground")}
              >
                {value}
              </Button>
            );
          })}
        </div>
      </div>

      <p className="text-muted-foreground mt-6 text-sm" aria-live="polite" data-testid="post-count">
        {visible.length === posts.length && !filtered
          ? `${posts.length} essays from our three oracles`
          : `${visible.length} of ${posts.length} ${posts.length === 1 ? "post" : "posts"}`}
      </p>

      {visible.length > 0 ? (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
          {visible.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="surface mt-6 flex flex-col items-center px-6 py-16 text-center" data-testid="blog-empty">
          <SearchX className="text-primary size-8" aria-hidden />
          <p className="font-display mt-4 max-w-md text-xl leading-snug">{EMPTY_STATE_TEXT}</p>
          {filtered ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-6"
              onClick={() => {
                onSearchChange?.("");
                onCategoryChange?.("all");
              }}
            >
              <X aria-hidden /> Clear filters
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
