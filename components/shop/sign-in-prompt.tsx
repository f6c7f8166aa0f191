import { LogIn, UserPlus } from "lucide-react";
import { Link } from "@/components/ui/link";

import { Button } from "@/components/ui/button";

/** SPEC §2: the couples readings need an account (the report lands in the portal too). */
export function SignInPrompt({ reason }: { reason: string }) {
  return (
    <div className="grid justify-items-center gap-4 px-2 py-6 text-center" data-testid="sign-in-prompt">
      <p className="font-display text-2xl">Please sign in to continue</p>
      <p className="text-muted-foreground max-w-sm text-sm leading-relaxed">{reason}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/login">
            <LogIn aria-hidden /> Log In
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/signup">
            <UserPlus aria-hidden /> Create Free Account
          </Link>
        </Button>
      </div>
    </div>
  );
}
