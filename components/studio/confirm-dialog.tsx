"use client";

import { AlertDialog } from "radix-ui";

import { cn } from "@/lib/utils";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: React.ReactNode;
  /** The form (fields and buttons) or the confirm and cancel buttons. */
  children: React.ReactNode;
  className?: string;
  /** Where focus goes when it closes, for a dialog opened without a Radix trigger (the button that opened it). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/**
 * The studio's confirmation: a modal alert dialog (focus trapped, Escape cancels, focus returns to
 * the button that opened it). Used before anything that cannot be taken back.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, children, className, returnFocusTo }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-sm" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className={cn(
            "bg-popover text-popover-foreground fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-xl border p-5 shadow-2xl sm:p-6",
            className,
          )}
        >
          <AlertDialog.Title className="font-display text-xl font-medium [overflow-wrap:anywhere]">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="text-muted-foreground text-sm leading-relaxed [overflow-wrap:anywhere]">{description}</div>
          </AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Closes the dialog without doing anything (the focus goes back to where it came from). */
export const ConfirmCancel = AlertDialog.Cancel;
