"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";

import { ConfirmCancel, ConfirmDialog } from "./confirm-dialog";
import { useStudioAction } from "./use-studio-action";

export interface PostButtonProps {
  path: string;
  body?: Record<string, unknown>;
  label: string;
  pendingLabel?: string;
  success: string;
  failure: string;
  /** Ask first (for anything that reaches a buyer). */
  confirm?: { title: string; description: React.ReactNode; action: string };
  variant?: "default" | "outline" | "ghost" | "destructive";
  size?: "default" | "sm";
  testId?: string;
}

/** One studio call behind one button (retry a job, resend an email), with an optional confirmation. */
export function PostButton({ path, body = {}, label, pendingLabel = "Working…", success, failure, confirm, variant = "outline", size = "sm", testId }: PostButtonProps) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useStudioAction(path, { success, failure });

  if (!confirm) {
    return (
      <Button type="button" variant={variant} size={size} disabled={pending} onClick={() => void run(body)} data-testid={testId}>
        {pending ? pendingLabel : label}
      </Button>
    );
  }
  return (
    <>
      <Button type="button" variant={variant} size={size} disabled={pending} onClick={() => setOpen(true)} data-testid={testId}>
        {pending ? pendingLabel : label}
      </Button>
      <ConfirmDialog open={open} onOpenChange={(next) => !pending && setOpen(next)} title={confirm.title} description={confirm.description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ConfirmCancel asChild>
            <Button type="button" variant="ghost" disabled={pending}>
              Cancel
            </Button>
          </ConfirmCancel>
          <Button
            type="button"
            disabled={pending}
            onClick={async () => {
              if (await run(body)) setOpen(false);
            }}
          >
            {pending ? pendingLabel : confirm.action}
          </Button>
        </div>
      </ConfirmDialog>
    </>
  );
}
