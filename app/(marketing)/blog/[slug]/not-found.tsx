import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

export default function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center sm:py-36">
      <p className="font-display text-oracle-gradient text-6xl italic" aria-hidden>
        ✦
      </p>
      <h1 className="mt-6 text-3xl font-medium sm:text-4xl">Post Not Found</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        This page has drifted out of our sky. It may have moved, or the link may be mistyped. The rest of the journal is
        still here.
      </p>
      <Button asChild className="mt-8">
        <Link href="/blog">
          <ArrowLeft aria-hidden /> Back to Blog
        </Link>
      </Button>
    </section>
  );
}
