"use client";

import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { PasswordInput } from "@/components/auth/password-input";
import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { ChangeEmailData, ChangeEmailInput } from "@/lib/validations/account";

import { describedBy, FormField, FormMessage } from "./form-bits";
import { useAccountSubmit } from "./use-account-form";

const resolver = lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.changeEmailSchema));

export function EmailForm({ email }: { email: string }) {
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailData>({ resolver, defaultValues: { newEmail: "", currentPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const { submit, problem, notice } = useAccountSubmit(form, "/api/account/email", ["newEmail", "currentPassword"], { onDone: () => form.reset() });
  const e = { email: errors.newEmail?.message, password: errors.currentPassword?.message };
  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(submit)} noValidate aria-label="Change your email" className="grid gap-4" data-testid="email-form">
      <p className="text-sm leading-relaxed [overflow-wrap:anywhere]">
        You sign in with <strong data-testid="current-email">{email}</strong>. We&rsquo;ll send a link to the new address; nothing changes until you open it, and we&rsquo;ll let this address know.
      </p>
      <FormField id="settings-new-email" label="New email" error={e.email}>
        <Input {...EMAIL_INPUT_PROPS} {...describedBy("settings-new-email", { error: e.email })} {...form.register("newEmail")} />
      </FormField>
      <FormField id="settings-email-password" label="Current password" error={e.password}>
        <PasswordInput autoComplete="current-password" {...describedBy("settings-email-password", { error: e.password })} {...form.register("currentPassword")} />
      </FormField>
      <FormMessage>{problem}</FormMessage>
      <FormMessage tone="success" testId="email-change-sent">{notice}</FormMessage>
      <div>
        <Button type="submit" disabled={isSubmitting} className="min-h-11">
          {isSubmitting ? <Spinner className="text-primary-foreground size-4" label="Sending" /> : null}
          Send confirmation link
        </Button>
      </div>
    </form>
  );
}
