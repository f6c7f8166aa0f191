import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ReadingView } from "@/components/readings/reading-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getOwnedReading } from "@/lib/readings/get-owned-reading";

export const metadata: Metadata = { title: "Your Reading", robots: { index: false, follow: false } };

// No loading.tsx here or above: notFound() must run before anything streams, so the status is a real 404.
export default async function PortalReadingPage({ params }: { params: Promise<{ orderId: string }> }) {
  const user = await getCurrentUser();
  if (!user) notFound();
  const reading = await getOwnedReading(user.id, (await params).orderId);
  if (!reading) notFound();
  return <ReadingView reading={reading} back={{ href: "/portal", label: "Back to portal" }} />;
}
