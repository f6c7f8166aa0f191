"use client";

import { Link } from "@/components/ui/link";
import { useEffect } from "react";

import { buttonVariants } from "@/components/ui/button-variants";

/** Any page that failed to render, inside the site's frame: calm words and two ways on (BRAND.md voice). */
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center sm:py-36" role="alert">
      {/* A crescent drawn, not typed: ☾ is left to a system font (issue 15). */}
      <svg viewBox="0 0 24 24" className="text-primary size-16" fill="none" stroke="currentColor" strokeWidth={1.2} strokeLinejoin="round" aria-hidden>
        <path d="M14.5 3.2a9 9 0 1 0 6.3 14.3A7.6 7.6 0 0 1 14.5 3.2Z" />
      </svg>
      <h1 className="mt-6 text-3xl font-medium sm:text-4xl">A cloud passed over this page</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        It didn&apos;t come through just now. Nothing you did caused it, and nothing of yours is lost: your blueprints, reports and readings are where you left them. Try
        again in a moment, or return to familiar stars.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Plain elements with the button classes: <Button> would put tailwind-merge and Radix's Slot
            on every page's first load, this boundary being part of it (issue 16). */}
        <button type="button" data-slot="button" className={buttonVariants()} onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" data-slot="button" className={buttonVariants({ variant: "outline" })}>
          Return Home
        </Link>
      </div>
      {error.digest ? (
        <p className="text-muted-foreground mt-8 text-sm">
          If it keeps happening, <Link href="/contact" className="text-primary underline underline-offset-4">write to us</Link> and mention{" "}
          <span className="font-mono">{error.digest}</span>.
        </p>
      ) : null}
    </section>
  );
}
