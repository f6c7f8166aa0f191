import type { MetadataRoute } from "next";

import { env } from "@/lib/env";

export default function robots(): MetadataRoute.Robots {
  const base = env.APP_URL.replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/portal", "/dev/", "/success", "/cancel"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
