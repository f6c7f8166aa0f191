import { OctagonAlert } from "lucide-react";
import { Link } from "@/components/ui/link";

import { formatDuration } from "@/lib/studio/format";
import { cn } from "@/lib/utils";

export interface RedStateProps {
  unsentCount: number;
  pastPromise: number;
  oldestAgeMs: number | null;
  warningHours: number;
  slaHours: number;
  /** The compact strip every studio page shows, or the overview's full banner. */
  compact?: boolean;
}

/**
 * The red state: paid orders that have waited SLA_WARNING_HOURS or more without their letter. It
 * must be impossible to miss and must not rely on colour: it says "Red" in words, with a count,
 * and is a labelled region with its own heading so a screen reader lists it among the headings.
 */
export function RedStateBanner({ unsentCount, pastPromise, oldestAgeMs, warningHours, slaHours, compact }: RedStateProps) {
  const orders = `${unsentCount} paid ${unsentCount === 1 ? "order" : "orders"}`;
  return (
    <section
      aria-labelledby={compact ? "red-state-strip" : "red-state"}
      className={cn("border-destructive bg-destructive text-destructive-foreground rounded-xl border-2 shadow-lg", compact ? "px-4 py-3" : "p-5 sm:p-6")}
      data-testid={compact ? "red-state-strip" : "red-state"}
    >
      <div className="flex items-start gap-3">
        <OctagonAlert className={cn("shrink-0", compact ? "mt-0.5 size-5" : "size-8")} aria-hidden />
        <div className="min-w-0">
          <h2 id={compact ? "red-state-strip" : "red-state"} className={cn("font-sans font-semibold tracking-normal", compact ? "text-sm" : "text-lg sm:text-xl")}>
            Red: {orders} unsent for {warningHours} hours or more
          </h2>
          <p className={cn("mt-1", compact ? "text-xs" : "text-sm")}>
            {pastPromise > 0 ? `${pastPromise} already past the ${slaHours}-hour promise. ` : `The ${slaHours}-hour promise ends within ${slaHours - warningHours} hours. `}
            {oldestAgeMs !== null ? `The oldest was paid ${formatDuration(oldestAgeMs)} ago. ` : null}
            {compact ? (
              <Link href="/studio#late-orders" className="font-semibold underline underline-offset-2">
                See them on the overview
              </Link>
            ) : (
              "Each one is listed below: approve it, retry its job or refund it."
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
