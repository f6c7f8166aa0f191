"use client";

import { Link } from "@/components/ui/link";

import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MIN } from "@/lib/validations/auth-constants";

import { PasswordInput } from "../password-input";
import type { StepProps } from "./wizard-fields";

interface StepCredentialsProps extends StepProps {
  /** The email belongs to an account already: the error offers 'Log in instead' (SPEC §8). */
  emailTaken: boolean;
  onEmailEdited: () => void;
  /** Why the last launch failed when it was not the seeker's input (offline, too many attempts, a server fault). */
  launchMessage: string | null;
}

/** Step 3, 'Unlock Your Portal': email, password, optional username. */
export function StepCredentials({ form, help, emailTaken, onEmailEdited, launchMessage }: StepCredentialsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      <Field>
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          {...EMAIL_INPUT_PROPS}
          aria-invalid={!!errors.email}
          aria-describedby={help.describe("email")}
          {...form.register("email", { onChange: onEmailEdited })}
        />
        <FieldError id="signup-email-error">
          {help.own("email")}
          {emailTaken && help.own("email") ? (
            <>
              {" "}
              <Link href="/login" className="text-primary font-medium underline underline-offset-4">
                Log in instead
              </Link>
            </>
          ) : null}
        </FieldError>
      </Field>
      <Field>
        <Label htmlFor="signup-password">Password</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby={help.describe("password", "signup-password-hint")}
          {...form.register("password")}
        />
        <FieldDescription id="signup-password-hint">At least {PASSWORD_MIN} characters.</FieldDescription>
        <FieldError id="signup-password-error">{help.own("password")}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="signup-username">
          Username <span className="text-muted-foreground font-normal">(optional)</span>
        </Label>
        <Input
          id="signup-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={!!errors.username}
          aria-describedby={help.describe("username", "signup-username-hint")}
          {...form.register("username")}
        />
        <FieldDescription id="signup-username-hint">How we&apos;ll show you in the header, in place of your name.</FieldDescription>
        <FieldError id="signup-username-error">{help.own("username")}</FieldError>
      </Field>
      {launchMessage ? (
        <p role="alert" className="border-destructive/40 bg-destructive/10 text-foreground rounded-lg border px-4 py-3 text-sm" data-testid="signup-launch-error">
          {launchMessage}
        </p>
      ) : null}
    </div>
  );
}
