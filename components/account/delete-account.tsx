"use client";

import { Trash2 } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

import { FormMessage } from "./form-bits";

const loadDialog = () => import("./delete-account-dialog");
const DeleteAccountDialog = React.lazy(loadDialog);

/**
 * "Delete my account": a button, then a dialog that asks for the password before anything goes.
 * The dialog's code (and the dialog primitives under it) is fetched when the pointer or focus
 * reaches the button, so the settings page loads without it; a click before it has arrived waits
 * for it with a spinner in the button.
 */
export function DeleteAccount() {
  const [open, setOpen] = React.useState(false);
  // The dialog stays mounted once it has opened (closing returns the focus from inside it).
  const [ready, setReady] = React.useState(false);
  const [fetching, setFetching] = React.useState<"idle" | "loading" | "failed">("idle");
  const opener = React.useRef<HTMLButtonElement>(null);
  const warm = () => void loadDialog().catch(() => undefined);

  async function openDialog() {
    setFetching("loading");
    try {
      await loadDialog();
      setReady(true);
      setOpen(true);
      setFetching("idle");
    } catch {
      setFetching("failed");
    }
  }

  return (
    <>
      <Button
        ref={opener}
        variant="destructive"
        className="min-h-11"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => void openDialog()}
        aria-busy={fetching === "loading" || undefined}
        data-testid="delete-account-open"
      >
        {fetching === "loading" ? <Spinner className="size-4 text-current" label="Opening" /> : <Trash2 aria-hidden />} Delete my account
      </Button>
      <FormMessage>{fetching === "failed" ? "That didn’t open. Check your connection and try again." : null}</FormMessage>
      {ready ? (
        <React.Suspense fallback={null}>
          <DeleteAccountDialog open={open} onOpenChange={setOpen} opener={opener} />
        </React.Suspense>
      ) : null}
    </>
  );
}
