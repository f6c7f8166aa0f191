import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/app-url";

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/portal", "/dev/", "/success", "/cancel"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
