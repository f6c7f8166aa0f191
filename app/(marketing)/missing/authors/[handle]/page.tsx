import type { Metadata } from "next";
import { notFound } from "next/navigation";

// An unknown oracle, rendered per request (proxy.ts rewrites /authors/<unknown> here; see
// app/(marketing)/missing/blog/[slug]/page.tsx for why).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Oracle not found", robots: { index: false } };

export default function MissingOracle(): never {
  notFound();
}
