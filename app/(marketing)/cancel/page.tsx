import { ArrowLeft, CircleSlash } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

export const metadata: Metadata = {
  title: "Payment Cancelled",
  description: "Your checkout was cancelled. No charges were made.",
  robots: { index: false },
};

// Stripe returns here with ?order=… when the buyer backs out; nothing was charged, so there is nothing to undo.
export default function CancelPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 pt-16 pb-10 sm:px-6 sm:pt-24">
      <div className="surface px-6 py-12 text-center sm:px-12 sm:py-16">
        <CircleSlash className="text-muted-foreground mx-auto size-12" aria-hidden />
        {/* SPEC §2's sentence, whole: the heading and its lead are read as one. */}
        <h1 className="mt-6 text-4xl font-medium sm:text-5xl">
          Payment Cancelled. <span className="mt-5 block font-sans text-lg font-medium tracking-normal">No charges were made.</span>
        </h1>
        <p className="text-muted-foreground mx-auto mt-3 max-w-md leading-relaxed">
          Your question will keep. Whenever the moment feels right, your reading is a few clicks away.
        </p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/readings">
              <ArrowLeft aria-hidden /> Back to Readings
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">Home</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
