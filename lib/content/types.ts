/** The Post entity (SPEC §6): blog posts written by the oracle personas. Pure types, client-safe. */

import type { PersonaHandle } from "@/lib/personas";

export interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The post body. Rendered as plain pre-wrapped text (SPEC), not compiled as MDX. */
  contentMdx: string;
  personaHandle: PersonaHandle;
  /** ISO date, e.g. "2025-01-14". */
  publishedAt: string;
  category: string;
  /** Minutes. */
  readTime?: number;
}

export const BLOG_CATEGORIES = ["all", "astrology", "numerology", "tarot", "quantum", "shadow"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The categories a post can belong to: every filter except "all". */
export const POST_CATEGORIES = ["astrology", "numerology", "tarot", "quantum", "shadow"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
