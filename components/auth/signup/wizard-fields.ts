import type { UseFormReturn } from "react-hook-form";

import type { SignupFormData, SignupFormInput } from "@/lib/validations/auth";

export type SignupForm = UseFormReturn<SignupFormInput, unknown, SignupFormData>;
export type SignupFieldName = keyof SignupFormInput;

/** What every step needs to show its fields' errors the same way (built once per render by the shell). */
export interface StepFieldHelp {
  /** The id of the step's shared message ("We need your name and birth date…"), shown once below the step. */
  stepErrorId: string;
  /** A field's own message, unless it is the step's shared message (shown once, below). */
  own: (name: SignupFieldName) => string | undefined;
  /** aria-describedby for a field: its hint, then its own error or the step's shared one. */
  describe: (name: SignupFieldName, hintId?: string) => string | undefined;
}

export interface StepProps {
  form: SignupForm;
  help: StepFieldHelp;
}
