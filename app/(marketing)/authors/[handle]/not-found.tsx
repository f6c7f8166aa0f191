import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

export default function OracleNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center sm:py-36">
      <p className="font-display text-oracle-gradient text-6xl italic" aria-hidden>
        ✦
      </p>
      <h1 className="mt-6 text-3xl font-medium sm:text-4xl">Oracle not found</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        No oracle by that name reads for us. Astra, Numa and Solara are waiting on the oracles page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/authors">
            <ArrowLeft aria-hidden /> Meet the Oracles
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/blog">Back to Blog</Link>
        </Button>
      </div>
    </section>
  );
}
