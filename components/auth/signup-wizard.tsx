"use client";

import { ArrowLeft, ArrowRight, Rocket } from "lucide-react";
import { Link } from "@/components/ui/link";
import * as React from "react";
import { useForm, type DefaultValues, type FieldErrors } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useMounted } from "@/hooks/use-client-value";
import { readSignupProgress, saveSignupProgress, SIGNUP_STEPS, type SignupProgress } from "@/lib/auth/signup-progress";
import { cn } from "@/lib/utils";
import { SIGNUP_MESSAGES, SIGNUP_STEP_FIELDS } from "@/lib/validations/auth-constants";
import type { SignupFormData, SignupFormInput } from "@/lib/validations/auth";

import { StepBlueprint } from "./signup/step-blueprint";
import { StepCredentials } from "./signup/step-credentials";
import { StepIntention } from "./signup/step-intention";
import { usePlaceCheck } from "./signup/use-place-check";
import { useSignupLaunch } from "./signup/use-signup-launch";
import type { SignupFieldName, StepFieldHelp } from "./signup/wizard-fields";
import { WizardProgress } from "./wizard-progress";

const STEP_LABELS = ["Intention", "Blueprint", "Portal"] as const;
const STEP_TITLES = ["Set Your Intention", "Your Cosmic Blueprint", "Unlock Your Portal"] as const;
const STEP_INTROS = [
  "Who would you like beside you as you begin, and what are you calling in?",
  "The sky at the moment you arrived. Time and place sharpen your rising sign and houses.",
  "Somewhere safe to keep your readings, blueprints and reports.",
] as const;
// The message each step shows once for its required fields (SPEC §5), rather than under every field.
const STEP_MESSAGES = [SIGNUP_MESSAGES.oracle, SIGNUP_MESSAGES.blueprint, SIGNUP_MESSAGES.credentials] as const;

// No oracle is preselected: choosing one is the first step's question.
const EMPTY = {
  fullName: "",
  dateOfBirth: "",
  timeOfBirth: "",
  placeOfBirth: "",
  email: "",
  password: "",
  username: "",
} satisfies DefaultValues<SignupFormInput>;

const resolver = lazyZodResolver(() => import("@/lib/validations/auth").then((m) => m.signupFormSchema));

function initialValues(saved: SignupProgress | null): DefaultValues<SignupFormInput> {
  if (!saved) return EMPTY;
  const v = saved.values;
  return {
    personaHandle: saved.personaHandle,
    intention: saved.intention,
    fullName: v.fullName ?? "",
    dateOfBirth: v.dateOfBirth ?? "",
    timeOfBirth: v.timeOfBirth ?? "",
    placeOfBirth: v.placeOfBirth ?? "",
    disambiguation: v.disambiguation,
    email: v.email ?? "",
    username: v.username ?? "",
  };
}

function firstStepWithErrors(errors: FieldErrors<SignupFormInput>): number {
  const index = SIGNUP_STEP_FIELDS.findIndex((fields) => fields.some((f) => errors[f]));
  return index < 0 ? SIGNUP_STEPS : index + 1;
}

/**
 * SPEC §2 Signup: three steps with a progress bar, progress kept in session storage until success.
 * This shell owns the form, the current step and moving between steps; each step is its own file
 * under ./signup, and launching (the signup call and its errors) is ./signup/use-signup-launch.ts.
 */
export function SignupWizard() {
  // The server renders a placeholder; the client then starts from the saved progress, with no flash of step 1.
  const mounted = useMounted();
  const [saved] = React.useState(readSignupProgress);
  const [step, setStep] = React.useState(saved?.step ?? 1);
  // 0 until the first move: the step the seeker lands on does not slide in (it replaces the placeholder).
  const [direction, setDirection] = React.useState<-1 | 0 | 1>(0);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moveFocus = React.useRef(false);

  const form = useForm<SignupFormInput, unknown, SignupFormData>({
    resolver,
    defaultValues: initialValues(saved),
  });
  const { errors, isSubmitting } = form.formState;

  const goTo = React.useCallback(
    (next: number) => {
      setDirection(next > step ? 1 : -1);
      moveFocus.current = true;
      setStep(next);
    },
    [step],
  );
  const launch = useSignupLaunch({ form, step, goTo });
  const place = usePlaceCheck(form);
  const { clearSuggestions } = place;

  // Save progress on every change (the password is dropped by saveSignupProgress), and
  // re-validate a field that is showing an error as soon as it changes (SPEC §5).
  React.useEffect(() => {
    saveSignupProgress({ step, values: form.getValues() });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        saveSignupProgress({ step, values });
        if (name === "placeOfBirth") clearSuggestions();
        if (name && form.getFieldState(name as SignupFieldName).error) void form.trigger(name as SignupFieldName);
      },
    });
  }, [form, step, clearSuggestions]);

  React.useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus({ preventScroll: false });
  }, [step]);

  async function continueFrom(current: number) {
    launch.clearMessages();
    const fields = SIGNUP_STEP_FIELDS[current - 1] ?? [];
    if (!(await form.trigger(fields, { shouldFocus: true }))) return;
    if (current === 2 && !(await place.placeIsKnown())) return;
    goTo(current + 1);
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (place.checking) return;
    if (step < SIGNUP_STEPS) return void continueFrom(step);
    void form.handleSubmit(launch.launch, (invalid) => {
      const target = firstStepWithErrors(invalid);
      if (target !== step) goTo(target);
    })(event);
  };

  if (!mounted) {
    return <div className="surface min-h-[36rem] animate-pulse motion-reduce:animate-none" aria-busy="true" aria-label="Loading the signup form" />;
  }

  const stepMessage = STEP_MESSAGES[step - 1];
  const stepFields = SIGNUP_STEP_FIELDS[step - 1] ?? [];
  const showStepMessage = stepFields.some((f) => errors[f]?.message === stepMessage);
  const stepErrorId = `signup-step-${step}-error`;
  const own = (name: SignupFieldName) => (errors[name]?.message === stepMessage ? undefined : errors[name]?.message);
  const help: StepFieldHelp = {
    stepErrorId,
    own,
    describe: (name, hintId) => [hintId, errors[name] ? (own(name) ? `signup-${name}-error` : stepErrorId) : undefined].filter(Boolean).join(" ") || undefined,
  };

  const pending = isSubmitting || launch.launched;

  return (
    <form onFocus={resolver.warm} onSubmit={onSubmit} noValidate aria-label="Create your account" className="surface grid gap-7 overflow-hidden p-5 sm:p-8" data-testid="signup-wizard">
      <WizardProgress step={step} labels={STEP_LABELS} />

      {/* Each step slides in from the side it comes from: CSS only (step-in, globals.css), instant under reduced motion. */}
      <div
        key={step}
        className={cn("grid gap-6", direction !== 0 && "animate-step-in")}
        style={{ "--step-from": `${direction * 28}px` } as React.CSSProperties}
        data-testid={`signup-step-${step}`}
      >
        <header className="grid gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-medium outline-none sm:text-3xl">
            {STEP_TITLES[step - 1]}
          </h2>
          <p className="text-muted-foreground leading-relaxed">{STEP_INTROS[step - 1]}</p>
        </header>

        {step === 1 ? <StepIntention form={form} help={help} stepMessage={showStepMessage ? stepMessage : undefined} /> : null}
        {step === 2 ? (
          <StepBlueprint
            form={form}
            help={help}
            serverMessage={launch.serverMessage}
            placeSuggestions={place.suggestions}
            onPlaceChosen={place.settle}
            onSkipPlace={() => place.settle("")}
          />
        ) : null}
        {step === 3 ? (
          <StepCredentials form={form} help={help} emailTaken={launch.emailTaken} onEmailEdited={launch.clearEmailTaken} launchMessage={launch.launchMessage} />
        ) : null}

        {step > 1 ? <FieldError id={stepErrorId}>{showStepMessage ? stepMessage : undefined}</FieldError> : null}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        {step > 1 ? (
          <Button type="button" variant="ghost" onClick={() => goTo(step - 1)} disabled={pending} className="sm:-ml-3">
            <ArrowLeft aria-hidden /> Step Back
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        {step < SIGNUP_STEPS ? (
          <Button type="submit" size="lg" className="w-full sm:w-auto" aria-busy={place.checking || undefined}>
            {place.checking ? <Spinner className="text-primary-foreground size-4" label="Finding your birthplace" /> : null}
            Continue <ArrowRight aria-hidden />
          </Button>
        ) : (
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            className="w-full sm:w-auto"
            // A double click on Continue must not land on 'Launch My Portal', which takes its place: the
            // second click of a double click (detail 2) does not submit. One click, or Enter (detail 0), does.
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
          >
            {pending ? <Spinner className="text-primary-foreground size-4" label="Launching your portal" /> : <Rocket aria-hidden />}
            Launch My Portal
          </Button>
        )}
      </div>

      {step === SIGNUP_STEPS ? (
        <p className="text-muted-foreground -mt-3 text-xs leading-relaxed">
          By launching your portal you agree to our{" "}
          <Link href="/terms" className="hover:text-foreground underline underline-offset-4">
            Terms
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className="hover:text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
          . Readings are for reflection and entertainment, never medical, legal or financial advice.
        </p>
      ) : null}
    </form>
  );
}
