import type { Metadata } from "next";
import { notFound } from "next/navigation";

// An unknown post, rendered per request (proxy.ts rewrites /blog/<unknown> here). Rendered on the
// post route itself, the 404 would be cached by the build's on-demand rendering with the first
// visitor's script nonce, and every later visitor's policy would block its scripts.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Post Not Found", robots: { index: false } };

export default function MissingPost(): never {
  notFound();
}
