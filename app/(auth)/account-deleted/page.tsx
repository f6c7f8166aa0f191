import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Your portal is deleted", robots: { index: false } };

export default function AccountDeletedPage() {
  return (
    <div className="mx-auto grid max-w-md gap-6 text-center lg:pt-4" data-testid="account-deleted">
      <h1 className="text-4xl leading-tight font-medium sm:text-5xl">Your portal is deleted</h1>
      <p className="text-muted-foreground text-lg leading-relaxed">
        Everything you kept with us is gone, and you are signed out everywhere. A short letter confirming it is on its way to your email. Thank you for the time you spent under our sky.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline" className="min-h-11">
          <Link href="/">Back to the home page</Link>
        </Button>
      </div>
    </div>
  );
}
