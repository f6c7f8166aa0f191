// GET /feed.xml – RSS 2.0 feed of the blog, rendered once at build time.
import { SITE_NAME } from "@/config/site";
import { siteUrl } from "@/lib/app-url";
import { getAllPosts } from "@/lib/content/posts";
import { personaOrDefault } from "@/lib/personas";

export const dynamic = "force-static";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
}

/** RFC 822 date for a post's calendar date (noon UTC, so no zone moves it to another day). */
function rssDate(iso: string): string {
  return new Date(`${iso.slice(0, 10)}T12:00:00Z`).toUTCString();
}

export function GET() {
  const base = siteUrl();
  const posts = getAllPosts();
  const items = posts
    .map((post) => {
      const url = `${base}/blog/${post.slug}`;
      const persona = personaOrDefault(post.personaHandle);
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${rssDate(post.publishedAt)}</pubDate>`,
        `      <dc:creator>${escapeXml(persona.displayName)}</dc:creator>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${SITE_NAME} · Cosmic Wisdom Blog`)}</title>
    <link>${base}/blog</link>
    <atom:link href="${base}/feed.xml" rel="self" type="application/rss+xml" />
    <description>Essays on astrology, numerology, tarot, quantum self-inquiry and shadow work from Astra, Numa and Solara.</description>
    <language>en</language>
${posts[0] ? `    <lastBuildDate>${rssDate(posts[0].publishedAt)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
