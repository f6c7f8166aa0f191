"use client";

import { Trash2 } from "lucide-react";
import * as React from "react";
import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { PasswordInput } from "@/components/auth/password-input";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { ConfirmCancel, ConfirmDialog } from "@/components/studio/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiPost } from "@/lib/api-client";
import type { DeleteAccountData, DeleteAccountInput } from "@/lib/validations/account";

import { describedBy, FormField, FormMessage } from "./form-bits";

const resolver = lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.deleteAccountSchema));

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The "Delete my account" button: focus goes back to it when the dialog closes. */
  opener: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The dialog that asks for the password before the account goes. Loaded only when the button is
 * about to be used (components/account/delete-account.tsx): the dialog primitives stay off the
 * settings page's first load.
 */
export default function DeleteAccountDialog({ open, onOpenChange, opener }: DeleteAccountDialogProps) {
  const [gone, setGone] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const form = useForm<DeleteAccountInput, unknown, DeleteAccountData>({ resolver, defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.password?.message;

  async function onSubmit(values: DeleteAccountData) {
    setProblem(null);
    try {
      await apiPost("/api/account/delete", values);
      setGone(true);
      // A full load: every cached query and remembered trace of the portal starts clean.
      window.location.assign(new URL("/account-deleted", window.location.origin).href);
    } catch (err) {
      if (!setServerFieldErrors(err, form.setError, ["password"]).length) setProblem(err instanceof Error ? err.message : "Please try again.");
    }
  }

  const pending = isSubmitting || gone;
  return (
    <ConfirmDialog
      open={open}
      returnFocusTo={opener}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
        if (!next) {
          form.reset();
          setProblem(null);
        }
      }}
      title="Delete your portal for good?"
      description={
        <>
          <p>Your profile, birth data, blueprints, compatibility reports, readings and email subscriptions will be deleted, and you&rsquo;ll be signed out everywhere. This cannot be undone.</p>
          <p className="mt-2">Records of your payments stay, with no name, email, birth data or question on them. You may want to download your data first.</p>
        </>
      }
    >
      <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Confirm deleting your account" className="grid gap-4" data-testid="delete-account-form">
        <FormField id="delete-password" label="Your password" error={error}>
          <PasswordInput autoComplete="current-password" {...describedBy("delete-password", { error })} {...form.register("password")} />
        </FormField>
        <FormMessage>{problem}</FormMessage>
        <div className="flex flex-wrap justify-end gap-2">
          <ConfirmCancel asChild>
            <Button type="button" variant="outline" className="min-h-11" disabled={pending}>
              Keep my account
            </Button>
          </ConfirmCancel>
          <Button type="submit" variant="destructive" className="min-h-11" disabled={pending}>
            {pending ? <Spinner className="size-4 text-current" label="Deleting" /> : <Trash2 aria-hidden />}
            Delete forever
          </Button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
