import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ReadingView } from "@/components/readings/reading-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getReadingByToken } from "@/lib/readings/get-reading-by-token";

// A private link: rendered per request, never pre-rendered or cached (next.config.ts also sends
// Referrer-Policy: no-referrer and X-Robots-Tag for /r/*, so the token never leaves in a Referer).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your Reading", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function PrivateReadingPage({ params }: { params: Promise<{ token: string }> }) {
  const viewer = await getCurrentUser();
  const reading = await getReadingByToken((await params).token, viewer?.id ?? null);
  if (!reading) notFound();
  return <ReadingView reading={reading} />;
}
