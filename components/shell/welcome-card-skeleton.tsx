import clsx from "clsx";

/** The welcome card's place while the session, or the card's own code, is on its way. */
export function WelcomeCardSkeleton({ className }: { className?: string }) {
  return <div className={clsx("surface h-24 animate-pulse", className)} aria-hidden />;
}
