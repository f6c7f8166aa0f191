"use client";

import type * as React from "react";

import { FieldError } from "@/components/ui/field";
import { isPersonaHandle } from "@/lib/personas";
import { setActivePersona } from "@/lib/personas/active";

import { FocusPicker } from "../focus-picker";
import { OraclePicker } from "../oracle-picker";
import type { StepProps } from "./wizard-fields";

/** Step 1, 'Set Your Intention': the oracle (required) and the focus (optional, may stay unpicked). */
export function StepIntention({ form, help, stepMessage }: StepProps & { stepMessage: string | undefined }) {
  const { errors } = form.formState;
  return (
    <>
      <OraclePicker
        registration={form.register("personaHandle", {
          // A live preview: the page takes on the chosen oracle's colours straight away.
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => isPersonaHandle(event.target.value) && setActivePersona(event.target.value),
        })}
        invalid={!!errors.personaHandle}
        describedBy={errors.personaHandle ? help.stepErrorId : undefined}
      />
      <FieldError id={help.stepErrorId} className="-mt-3">
        {stepMessage}
      </FieldError>
      <FocusPicker registration={form.register("intention")} invalid={!!errors.intention} describedBy={help.describe("intention")} />
      <FieldError id="signup-intention-error" className="-mt-3">
        {help.own("intention")}
      </FieldError>
    </>
  );
}
