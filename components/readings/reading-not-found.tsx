import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

/**
 * The 404 of the reading pages. It says the same for every reason (another person's reading, a
 * link with a typo, a reading not sent yet), so it tells nobody whether a reading exists.
 */
export function ReadingNotFound({ hint }: { hint: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center sm:py-36">
      <p className="font-display text-oracle-gradient text-7xl italic" aria-hidden>
        404
      </p>
      <h1 className="mt-6 text-3xl font-medium sm:text-4xl">404 Page Not Found</h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{hint}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/portal">My Portal</Link>
        </Button>
      </div>
    </section>
  );
}
