"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, PencilLine } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";

import { ReadingBody } from "@/components/readings/reading-body";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { editReadingSchema, MAX_LETTER_CHARS } from "@/lib/validations/studio";

import { ConfirmCancel, ConfirmDialog } from "./confirm-dialog";
import { useStudioAction } from "./use-studio-action";

const letterSchema = z.object({ body: editReadingSchema.shape.body });
type LetterInput = z.input<typeof letterSchema>;
type LetterData = z.output<typeof letterSchema>;

export interface ReadingEditorProps {
  orderId: string;
  email: string;
  body: string;
  /** The reading's updatedAt as the server rendered it: edits and approval name it. */
  version: string;
  /** False when there is nothing to approve (no draft, or the order is being refunded). */
  canApprove: boolean;
}

/**
 * The held letter: read it as the buyer will (the writers' markup rendered), edit the text, save
 * the edit, approve and send. Approving with an unsaved edit saves and approves it in one step.
 * Remounted (keyed by version) whenever the server's copy changes.
 */
export function ReadingEditor({ orderId, email, body, version, canApprove }: ReadingEditorProps) {
  const base = `/api/studio/readings/${encodeURIComponent(orderId)}`;
  const [mode, setMode] = useState<"read" | "edit">("read");
  const [confirming, setConfirming] = useState(false);
  const form = useForm<LetterInput, unknown, LetterData>({ resolver: zodResolver(letterSchema), defaultValues: { body } });
  const value = useWatch({ control: form.control, name: "body" }) ?? "";
  const dirty = value !== body;
  const error = form.formState.errors.body?.message;
  const save = useStudioAction<{ changed: boolean }>(`${base}/edit`, { success: (r) => (r.changed ? "Edit saved. The reading is still held." : "Nothing changed."), failure: "The edit was not saved" });
  const approve = useStudioAction(`${base}/approve`, { success: `Approved. The letter is on its way to ${email}.`, failure: "Not approved" });
  const pending = save.pending || approve.pending;

  // Leaving with an unsaved edit asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const onSave = form.handleSubmit(async (values) => {
    await save.run({ body: values.body, version });
  });
  const onApprove = form.handleSubmit(async (values) => {
    const done = await approve.run(dirty ? { body: values.body, version } : { version });
    if (done) setConfirming(false);
  });
  const askToApprove = form.handleSubmit(() => setConfirming(true));

  return (
    <div className="grid gap-4" data-testid="reading-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="View" className="bg-muted/60 inline-flex rounded-full p-1">
          {(
            [
              ["read", "Read", Eye],
              ["edit", "Edit the text", PencilLine],
            ] as const
          ).map(([m, label, Icon]) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className="aria-pressed:bg-background aria-pressed:text-foreground text-muted-foreground focus-visible:ring-ring inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm outline-none focus-visible:ring-[3px] aria-pressed:shadow-sm"
            >
              <Icon className="size-4" aria-hidden /> {label}
            </button>
          ))}
        </div>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {dirty ? <span className="text-foreground font-medium">Unsaved edit</span> : "No unsaved changes"} · {value.length.toLocaleString("en-US")} characters
        </p>
      </div>

      {mode === "read" ? (
        <div className="bg-background/50 rounded-xl border p-4 sm:p-7" data-testid="reading-draft">
          <ReadingBody source={value} />
        </div>
      ) : (
        <Field>
          <Label htmlFor={`letter-${orderId}`}>The letter, in the writers&apos; markup</Label>
          <Textarea
            id={`letter-${orderId}`}
            rows={24}
            maxLength={MAX_LETTER_CHARS}
            spellCheck
            className="font-mono"
            aria-invalid={!!error}
            aria-describedby={`letter-${orderId}-hint${error ? ` letter-${orderId}-error` : ""}`}
            {...form.register("body")}
          />
          <FieldDescription id={`letter-${orderId}-hint`}>
            &ldquo;## &rdquo; starts a heading, &ldquo;- &rdquo; a list item, **two asterisks** make bold, and a blank line ends a paragraph. Switch to Read to see it as the buyer will.
          </FieldDescription>
          <FieldError id={`letter-${orderId}-error`}>{error}</FieldError>
        </Field>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button type="button" onClick={askToApprove} disabled={pending || !canApprove} data-testid="approve-reading">
          {approve.pending ? "Approving…" : dirty ? "Save and approve…" : "Approve and send…"}
        </Button>
        <Button type="button" variant="outline" onClick={onSave} disabled={pending || !dirty} data-testid="save-edit">
          {save.pending ? "Saving…" : "Save edit"}
        </Button>
        {dirty ? (
          <Button type="button" variant="ghost" onClick={() => form.reset({ body })} disabled={pending}>
            Discard edit
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => !approve.pending && setConfirming(next)}
        title="Approve and send this letter?"
        description={
          <>
            It goes to <span className="text-foreground font-medium">{email}</span> once, and cannot be recalled.{" "}
            {dirty ? "Your unsaved edit is saved with the approval and is what they receive." : "They receive the text exactly as you read it."}
          </>
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ConfirmCancel asChild>
            <Button type="button" variant="ghost" disabled={approve.pending}>
              Keep it held
            </Button>
          </ConfirmCancel>
          <Button type="button" onClick={onApprove} disabled={approve.pending} data-testid="confirm-approve">
            {approve.pending ? "Approving…" : "Approve and send"}
          </Button>
        </div>
      </ConfirmDialog>
    </div>
  );
}
