"use client";

import { Sparkles } from "lucide-react";

import { useMemory } from "@/hooks/use-memory";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/utils";
import { welcomeCopy } from "@/lib/welcome";

export function WelcomeCard({ className }: { className?: string }) {
  const { user, status } = useSession();
  const memory = useMemory();
  if (status === "loading") return <div className={cn("surface h-24 animate-pulse", className)} aria-hidden />;
  const copy = welcomeCopy(user, memory, new Date());
  return (
    <section aria-label="Your cosmic logbook" data-testid="welcome-card" className={cn("surface p-4", className)}>
      {copy.title ? <p className="font-display text-lg leading-snug">{copy.title}</p> : null}
      <p className="text-muted-foreground mt-1 text-sm">{copy.line}</p>
      {copy.intention ? (
        <p className="text-primary mt-3 inline-flex items-center gap-1.5 text-xs font-medium tracking-wide uppercase">
          <Sparkles className="size-3.5" aria-hidden />
          Intention: {copy.intention}
        </p>
      ) : null}
    </section>
  );
}

/** The header's inline memory text (desktop). */
export function MemoryText({ className }: { className?: string }) {
  const { user, status } = useSession();
  const memory = useMemory();
  if (status === "loading") return null;
  const copy = welcomeCopy(user, memory, new Date());
  // Signed out, the line is SPEC §1's 'Sign in to begin your celestial logbook.'.
  const text = copy.intention ? `Intention: ${copy.intention}` : copy.line;
  return (
    <p data-testid="memory-text" className={cn("text-muted-foreground line-clamp-2 max-w-52 text-xs leading-snug", className)} title={text}>
      {text}
    </p>
  );
}
