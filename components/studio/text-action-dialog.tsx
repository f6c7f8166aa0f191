"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { closeReadingSchema, refundOrderSchema, resolveAlertSchema } from "@/lib/validations/studio";

import { ConfirmCancel, ConfirmDialog } from "./confirm-dialog";
import { useStudioAction } from "./use-studio-action";

/** The studio actions that take one line of text: the field the call expects and its schema. */
const ACTIONS = {
  refund: { field: "reason", schema: z.object({ text: refundOrderSchema.shape.reason }) },
  close: { field: "note", schema: z.object({ text: closeReadingSchema.shape.note }) },
  resolve: { field: "note", schema: z.object({ text: resolveAlertSchema.shape.note }) },
} as const;

export interface TextActionDialogProps {
  action: keyof typeof ACTIONS;
  path: string;
  trigger: string;
  title: string;
  description: React.ReactNode;
  fieldLabel: string;
  fieldHint?: string;
  confirmLabel: string;
  destructive?: boolean;
  success: string;
  failure: string;
  triggerVariant?: "default" | "outline" | "destructive" | "ghost";
  size?: "default" | "sm";
  testId?: string;
}

/**
 * A studio action that asks for a reason or a note and a confirmation first (refund, closing a
 * crisis record, resolving an alert). The reason goes into the audit row.
 */
export function TextActionDialog({ action, path, trigger, title, description, fieldLabel, fieldHint, confirmLabel, destructive, success, failure, triggerVariant = "outline", size = "sm", testId }: TextActionDialogProps) {
  const [open, setOpen] = useState(false);
  const { field, schema } = ACTIONS[action];
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { text: "" } });
  const { run, pending } = useStudioAction(path, { success, failure });
  const error = form.formState.errors.text?.message;
  const id = `${action}-${path.replace(/\W+/g, "-")}`;

  async function onSubmit(values: z.output<typeof schema>) {
    const done = await run({ [field]: values.text });
    if (done) {
      setOpen(false);
      form.reset();
    }
  }

  return (
    <>
      <Button type="button" variant={triggerVariant} size={size} onClick={() => setOpen(true)} disabled={pending} data-testid={testId}>
        {trigger}
      </Button>
      <ConfirmDialog open={open} onOpenChange={(next) => !pending && setOpen(next)} title={title} description={description}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <Field>
            <Label htmlFor={id}>{fieldLabel}</Label>
            <Textarea id={id} rows={3} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : fieldHint ? `${id}-hint` : undefined} {...form.register("text")} />
            {fieldHint ? <FieldDescription id={`${id}-hint`}>{fieldHint}</FieldDescription> : null}
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ConfirmCancel asChild>
              <Button type="button" variant="ghost" disabled={pending}>
                Cancel
              </Button>
            </ConfirmCancel>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
              {pending ? "Working…" : confirmLabel}
            </Button>
          </div>
        </form>
      </ConfirmDialog>
    </>
  );
}
