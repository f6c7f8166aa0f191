"use client";

import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { ProfileNameData, ProfileNameInput } from "@/lib/validations/account";

import { describedBy, FormField, FormMessage } from "./form-bits";
import { useAccountSubmit } from "./use-account-form";

const resolver = lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.profileNameSchema));

export function NameForm({ fullName }: { fullName: string }) {
  const form = useForm<ProfileNameInput, unknown, ProfileNameData>({ resolver, defaultValues: { fullName } });
  const { errors, isSubmitting } = form.formState;
  const { submit, problem, notice } = useAccountSubmit(form, "/api/account/profile", ["fullName"], { onDone: () => form.reset(form.getValues()) });
  const error = errors.fullName?.message;
  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(submit)} noValidate aria-label="Your name" className="grid gap-4" data-testid="name-form">
      <FormField id="settings-name" label="Full name" hint="How your portal greets you. Blueprints keep the name they were charted with." error={error}>
        <Input autoComplete="name" {...describedBy("settings-name", { error, hint: true })} {...form.register("fullName")} />
      </FormField>
      <FormMessage>{problem}</FormMessage>
      <FormMessage tone="success">{notice}</FormMessage>
      <div>
        <Button type="submit" disabled={isSubmitting} className="min-h-11">
          {isSubmitting ? <Spinner className="text-primary-foreground size-4" label="Saving" /> : null}
          Save name
        </Button>
      </div>
    </form>
  );
}
