"use client";

import { MailCheck } from "lucide-react";
import { Link } from "@/components/ui/link";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { refreshSession } from "@/hooks/use-session";
import { apiPost } from "@/lib/api-client";

import { FormMessage } from "./form-bits";

/** The page a confirmation link opens: one button (a link scanner's visit changes nothing). */
export function ConfirmEmail({ token }: { token: string }) {
  const [state, setState] = React.useState<{ kind: "idle" | "pending" } | { kind: "done"; email: string } | { kind: "failed"; message: string }>({ kind: "idle" });

  async function confirm() {
    setState({ kind: "pending" });
    try {
      const { email } = await apiPost<{ email: string }>("/api/account/email/confirm", { token });
      setState({ kind: "done", email });
      void refreshSession();
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : "Please try again." });
    }
  }

  if (state.kind === "done") {
    return (
      <div className="surface grid gap-4 p-6 sm:p-8" data-testid="email-confirmed">
        <FormMessage tone="success">
          Your portal now uses {state.email}. Sign in with it from now on.
        </FormMessage>
        <Button asChild>
          <Link href="/portal">Go to my portal</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="surface grid gap-4 p-6 sm:p-8">
      {state.kind === "failed" ? <FormMessage testId="email-confirm-problem">{state.message}</FormMessage> : null}
      <Button size="lg" onClick={confirm} disabled={state.kind === "pending"} className="w-full">
        {state.kind === "pending" ? <Spinner className="text-primary-foreground size-4" label="Confirming" /> : <MailCheck aria-hidden />}
        Confirm my new email
      </Button>
    </div>
  );
}
