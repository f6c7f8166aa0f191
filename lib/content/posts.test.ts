import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { getAllPosts, getPostBySlug, getPostsByPersona, loadPosts, parsePostFile, POSTS_DIR } from "./posts";
import { POST_CATEGORIES } from "./types";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const GOOD = `---
id: "x1"
slug: "good-post"
title: "A Good Post"
excerpt: "Short."
personaHandle: "numa"
publishedAt: 2025-05-05
category: "numerology"
readTime: 3
---
Body line one.

Body line two.
`;

describe("parsePostFile", () => {
  it("parses frontmatter and body, turning a YAML date into an ISO date string", () => {
    const post = parsePostFile("good-post.mdx", GOOD);
    expect(post).toMatchObject({ id: "x1", slug: "good-post", personaHandle: "numa", publishedAt: "2025-05-05", readTime: 3 });
    expect(post.contentMdx).toBe("Body line one.\n\nBody line two.");
  });

  it("fails loudly, naming the file, on bad frontmatter", () => {
    expect(() => parsePostFile("good-post.mdx", GOOD.replace('"numa"', '"merlin"'))).toThrow(/good-post\.mdx.*\n.*personaHandle/);
    expect(() => parsePostFile("good-post.mdx", GOOD.replace('category: "numerology"', 'category: "crystals"'))).toThrow(/category/);
    expect(() => parsePostFile("good-post.mdx", GOOD.replace('title: "A Good Post"\n', ""))).toThrow(/title/);
    expect(() => parsePostFile("good-post.mdx", GOOD.replace("publishedAt: 2025-05-05", 'publishedAt: "soon"'))).toThrow(/publishedAt/);
  });

  it("rejects a slug that does not match the file name", () => {
    expect(() => parsePostFile("other-name.mdx", GOOD)).toThrow(/does not match the file name/);
  });

  it("rejects duplicate ids across files", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "posts-"));
    try {
      fs.writeFileSync(path.join(dir, "good-post.mdx"), GOOD);
      fs.writeFileSync(path.join(dir, "second-post.mdx"), GOOD.replace('slug: "good-post"', 'slug: "second-post"'));
      expect(() => loadPosts(dir)).toThrow(/duplicate post id "x1"/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the blog content", () => {
  const files = fs.readdirSync(POSTS_DIR).filter((name) => name.endsWith(".mdx"));
  const posts = getAllPosts();

  it("parses every post file", () => {
    expect(posts).toHaveLength(files.length);
  });

  it("has at least 24 posts with unique ids and slugs matching their file names", () => {
    expect(posts.length).toBeGreaterThanOrEqual(24);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(posts.map((p) => `${p.slug}.mdx`).sort()).toEqual([...files].sort());
  });

  it.each(POST_CATEGORIES)("has at least 4 posts in %s", (category) => {
    expect(posts.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(4);
  });

  it.each(["astra", "numa", "solara"])("has at least 6 posts by %s", (handle) => {
    expect(getPostsByPersona(handle).length).toBeGreaterThanOrEqual(6);
  });

  it("gives every post at least 600 words and a read time close to words / 200", () => {
    for (const post of posts) {
      const words = wordCount(post.contentMdx);
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(post.readTime, post.slug).toBeDefined();
      expect(Math.abs((post.readTime ?? 0) - words / 200), post.slug).toBeLessThanOrEqual(1);
    }
  });

  it("dates every post between 2025-01-01 and 2026-11-20, newest first", () => {
    for (const post of posts) {
      expect(post.publishedAt >= "2025-01-01" && post.publishedAt <= "2026-11-20", post.slug).toBe(true);
    }
    const dates = posts.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps bodies as plain text: no JSX, markdown tables, images or lorem ipsum", () => {
    for (const post of posts) {
      expect(post.contentMdx, post.slug).not.toMatch(/<[A-Za-z/]|!\[|^\|.*\|$|lorem ipsum|^#/im);
    }
  });
});

describe("post lookups", () => {
  it("finds a post by slug and returns null for an unknown one", () => {
    const first = getAllPosts()[0];
    expect(first).toBeDefined();
    expect(getPostBySlug(first?.slug ?? "")).toEqual(first);
    expect(getPostBySlug("no-such-post")).toBeNull();
  });

  it("filters by persona and returns nothing for an unknown handle", () => {
    for (const post of getPostsByPersona("solara")) expect(post.personaHandle).toBe("solara");
    expect(getPostsByPersona("merlin")).toEqual([]);
  });

  it("hands out copies of the list, so callers cannot reorder the cache", () => {
    const list = getAllPosts();
    list.reverse();
    expect(getAllPosts()[0]).not.toBe(list[0]);
  });
});
