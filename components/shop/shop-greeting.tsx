"use client";

import * as React from "react";

import { WelcomeCardSkeleton } from "@/components/shell/welcome-card-skeleton";
import { useSession } from "@/hooks/use-session";

// The card's words come from lib/welcome.ts (date-fns, for "3 days ago"): fetched only for a
// signed-in seeker, so a guest's first load of the shop carries none of it (issue 16).
const WelcomeCard = React.lazy(() => import("@/components/shell/welcome-card").then((m) => ({ default: m.WelcomeCard })));

/** SPEC §2: signed-in seekers are greeted on the shop; guests see nothing here. */
export function ShopGreeting({ className }: { className?: string }) {
  const { status } = useSession();
  if (status !== "authenticated") return null;
  return (
    <React.Suspense fallback={<WelcomeCardSkeleton className={className} />}>
      <WelcomeCard className={className} />
    </React.Suspense>
  );
}
