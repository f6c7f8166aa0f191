"use client";

import { Search, SearchX, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import * as React from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { filterPosts } from "@/lib/content/filter";
import { BLOG_CATEGORIES, type Post } from "@/lib/content/types";

/**
 * What the filters need of a post. The card itself is rendered on the server (`card`), and the
 * bodies, which the search also reads, are fetched from GET /api/posts when the search box is
 * first used: a visitor who only browses never downloads every essay (issue 16: /blog's HTML was
 * 290 kB, most of it bodies in the RSC payload).
 */
export type ExplorerPost = Pick<Post, "slug" | "title" | "excerpt" | "category"> & { card: React.ReactNode };
type Searchable = ExplorerPost & Pick<Post, "contentMdx">;

// components/ui/input.tsx's field classes with the search box's own (round, translucent, room for the icon).
const SEARCH_INPUT_CLASS =
  "w-full min-w-0 rounded-full border border-input bg-card/60 pr-4 pl-10 h-11 backdrop-blur text-base text-foreground shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/25 md:text-sm";
// The outline button, its hover ink replaced for an unpressed category (as <Button className> merged it).
const categoryClass = (active: boolean) =>
  active
    ? `${buttonVariants({ size: "sm" })} capitalize`
    : `${buttonVariants({ variant: "outline", size: "sm" }).replace("hover:text-accent-foreground", "hover:text-foreground")} capitalize text-muted-foreground`;

let bodies: Promise<Map<string, string>> | null = null;
/** Every post's body by slug, fetched once (GET /api/posts, SPEC §7). */
function loadBodies(): Promise<Map<string, string>> {
  bodies ??= fetch("/api/posts", { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`GET /api/posts: ${response.status}`);
      return response.json() as Promise<{ slug: string; contentMdx: string }[]>;
    })
    .then((all) => new Map(all.map((post) => [post.slug, post.contentMdx])))
    .catch((error: unknown) => {
      bodies = null; // try again on the next keystroke
      throw error;
    });
  return bodies;
}

function useBodies(wanted: boolean): Map<string, string> | null {
  const [loaded, setLoaded] = React.useState<Map<string, string> | null>(null);
  React.useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadBodies().then(
      (map) => live && setLoaded(map),
      () => undefined, // titles and excerpts still filter; the body search waits for a working network
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

const EMPTY_STATE_TEXT = "No posts in this category yet. Check back soon for cosmic wisdom!";

interface BlogExplorerProps {
  posts: ExplorerPost[];
}

/**
 * The blog list with its category and search filters. The grid is pre-rendered unfiltered and
 * hydrated as it is; `?category=` is read after hydration by a component that renders nothing
 * (CategoryFromUrl). useSearchParams opts out of static rendering up to its Suspense boundary:
 * around the whole grid, that meant the browser threw away the pre-rendered grid and built every
 * card again (issue 16: ~500 elements, most of /blog's main-thread time on a phone).
 */
export function BlogExplorer({ posts }: BlogExplorerProps) {
  const [category, setCategory] = React.useState("all");
  const [search, setSearch] = React.useState("");

  const selectCategory = React.useCallback((next: string) => {
    setCategory(next);
    // Keep the choice in the URL (shareable, and what the footer links use) without a round trip;
    // Next's router picks up history.replaceState and updates useSearchParams.
    const params = new URLSearchParams(window.location.search);
    if (next === "all") params.delete("category");
    else params.set("category", next);
    const query = params.toString();
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }, []);

  return (
    <>
      <React.Suspense fallback={null}>
        <CategoryFromUrl onCategory={setCategory} />
      </React.Suspense>
      <ExplorerView posts={posts} category={category} search={search} onCategoryChange={selectCategory} onSearchChange={setSearch} />
    </>
  );
}

/** `?category=` (on arrival, and on a footer link to another category), handed to the explorer. */
function CategoryFromUrl({ onCategory }: { onCategory: (category: string) => void }) {
  const searchParams = useSearchParams();
  const category = (searchParams.get("category") ?? "all").trim().toLowerCase() || "all";
  React.useLayoutEffect(() => onCategory(category), [category, onCategory]);
  return null;
}

interface ExplorerViewProps {
  posts: ExplorerPost[];
  category: string;
  search: string;
  onCategoryChange?: (category: string) => void;
  onSearchChange?: (search: string) => void;
}

function ExplorerView({ posts, category, search, onCategoryChange, onSearchChange }: ExplorerViewProps) {
  const [searchUsed, setSearchUsed] = React.useState(false);
  const bodyBySlug = useBodies(searchUsed || search.trim() !== "");
  const searchable = React.useMemo<Searchable[]>(() => posts.map((post) => ({ ...post, contentMdx: bodyBySlug?.get(post.slug) ?? "" })), [posts, bodyBySlug]);
  const visible = React.useMemo(() => filterPosts(searchable, { category, search }), [searchable, category, search]);
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
          <input
            id={searchId}
            type="search"
            data-slot="input"
            placeholder="Search posts..."
            autoComplete="off"
            value={search}
            onFocus={() => setSearchUsed(true)}
            onPointerEnter={() => setSearchUsed(true)}
            onChange={(event) => onSearchChange?.(event.target.value)}
            className={SEARCH_INPUT_CLASS}
          />
        </div>
        <div role="group" aria-label="Filter posts by category" className="-mx-1 flex flex-wrap gap-2 px-1">
          {BLOG_CATEGORIES.map((value) => {
            const active = value === category;
            return (
              <button
                key={value}
                type="button"
                data-slot="button"
                aria-pressed={active}
                data-category={value}
                onClick={() => onCategoryChange?.(value)}
                className={categoryClass(active)}
              >
                {value}
              </button>
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
            <li key={post.slug}>{post.card}</li>
          ))}
        </ul>
      ) : (
        <div className="surface mt-6 flex flex-col items-center px-6 py-16 text-center" data-testid="blog-empty">
          <SearchX className="text-primary size-8" aria-hidden />
          <p className="font-display mt-4 max-w-md text-xl leading-snug">{EMPTY_STATE_TEXT}</p>
          {filtered ? (
            <button
              type="button"
              data-slot="button"
              className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-6`}
              onClick={() => {
                onSearchChange?.("");
                onCategoryChange?.("all");
              }}
            >
              <X aria-hidden /> Clear filters
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
