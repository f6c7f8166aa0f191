"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { crisisLetterSchema, type CrisisLetterInput } from "@/lib/validations/studio";

import { ConfirmCancel, ConfirmDialog } from "./confirm-dialog";
import { useStudioAction } from "./use-studio-action";

const KINDS: { value: CrisisLetterInput["kind"]; label: string; hint: string }[] = [
  { value: "self-harm", label: "Self-harm or suicide", hint: "Leads with the crisis and suicide lines." },
  { value: "abuse", label: "Not safe at home", hint: "Leads with the domestic-abuse lines and a note on email privacy." },
];

/**
 * Replaces a held reading with the crisis care letter: the reading is withdrawn for good, the
 * buyer gets the letter with the crisis lines of their country, the payment is refunded in full,
 * and the team is alerted to follow up. Asks which lines to lead with and why, then confirms.
 */
export function CrisisLetterDialog({ orderId, email }: { orderId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<CrisisLetterInput>({ resolver: zodResolver(crisisLetterSchema), defaultValues: { kind: "self-harm", note: "" } });
  const { run, pending } = useStudioAction<{ refunded: boolean }>(`/api/studio/readings/${encodeURIComponent(orderId)}/crisis-letter`, {
    success: (r) => (r.refunded ? "Crisis letter sent; the payment is being refunded." : "Crisis letter sent. The automatic refund failed: refund by hand."),
    failure: "The crisis letter was not sent",
  });
  const { errors } = form.formState;

  async function onSubmit(values: CrisisLetterInput) {
    if (await run(values)) {
      setOpen(false);
      form.reset();
    }
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} disabled={pending} data-testid="crisis-letter">
        Send the crisis letter instead
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !pending && setOpen(next)}
        title="Send the crisis letter instead of this reading?"
        description={
          <>
            The reading is withdrawn for good and never sent. <span className="text-foreground font-medium">{email}</span> gets the care letter with crisis lines for their country, the payment is refunded in full, and an alert stays open until someone has followed up personally.
          </>
        }
      >
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Which lines should the letter lead with?</legend>
            {KINDS.map((k) => (
              <label key={k.value} className="hover:bg-accent/40 has-[:checked]:border-primary flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm">
                <input type="radio" value={k.value} className="accent-primary mt-0.5" {...form.register("kind")} />
                <span>
                  <span className="font-medium">{k.label}</span>
                  <span className="text-muted-foreground block text-xs">{k.hint}</span>
                </span>
              </label>
            ))}
            <FieldError>{errors.kind?.message}</FieldError>
          </fieldset>
          <Field>
            <Label htmlFor={`crisis-note-${orderId}`}>Why (for the audit log)</Label>
            <Textarea id={`crisis-note-${orderId}`} rows={3} aria-invalid={!!errors.note} aria-describedby={errors.note ? `crisis-note-${orderId}-error` : undefined} {...form.register("note")} />
            <FieldError id={`crisis-note-${orderId}-error`}>{errors.note?.message}</FieldError>
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ConfirmCancel asChild>
              <Button type="button" variant="ghost" disabled={pending}>
                Cancel
              </Button>
            </ConfirmCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Sending…" : "Withdraw the reading and send the letter"}
            </Button>
          </div>
        </form>
      </ConfirmDialog>
    </>
  );
}
