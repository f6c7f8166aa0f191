"use client";

import Link from "next/link";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";

/** Any page that failed to render, inside the site's frame: calm words and two ways on (BRAND.md voice). */
export default function ErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center sm:py-36" role="alert">
      <p className="font-display text-oracle-gradient text-6xl italic" aria-hidden>
        ☾
      </p>
      <h1 className="mt-6 text-3xl font-medium sm:text-4xl">A cloud passed over this page</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        It didn&apos;t come through just now. Nothing you did caused it, and nothing of yours is lost: your blueprints, reports and readings are where you left them. Try
        again in a moment, or return to familiar stars.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => retry()}>Try again</Button>
        <Button asChild variant="outline">
          <Link href="/">Return Home</Link>
        </Button>
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
