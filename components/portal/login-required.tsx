import { LogIn } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

/**
 * SPEC §2 Portal without a session: 'Login Required' with a Sign Up Free button. On /solo-reading
 * it sits below the free reading as a section (an h2), so the page keeps one h1.
 */
export function LoginRequired({ as: Heading = "h1" }: { as?: "h1" | "h2" }) {
  const section = Heading === "h2";
  return (
    <section className={`mx-auto flex max-w-lg flex-col items-center px-4 text-center ${section ? "py-12" : "py-24"}`} aria-labelledby="login-required">
      <span className="bg-primary/12 text-primary inline-flex size-14 items-center justify-center rounded-2xl">
        <LogIn className="size-6" aria-hidden />
      </span>
      <Heading id="login-required" className={`mt-6 font-medium ${section ? "text-3xl" : "text-4xl"}`}>
        Login Required
      </Heading>
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
