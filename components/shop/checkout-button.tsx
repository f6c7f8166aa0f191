import { ArrowRight, Lock } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

interface CheckoutButtonProps {
  busy: boolean;
  children: React.ReactNode;
}

/** SPEC §4: disabled and reading 'Processing...' while the checkout call is in flight. */
export function CheckoutButton({ busy, children }: CheckoutButtonProps) {
  return (
    <div className="grid grid-cols-1 gap-3">
      <Button type="submit" size="wrap" disabled={busy} aria-busy={busy} className="w-full">
        {busy ? (
          <>
            <Spinner className="text-primary-foreground size-4" label="Processing" /> Processing...
          </>
        ) : (
          <>
            {children} <ArrowRight aria-hidden />
          </>
        )}
      </Button>
      <p className="text-muted-foreground flex items-center justify-center gap-1.5 text-xs">
        <Lock className="size-3.5" aria-hidden /> Secure checkout. We never see your card.
      </p>
    </div>
  );
}
