"use client";

import { useEffect } from "react";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";

import { useSession } from "@/hooks/use-session";

/** Which of the form's fields take the signed-in seeker's email and name. */
interface PrefillFields<T extends FieldValues> {
  email?: FieldPath<T>;
  fullName?: FieldPath<T>;
}

/**
 * Fills a form's email (and name) with the signed-in seeker's once the session arrives: only a
 * field that is still empty and that the seeker is not in. The session comes after the page, so
 * it can arrive while someone has just clicked into the field or is pasting into it; filling it
 * then would put our text under their cursor and mix the two (a paste landing after the fill
 * doubled the address, and the checkout refused it).
 */
export function useSessionPrefill<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>, fields: PrefillFields<T>) {
  const { user } = useSession();
  const email = user?.email;
  const fullName = user?.fullName;

  useEffect(() => {
    const fill = (name: FieldPath<T> | undefined, value: string | null | undefined) => {
      if (!name || !value || form.getValues(name) || isFocused(name)) return;
      form.setValue(name, value as PathValue<T, FieldPath<T>>);
    };
    fill(fields.email, email);
    fill(fields.fullName, fullName);
  }, [form, fields.email, fields.fullName, email, fullName]);
}

/** Whether the focused element is a field of this name (register() gives each input its name). */
function isFocused(name: string) {
  const active = document.activeElement;
  return (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && active.name === name;
}
