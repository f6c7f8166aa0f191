"use client";

import { WelcomeCard } from "@/components/shell/welcome-card";
import { useSession } from "@/hooks/use-session";

/** SPEC §2: signed-in seekers are greeted on the shop; guests see nothing here. */
export function ShopGreeting({ className }: { className?: string }) {
  const { status } = useSession();
  if (status !== "authenticated") return null;
  return <WelcomeCard className={className} />;
}
