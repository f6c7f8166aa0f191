"use client";

import { Mail } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { apiPost } from "@/lib/api-client";
import type { ForgotPasswordData, ForgotPasswordInput } from "@/lib/validations/account";

import { describedBy, FormField, FormMessage } from "./form-bits";

const resolver = lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.forgotPasswordSchema));

/** "Forgot password?": asks for the email, then says the same thing whether or not it has a portal. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordData>({ resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);

  async function onSubmit(values: ForgotPasswordData) {
    setProblem(null);
    try {
      const { message } = await apiPost<{ message: string }>("/api/auth/password/forgot", values);
      setSent(message);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, ["email"]).length) setProblem(error instanceof Error ? error.message : "Please try again.");
    }
  }

  if (sent) {
    return (
      <div className="surface grid gap-4 p-6 sm:p-8" data-testid="forgot-password-sent">
        <FormMessage tone="success">{sent}</FormMessage>
        <Button variant="outline" onClick={() => { form.reset(); setSent(null); }}>
          Use another email
        </Button>
      </div>
    );
  }

  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Reset your password" className="surface grid gap-5 p-6 sm:p-8" data-testid="forgot-password-form">
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input {...EMAIL_INPUT_PROPS} {...describedBy("forgot-email", { error: errors.email?.message })} {...form.register("email")} />
      </FormField>
      <FormMessage>{problem}</FormMessage>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner className="text-primary-foreground size-4" label="Sending" /> : <Mail aria-hidden />}
        Send me a reset link
      </Button>
    </form>
  );
}
