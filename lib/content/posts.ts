import "server-only";

import fs from "node:fs";
import path from "node:path";

import matter from "gray-matter";
import { z } from "zod";

import { PERSONA_HANDLES } from "@/lib/personas";

import { POST_CATEGORIES, type Post } from "./types";

/** Blog posts live in `content/posts/<slug>.mdx`, read once per server process. */
export const POSTS_DIR = path.join(process.cwd(), "content", "posts");

const isoDate = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const frontmatterSchema = z.object({
  id: z.string().trim().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must be kebab-case"),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  personaHandle: z.enum(PERSONA_HANDLES),
  // YAML turns an unquoted 2025-01-14 into a Date: accept both, keep the calendar date as written.
  publishedAt: z.union([
    z
      .string()
      .regex(isoDate, "publishedAt must be an ISO date")
      .refine((value) => !Number.isNaN(Date.parse(value)), "publishedAt is not a real date"),
    z.date().transform((date) => date.toISOString().slice(0, 10)),
  ]),
  category: z.enum(POST_CATEGORIES),
  readTime: z.number().int().positive().optional(),
});

/** Parses one post file; throws an error naming the file when anything is wrong. */
export function parsePostFile(fileName: string, raw: string): Post {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw);
  } catch (error) {
    throw new Error(`[content] ${fileName}: frontmatter is not valid YAML`, { cause: error });
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new Error(`[content] ${fileName}: invalid frontmatter\n  ${issues.join("\n  ")}`);
  }
  const data = result.data;
  const expectedSlug = path.basename(fileName, ".mdx");
  if (data.slug !== expectedSlug) {
    throw new Error(`[content] ${fileName}: slug "${data.slug}" does not match the file name "${expectedSlug}"`);
  }
  const contentMdx = parsed.content.trim();
  if (!contentMdx) {
    throw new Error(`[content] ${fileName}: the post body is empty`);
  }
  return {
    id: data.id,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    contentMdx,
    personaHandle: data.personaHandle,
    publishedAt: data.publishedAt,
    category: data.category,
    ...(data.readTime !== undefined ? { readTime: data.readTime } : {}),
  };
}

/** Newest first; ties broken by slug so the order is stable. */
function byNewest(a: Post, b: Post): number {
  const diff = Date.parse(b.publishedAt) - Date.parse(a.publishedAt);
  return diff !== 0 ? diff : a.slug.localeCompare(b.slug);
}

/**
 * Reads and validates every post in `dir`. Throws on a bad file or a duplicate id. The reads are
 * hidden from the file tracer (which would otherwise bundle the whole project); the posts reach
 * serverless bundles through `outputFileTracingIncludes` ("./content/**") in next.config.ts.
 */
export function loadPosts(dir: string = POSTS_DIR): Post[] {
  const files = fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort();
  const posts = files.map((name) => parsePostFile(name, fs.readFileSync(path.join(/*turbopackIgnore: true*/ dir, name), "utf8")));

  const seenIds = new Map<string, string>();
  for (const post of posts) {
    const other = seenIds.get(post.id);
    if (other) throw new Error(`[content] duplicate post id "${post.id}" in ${other}.mdx and ${post.slug}.mdx`);
    seenIds.set(post.id, post.slug);
  }
  return posts.sort(byNewest);
}

interface PostIndex {
  all: readonly Post[];
  bySlug: ReadonlyMap<string, Post>;
}

let cache: PostIndex | null = null;

function index(): PostIndex {
  if (!cache) {
    const all = loadPosts().map((post) => Object.freeze(post));
    cache = { all, bySlug: new Map(all.map((post) => [post.slug, post])) };
  }
  return cache;
}

/** Every post, newest first. */
export function getAllPosts(): Post[] {
  return [...index().all];
}

export function getPostBySlug(slug: string): Post | null {
  return index().bySlug.get(slug) ?? null;
}

/** One oracle's posts, newest first; empty for an unknown handle. */
export function getPostsByPersona(handle: string): Post[] {
  return index().all.filter((post) => post.personaHandle === handle);
}
