"use client";

import { useEffect, useState } from "react";

import { formatCount } from "@/config/site";

interface CountedLineProps {
  count: "seekers" | "clarity";
  className?: string;
  "data-testid"?: string;
}

const TEXT: Record<CountedLineProps["count"], (n: number) => React.ReactNode> = {
  // SPEC §1: 'Trusted by {count} seekers', US number formatting.
  seekers: (n) => `Trusted by ${formatCount(n)} ${n === 1 ? "seeker" : "seekers"}`,
  clarity: (n) => (
    <>
      <span className="text-foreground font-semibold">{formatCount(n)}</span> {n === 1 ? "seeker has" : "seekers have"} found clarity through a reading
    </>
  ),
};

/**
 * A social-proof line with a number we counted (GET /api/stats), never one written into the copy.
 * The pages around it stay pre-rendered; the line fills in after load, in space kept for it so
 * nothing shifts, and stays empty if there is nothing to count yet.
 */
export function CountedLine({ count, className, "data-testid": testId }: CountedLineProps) {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/stats", { signal: controller.signal, credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, unknown>>) : null))
      .then((body) => {
        const n = body?.[count];
        if (typeof n === "number" && n > 0) setValue(n);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [count]);
  return (
    <p className={className} data-testid={testId} aria-live="polite">
      {value === null ? "\u00a0" : TEXT[count](value)}
    </p>
  );
}
