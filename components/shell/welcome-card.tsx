"use client";

import clsx from "clsx";
import { Sparkles } from "lucide-react";

import { useMemory } from "@/hooks/use-memory";
import { useSession } from "@/hooks/use-session";
import { welcomeCopy } from "@/lib/welcome";

import { WelcomeCardSkeleton } from "./welcome-card-skeleton";

export function WelcomeCard({ className }: { className?: string }) {
  const { user, status } = useSession();
  const memory = useMemory();
  if (status === "loading") return <WelcomeCardSkeleton className={className} />;
  const copy = welcomeCopy(user, memory, new Date());
  return (
    <section aria-label="Your cosmic logbook" data-testid="welcome-card" className={clsx("surface p-4", className)}>
      {copy.title ? <p className="font-display text-lg leading-snug">{copy.title}</p> : null}
      {/* A relative time ("3 minutes ago"): the browser's may be a minute later than the server's. */}
      <p className="text-muted-foreground mt-1 text-sm" suppressHydrationWarning>
        {copy.line}
      </p>
      {copy.intention ? (
        <p className="text-primary mt-3 inline-flex items-center gap-1.5 text-xs font-medium tracking-wide uppercase">
          <Sparkles className="size-3.5" aria-hidden />
          Intention: {copy.intention}
        </p>
      ) : null}
    </section>
  );
}
