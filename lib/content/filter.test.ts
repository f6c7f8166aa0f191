import { afterEach, describe, expect, it } from "vitest";

import { filterPosts, formatPostDate, MAX_RELATED_POSTS, relatedPosts } from "./filter";
import type { Post } from "./types";

function post(overrides: Partial<Post> & Pick<Post, "slug">): Post {
  return {
    id: overrides.slug,
    title: `Title of ${overrides.slug}`,
    excerpt: "An excerpt.",
    contentMdx: "Body text.",
    personaHandle: "astra",
    publishedAt: "2025-01-01",
    category: "astrology",
    ...overrides,
  };
}

const posts: Post[] = [
  post({ slug: "saturn", title: "Your Saturn Return", category: "astrology", personaHandle: "astra", publishedAt: "2026-03-24" }),
  post({ slug: "life-path", title: "Life Path Maths", excerpt: "Add the MONTH, day and year.", category: "numerology", personaHandle: "numa", publishedAt: "2025-01-14" }),
  post({ slug: "tower", title: "The Tower", contentMdx: "Sudden change and a Lightning strike.", category: "tarot", personaHandle: "solara", publishedAt: "2026-02-17" }),
  post({ slug: "observer", title: "The Observer", category: "Quantum", personaHandle: "astra", publishedAt: "2025-03-27" }),
  post({ slug: "shadow-moon", title: "Moon Shadows", category: "shadow", personaHandle: "astra", publishedAt: "2026-01-20" }),
];

const slugs = (list: readonly Pick<Post, "slug">[]) => list.map((p) => p.slug);

describe("filterPosts", () => {
  it("returns everything for category 'all' and an empty search, keeping order", () => {
    expect(slugs(filterPosts(posts, { category: "all", search: "" }))).toEqual(slugs(posts));
    expect(slugs(filterPosts(posts))).toEqual(slugs(posts));
  });

  it("matches the category case-insensitively, both ways", () => {
    expect(slugs(filterPosts(posts, { category: "TAROT" }))).toEqual(["tower"]);
    expect(slugs(filterPosts(posts, { category: "quantum" }))).toEqual(["observer"]);
    expect(slugs(filterPosts(posts, { category: "All" }))).toHaveLength(posts.length);
  });

  it("returns nothing for a category without posts", () => {
    expect(filterPosts(posts, { category: "crystals" })).toEqual([]);
  });

  it("searches the title, excerpt and body case-insensitively", () => {
    expect(slugs(filterPosts(posts, { search: "saturn" }))).toEqual(["saturn"]);
    expect(slugs(filterPosts(posts, { search: "month" }))).toEqual(["life-path"]);
    expect(slugs(filterPosts(posts, { search: "LIGHTNING" }))).toEqual(["tower"]);
    expect(slugs(filterPosts(posts, { search: "  tower  " }))).toEqual(["tower"]);
    expect(filterPosts(posts, { search: "no such words" })).toEqual([]);
  });

  it("applies category and search together", () => {
    expect(slugs(filterPosts(posts, { search: "the" }))).toEqual(expect.arrayContaining(["tower", "observer"]));
    expect(slugs(filterPosts(posts, { category: "tarot", search: "the" }))).toEqual(["tower"]);
    expect(filterPosts(posts, { category: "astrology", search: "tower" })).toEqual([]);
  });
});

describe("relatedPosts", () => {
  const extra: Post[] = [
    ...posts,
    post({ slug: "moon-cycle", title: "Lunar Cycle", category: "astrology", personaHandle: "astra", publishedAt: "2026-08-18" }),
    post({ slug: "houses", title: "Houses", category: "astrology", personaHandle: "astra", publishedAt: "2025-09-30" }),
    post({ slug: "astro-by-numa", title: "Numbers in the Sky", category: "astrology", personaHandle: "numa", publishedAt: "2026-10-01" }),
  ];
  const saturn = extra.find((p) => p.slug === "saturn") as Post;

  it("never includes the post itself and returns at most 3", () => {
    const related = relatedPosts(extra, saturn);
    expect(slugs(related)).not.toContain("saturn");
    expect(related.length).toBeLessThanOrEqual(MAX_RELATED_POSTS);
    expect(relatedPosts(extra, saturn, 10)).toHaveLength(3);
  });

  it("only includes posts sharing the category or the persona", () => {
    const tower = extra.find((p) => p.slug === "tower") as Post;
    expect(relatedPosts(extra, tower)).toEqual([]);
    for (const related of relatedPosts(extra, saturn, 3)) {
      expect(related.category === saturn.category || related.personaHandle === saturn.personaHandle).toBe(true);
    }
  });

  it("prefers same category and persona, then same category, then same persona, newest first", () => {
    // Same category + persona: moon-cycle (2026-08), houses (2025-09); then same category only: astro-by-numa.
    expect(slugs(relatedPosts(extra, saturn))).toEqual(["moon-cycle", "houses", "astro-by-numa"]);
    const observer = extra.find((p) => p.slug === "observer") as Post;
    // No other quantum post: same persona only, newest first.
    expect(slugs(relatedPosts(extra, observer))).toEqual(["moon-cycle", "saturn", "shadow-moon"]);
  });

  it("respects a smaller limit", () => {
    expect(relatedPosts(extra, saturn, 1)).toHaveLength(1);
    expect(relatedPosts(extra, saturn, 0)).toEqual([]);
  });
});

describe("formatPostDate", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("formats short and long dates", () => {
    expect(formatPostDate("2025-01-14", "short")).toBe("Jan 14, 2025");
    expect(formatPostDate("2025-01-14", "long")).toBe("January 14, 2025");
    expect(formatPostDate("2026-11-05")).toBe("Nov 5, 2026");
    expect(formatPostDate("2026-09-22", "long")).toBe("September 22, 2026");
  });

  it.each(["America/Los_Angeles", "Pacific/Honolulu", "UTC", "Pacific/Kiritimati", "Asia/Tokyo"])(
    "keeps the calendar date of a date-only string in %s",
    (tz) => {
      process.env.TZ = tz;
      expect(formatPostDate("2025-01-01", "short")).toBe("Jan 1, 2025");
      expect(formatPostDate("2025-12-31", "long")).toBe("December 31, 2025");
    },
  );

  it("uses the written date of a full ISO timestamp", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatPostDate("2025-03-01T00:30:00Z", "long")).toBe("March 1, 2025");
  });

  it("rejects strings that are not ISO dates", () => {
    expect(() => formatPostDate("yesterday")).toThrow(RangeError);
    expect(() => formatPostDate("2025-02-30")).toThrow(RangeError);
  });
});
