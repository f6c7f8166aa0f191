"use client";

import clsx from "clsx";
import * as React from "react";

import { useMemory } from "@/hooks/use-memory";
import { useSession } from "@/hooks/use-session";
import { SIGNED_OUT_LINE } from "@/lib/welcome-lines";

type WelcomeModule = typeof import("@/lib/welcome");

/**
 * The header's inline memory text (desktop). Signed out it is SPEC §1's fixed line; signed in, its
 * words come from lib/welcome.ts (date-fns for "3 days ago"), fetched only then: the header is on
 * every page and a visitor from search is signed out (issue 16).
 */
export function MemoryText({ className }: { className?: string }) {
  const { user, status } = useSession();
  const memory = useMemory();
  const [welcome, setWelcome] = React.useState<WelcomeModule | null>(null);
  React.useEffect(() => {
    if (user && !welcome) void import("@/lib/welcome").then((module) => setWelcome(module));
  }, [user, welcome]);
  if (status === "loading" || (user && !welcome)) return null;
  const copy = user && welcome ? welcome.welcomeCopy(user, memory, new Date()) : { line: SIGNED_OUT_LINE, intention: null };
  const text = copy.intention ? `Intention: ${copy.intention}` : copy.line;
  return (
    <p data-testid="memory-text" className={clsx("text-muted-foreground line-clamp-2 max-w-52 text-xs leading-snug", className)} title={text}>
      {text}
    </p>
  );
}
