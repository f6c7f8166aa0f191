"use client";

import { KeyRound } from "lucide-react";
import { Link } from "@/components/ui/link";
import * as React from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { PasswordInput } from "@/components/auth/password-input";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { setSessionUser, type SessionUser } from "@/hooks/use-session";
import { ApiRequestError, apiPost } from "@/lib/api-client";
import { PASSWORD_MIN } from "@/lib/validations/auth-constants";
import type { ResetPasswordData, ResetPasswordInput } from "@/lib/validations/account";

import { describedBy, FormField, FormMessage } from "./form-bits";

const resolver = lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.resetPasswordSchema));

/** The page a reset link opens: one new password, then the seeker is signed in fresh. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordData>({ resolver, defaultValues: { token, newPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = React.useState(false);
  const [linkProblem, setLinkProblem] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);

  async function onSubmit(values: ResetPasswordData) {
    setProblem(null);
    try {
      const { user } = await apiPost<{ user: SessionUser }>("/api/auth/password/reset", values);
      setDone(true);
      setSessionUser(user);
      toast.success("Your new password is set", { description: "Every other device has been signed out." });
      window.location.assign(new URL("/portal", window.location.origin).href);
    } catch (error) {
      const link = error instanceof ApiRequestError ? error.fieldError("token") : undefined;
      if (link) setLinkProblem(link);
      else if (!setServerFieldErrors(error, form.setError, ["newPassword"]).length) setProblem(error instanceof Error ? error.message : "Please try again.");
    }
  }

  if (linkProblem) {
    return (
      <div className="surface grid gap-4 p-6 sm:p-8">
        <FormMessage testId="reset-link-problem">{linkProblem}</FormMessage>
        <Button asChild>
          <Link href="/forgot-password">Send me a new link</Link>
        </Button>
      </div>
    );
  }

  const pending = isSubmitting || done;
  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Choose a new password" className="surface grid gap-5 p-6 sm:p-8" data-testid="reset-password-form">
      <input type="hidden" {...form.register("token")} />
      {/* Lets password managers save the new password for the right account. */}
      <FormField id="reset-password" label="New password" hint={`At least ${PASSWORD_MIN} characters.`} error={errors.newPassword?.message ?? errors.token?.message}>
        <PasswordInput autoComplete="new-password" {...describedBy("reset-password", { error: errors.newPassword?.message ?? errors.token?.message, hint: true })} {...form.register("newPassword")} />
      </FormField>
      <FormMessage>{problem}</FormMessage>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Spinner className="text-primary-foreground size-4" label="Saving" /> : <KeyRound aria-hidden />}
        Save my new password
      </Button>
    </form>
  );
}
