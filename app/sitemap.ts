import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/app-url";
import { getAllPosts } from "@/lib/content/posts";
import { PERSONAS } from "@/lib/personas";

/** Public, indexable pages (SPEC §2); signed-in, checkout and payment-outcome pages are left out. */
const STATIC_PAGES: { path: string; priority: number; changeFrequency: MetadataRoute.Sitemap[number]["changeFrequency"] }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/readings", priority: 0.9, changeFrequency: "monthly" },
  { path: "/solo-reading", priority: 0.8, changeFrequency: "monthly" }, // the free reading, signed out
  { path: "/blog", priority: 0.9, changeFrequency: "weekly" },
  { path: "/authors", priority: 0.6, changeFrequency: "monthly" },
  { path: "/about", priority: 0.5, changeFrequency: "yearly" },
  { path: "/contact", priority: 0.4, changeFrequency: "yearly" },
  { path: "/offers/astro-digest", priority: 0.5, changeFrequency: "monthly" },
  { path: "/offers/number-brief", priority: 0.5, changeFrequency: "monthly" },
  { path: "/offers/morning-card-pull", priority: 0.5, changeFrequency: "monthly" },
  { path: "/privacy", priority: 0.2, changeFrequency: "yearly" },
  { path: "/terms", priority: 0.2, changeFrequency: "yearly" },
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  const posts = getAllPosts();
  const newest = posts[0]?.publishedAt;

  return [
    ...STATIC_PAGES.map(({ path, priority, changeFrequency }) => ({
      url: `${base}${path}`,
      priority,
      changeFrequency,
      ...(path === "/blog" && newest ? { lastModified: newest } : {}),
    })),
    ...PERSONAS.map((persona) => ({
      url: `${base}/authors/${persona.handle}`,
      lastModified: posts.find((post) => post.personaHandle === persona.handle)?.publishedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...posts.map((post) => ({
      url: `${base}/blog/${post.slug}`,
      lastModified: post.publishedAt,
      changeFrequency: "yearly" as const,
      priority: 0.7,
    })),
  ];
}
