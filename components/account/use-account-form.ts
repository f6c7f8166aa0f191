"use client";

import { useRouter } from "next/navigation";
import * as React from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/lib/toast";

import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { refreshSession } from "@/hooks/use-session";
import { apiPost } from "@/lib/api-client";

/**
 * The settings forms' one way to send: POST the form's values, put the server's per-field
 * messages on their fields (anything else under the form), then refresh the session and the
 * page so the header, snapshot and lists show the change.
 */
export function useAccountSubmit<TIn extends FieldValues, TOut extends FieldValues, R extends { message?: string }>(
  form: UseFormReturn<TIn, unknown, TOut>,
  path: string,
  fields: readonly Path<TIn>[],
  { onDone, toastTitle }: { onDone?: (result: R) => void; toastTitle?: string } = {},
) {
  const router = useRouter();
  const [problem, setProblem] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);

  async function submit(values: TOut) {
    setProblem(null);
    setNotice(null);
    try {
      const result = await apiPost<R>(path, values);
      if (result.message) setNotice(result.message);
      if (toastTitle) toast.success(toastTitle, { description: result.message });
      await refreshSession();
      router.refresh();
      onDone?.(result);
    } catch (error) {
      if (!setServerFieldErrors(error, form.setError, fields).length) setProblem(error instanceof Error ? error.message : "Please try again.");
    }
  }

  return { submit, problem, notice };
}
