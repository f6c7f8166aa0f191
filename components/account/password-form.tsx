"use client";

import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PASSWORD_MIN } from "@/lib/validations/auth-constants";
import type { ChangePasswordData, ChangePasswordInput } from "@/lib/validations/auth";

import { describedBy, FormField, FormMessage } from "./form-bits";
import { useAccountSubmit } from "./use-account-form";

const resolver = lazyZodResolver(() => import("@/lib/validations/auth").then((m) => m.changePasswordSchema));

export function PasswordForm() {
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordData>({ resolver, defaultValues: { currentPassword: "", newPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const { submit, problem, notice } = useAccountSubmit(form, "/api/account/password", ["currentPassword", "newPassword"], { onDone: () => form.reset() });
  const e = { current: errors.currentPassword?.message, next: errors.newPassword?.message };
  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(submit)} noValidate aria-label="Change your password" className="grid gap-4" data-testid="password-form">
      <FormField id="settings-current-password" label="Current password" error={e.current}>
        <PasswordInput autoComplete="current-password" {...describedBy("settings-current-password", { error: e.current })} {...form.register("currentPassword")} />
      </FormField>
      <FormField id="settings-new-password" label="New password" hint={`At least ${PASSWORD_MIN} characters. Other devices are signed out; this one stays in.`} error={e.next}>
        <PasswordInput autoComplete="new-password" {...describedBy("settings-new-password", { error: e.next, hint: true })} {...form.register("newPassword")} />
      </FormField>
      <FormMessage>{problem}</FormMessage>
      <FormMessage tone="success">{notice}</FormMessage>
      <div>
        <Button type="submit" disabled={isSubmitting} className="min-h-11">
          {isSubmitting ? <Spinner className="text-primary-foreground size-4" label="Saving" /> : null}
          Change password
        </Button>
      </div>
    </form>
  );
}
