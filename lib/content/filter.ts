/** Pure blog helpers: safe in server and client components (no server-only imports). */
import { formatCalendarDate, type CalendarDateStyle } from "@/lib/dates";

import type { Post } from "./types";

export interface PostFilter {
  /** "all" (or empty) shows every category; otherwise a case-insensitive match. */
  category?: string;
  /** Case-insensitive substring of the title, excerpt or body. */
  search?: string;
}

type Filterable = Pick<Post, "title" | "excerpt" | "contentMdx" | "category">;

/** Applies the category and search filters together (SPEC: both filter the list at once). */
export function filterPosts<T extends Filterable>(posts: readonly T[], { category = "all", search = "" }: PostFilter = {}): T[] {
  const wantedCategory = category.trim().toLowerCase();
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    if (wantedCategory && wantedCategory !== "all" && post.category.toLowerCase() !== wantedCategory) return false;
    if (!needle) return true;
    return (
      post.title.toLowerCase().includes(needle) ||
      post.excerpt.toLowerCase().includes(needle) ||
      post.contentMdx.toLowerCase().includes(needle)
    );
  });
}

/** SPEC: a post shows at most this many related posts. */
export const MAX_RELATED_POSTS = 3;

type Relatable = Pick<Post, "slug" | "category" | "personaHandle" | "publishedAt">;

/**
 * Posts sharing the category or the persona of `post`, never `post` itself. Posts sharing both
 * come first, then same category, then same persona; newest first within each group.
 */
export function relatedPosts<T extends Relatable>(all: readonly T[], post: Relatable, limit: number = MAX_RELATED_POSTS): T[] {
  const category = post.category.toLowerCase();
  const score = (candidate: T) =>
    (candidate.category.toLowerCase() === category ? 2 : 0) + (candidate.personaHandle === post.personaHandle ? 1 : 0);
  const count = Math.max(0, Math.min(limit, MAX_RELATED_POSTS));
  return all
    .filter((candidate) => candidate.slug !== post.slug && score(candidate) > 0)
    .sort((a, b) => score(b) - score(a) || b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug))
    .slice(0, count);
}

/** A post's published date: "Jan 14, 2025" (short) or "January 14, 2025" (long). */
export function formatPostDate(iso: string, style: CalendarDateStyle = "short"): string {
  return formatCalendarDate(iso, style, "formatPostDate");
}
