import { ArrowLeft } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center sm:py-36">
      <p className="font-display text-oracle-gradient text-6xl italic" aria-hidden>
        ✦
      </p>
      <h1 className="mt-6 text-3xl font-medium sm:text-4xl">This blueprint isn&apos;t in your portal</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        It may belong to another seeker, or the link lost a character on its way here. Everything that is yours waits in your portal.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/portal">
            <ArrowLeft aria-hidden /> Back to portal
          </Link>
        </Button>
      </div>
    </section>
  );
}
