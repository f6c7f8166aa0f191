import { LogIn } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** SPEC §2 Portal without a session: 'Login Required' with a Sign Up Free button. */
export function LoginRequired() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center" aria-labelledby="login-required">
      <span className="bg-primary/12 text-primary inline-flex size-14 items-center justify-center rounded-2xl">
        <LogIn className="size-6" aria-hidden />
      </span>
      <h1 id="login-required" className="mt-6 text-4xl font-medium">
        Login Required
      </h1>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Your portal keeps your cosmic blueprints, compatibility reports and readings in one place. Create a free account to open it.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/signup">Sign Up Free</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/login">Log In</Link>
        </Button>
      </div>
    </section>
  );
}
