"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Rocket } from "lucide-react";
import { AnimatePresence, motion, useReducedMotion } from "motion/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Controller, useForm, type DefaultValues, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";

import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { PlaceAutocomplete } from "@/components/places/place-autocomplete";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useMounted } from "@/hooks/use-client-value";
import { SESSION_QUERY_KEY, type SessionUser } from "@/hooks/use-session";
import { ApiRequestError, apiPost } from "@/lib/api-client";
import { clearSignupProgress, readSignupProgress, saveSignupProgress, SIGNUP_STEPS, type SignupProgress } from "@/lib/auth/signup-progress";
import { rememberIntention } from "@/lib/memory";
import { setActivePersona } from "@/lib/personas/active";
import { isPersonaHandle } from "@/lib/personas";
import {
  PASSWORD_MIN,
  SIGNUP_MESSAGES,
  SIGNUP_STEP_FIELDS,
  signupFormSchema,
  type SignupFormData,
  type SignupFormInput,
} from "@/lib/validations/auth";

import { FocusPicker } from "./focus-picker";
import { OraclePicker } from "./oracle-picker";
import { PasswordInput } from "./password-input";
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

const SIGNUP_ERROR_TITLE = "Something wobbled in the ether";
const SESSION_REFETCH_DELAY_MS = 300; // SPEC §9

type FieldName = keyof SignupFormInput;

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
    email: v.email ?? "",
    username: v.username ?? "",
  };
}

function firstStepWithErrors(errors: FieldErrors<SignupFormInput>): number {
  const index = SIGNUP_STEP_FIELDS.findIndex((fields) => fields.some((f) => errors[f]));
  return index < 0 ? SIGNUP_STEPS : index + 1;
}

/** SPEC §2 Signup: three steps with a progress bar, progress kept in session storage until success. */
export function SignupWizard() {
  // The server renders a placeholder; the client then starts from the saved progress, with no flash of step 1.
  const mounted = useMounted();
  const [saved] = React.useState(readSignupProgress);
  const [step, setStep] = React.useState(saved?.step ?? 1);
  const [direction, setDirection] = React.useState(1);
  const [serverMessage, setServerMessage] = React.useState<string | null>(null);
  const [emailTaken, setEmailTaken] = React.useState(false);
  const [launched, setLaunched] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moveFocus = React.useRef(false);
  const stepChangedAt = React.useRef(0);
  const router = useRouter();
  const queryClient = useQueryClient();
  const reduceMotion = useReducedMotion();

  const form = useForm<SignupFormInput, unknown, SignupFormData>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: initialValues(saved),
  });
  const { errors, isSubmitting } = form.formState;

  // Save progress on every change (the password is dropped by saveSignupProgress), and
  // re-validate a field that is showing an error as soon as it changes (SPEC §5).
  React.useEffect(() => {
    saveSignupProgress({ step, values: form.getValues() });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values, name }) => {
        saveSignupProgress({ step, values });
        if (name && form.getFieldState(name as FieldName).error) void form.trigger(name as FieldName);
      },
    });
  }, [form, step]);

  React.useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus({ preventScroll: false });
  }, [step]);

  function goTo(next: number) {
    setDirection(next > step ? 1 : -1);
    moveFocus.current = true;
    stepChangedAt.current = Date.now();
    setStep(next);
  }

  async function continueFrom(current: number) {
    setServerMessage(null);
    const fields = SIGNUP_STEP_FIELDS[current - 1] ?? [];
    if (await form.trigger(fields, { shouldFocus: true })) goTo(current + 1);
  }

  async function launch(data: SignupFormData) {
    setServerMessage(null);
    setEmailTaken(false);
    try {
      const { user } = await apiPost<{ user: SessionUser }>("/api/auth/signup", data);
      setLaunched(true);
      clearSignupProgress();
      setActivePersona(data.personaHandle);
      if (data.intention) rememberIntention(data.intention);
      // Show the new seeker at once, then confirm from the server a moment later (SPEC §7).
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }), SESSION_REFETCH_DELAY_MS);
      toast.success("Your portal is open ✨", { description: "Welcome in — your first personalized reading is waiting in the astral lounge." });
      router.push("/portal");
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        toast.error(SIGNUP_ERROR_TITLE, { description: "Please try again" });
      } else if (error.status === 400 && error.message.includes("already")) {
        setEmailTaken(true);
        form.setError("email", { message: "That email already has a portal." });
        toast.error(SIGNUP_ERROR_TITLE, {
          description: (
            <span>
              That email already has a portal.{" "}
              <Link href="/login" className="text-primary font-medium underline underline-offset-4">
                Log in instead
              </Link>
            </span>
          ),
        });
        if (step !== SIGNUP_STEPS) goTo(SIGNUP_STEPS);
      } else if (error.status === 400) {
        // SPEC §4: other 400s return to step 2 with the server's message shown there.
        setServerFieldErrors(error, form.setError, SIGNUP_STEP_FIELDS.flat());
        setServerMessage(error.message);
        toast.error(SIGNUP_ERROR_TITLE, { description: error.message });
        goTo(2);
      } else {
        toast.error(SIGNUP_ERROR_TITLE, { description: error.message });
      }
    }
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < SIGNUP_STEPS) return void continueFrom(step);
    // A double click on Continue must not land on 'Launch My Portal', which takes its place.
    if (Date.now() - stepChangedAt.current < 400) return;
    void form.handleSubmit(launch, (invalid) => {
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
  /** A field's own message, unless it is the step's shared message (shown once, below). */
  const own = (name: FieldName) => (errors[name]?.message === stepMessage ? undefined : errors[name]?.message);
  const describe = (name: FieldName, hintId?: string) =>
    [hintId, errors[name] ? (own(name) ? `signup-${name}-error` : stepErrorId) : undefined].filter(Boolean).join(" ") || undefined;

  const pending = isSubmitting || launched;
  const offset = reduceMotion ? 0 : 28;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Create your account"
      className="surface grid gap-7 overflow-hidden p-5 sm:p-8"
      data-testid="signup-wizard"
    >
      <WizardProgress step={step} labels={STEP_LABELS} />

      <AnimatePresence mode="wait" initial={false} custom={direction}>
        <motion.div
          key={step}
          custom={direction}
          initial={{ opacity: 0, x: direction * offset }}
          animate={{ opacity: 1, x: 0 }}
          exit={{ opacity: 0, x: direction * -offset }}
          transition={{ duration: reduceMotion ? 0.12 : 0.32, ease: [0.22, 1, 0.36, 1] }}
          className="grid gap-6"
          data-testid={`signup-step-${step}`}
        >
          <header className="grid gap-2">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-medium outline-none sm:text-3xl">
              {STEP_TITLES[step - 1]}
            </h2>
            <p className="text-muted-foreground leading-relaxed">{STEP_INTROS[step - 1]}</p>
          </header>

          {step === 1 ? (
            <>
              <OraclePicker
                registration={form.register("personaHandle", {
                  // A live preview: the page takes on the chosen oracle's colours straight away.
                  onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                    isPersonaHandle(event.target.value) && setActivePersona(event.target.value),
                })}
                invalid={!!errors.personaHandle}
                describedBy={errors.personaHandle ? stepErrorId : undefined}
              />
              <FieldError id={stepErrorId} className="-mt-3">
                {showStepMessage ? stepMessage : undefined}
              </FieldError>
              <FocusPicker registration={form.register("intention")} />
            </>
          ) : null}

          {step === 2 ? (
            <div className="grid gap-5">
              {serverMessage ? (
                <p
                  role="alert"
                  className="border-destructive/40 bg-destructive/10 text-foreground rounded-lg border px-4 py-3 text-sm"
                  data-testid="signup-server-error"
                >
                  {serverMessage}
                </p>
              ) : null}
              <Field>
                <Label htmlFor="signup-fullName">Full name</Label>
                <Input
                  id="signup-fullName"
                  autoComplete="name"
                  autoCapitalize="words"
                  aria-invalid={!!errors.fullName}
                  aria-describedby={describe("fullName")}
                  {...form.register("fullName")}
                />
                <FieldError id="signup-fullName-error">{own("fullName")}</FieldError>
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field>
                  <Label htmlFor="signup-dateOfBirth">Date of birth</Label>
                  <Input
                    id="signup-dateOfBirth"
                    type="date"
                    autoComplete="bday"
                    min="1900-01-01"
                    aria-invalid={!!errors.dateOfBirth}
                    aria-describedby={describe("dateOfBirth")}
                    {...form.register("dateOfBirth")}
                  />
                  <FieldError id="signup-dateOfBirth-error">{own("dateOfBirth")}</FieldError>
                </Field>
                <Field>
                  <Label htmlFor="signup-timeOfBirth">
                    Time of birth <span className="text-muted-foreground font-normal">(optional)</span>
                  </Label>
                  <Input
                    id="signup-timeOfBirth"
                    type="time"
                    autoComplete="off"
                    aria-invalid={!!errors.timeOfBirth}
                    aria-describedby={describe("timeOfBirth", "signup-timeOfBirth-hint")}
                    {...form.register("timeOfBirth")}
                  />
                  <FieldDescription id="signup-timeOfBirth-hint">From a birth certificate, if you have it.</FieldDescription>
                  <FieldError id="signup-timeOfBirth-error">{own("timeOfBirth")}</FieldError>
                </Field>
              </div>
              <Field>
                <Label htmlFor="signup-placeOfBirth">
                  Place of birth <span className="text-muted-foreground font-normal">(optional)</span>
                </Label>
                <Controller
                  control={form.control}
                  name="placeOfBirth"
                  render={({ field }) => (
                    <PlaceAutocomplete
                      ref={field.ref}
                      id="signup-placeOfBirth"
                      name={field.name}
                      value={field.value ?? ""}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder="City, country"
                      maxLength={200}
                      aria-invalid={!!errors.placeOfBirth}
                      aria-describedby={describe("placeOfBirth")}
                    />
                  )}
                />
                <FieldError id="signup-placeOfBirth-error">{own("placeOfBirth")}</FieldError>
              </Field>
            </div>
          ) : null}

          {step === 3 ? (
            <div className="grid gap-5">
              <Field>
                <Label htmlFor="signup-email">Email</Label>
                <Input
                  id="signup-email"
                  {...EMAIL_INPUT_PROPS}
                  aria-invalid={!!errors.email}
                  aria-describedby={describe("email")}
                  {...form.register("email", { onChange: () => setEmailTaken(false) })}
                />
                <FieldError id="signup-email-error">
                  {own("email")}
                  {emailTaken && own("email") ? (
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
                  aria-describedby={describe("password", "signup-password-hint")}
                  {...form.register("password")}
                />
                <FieldDescription id="signup-password-hint">At least {PASSWORD_MIN} characters.</FieldDescription>
                <FieldError id="signup-password-error">{own("password")}</FieldError>
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
                  aria-describedby={describe("username", "signup-username-hint")}
                  {...form.register("username")}
                />
                <FieldDescription id="signup-username-hint">How we&apos;ll show you in the header, in place of your name.</FieldDescription>
                <FieldError id="signup-username-error">{own("username")}</FieldError>
              </Field>
            </div>
          ) : null}

          {step > 1 ? <FieldError id={stepErrorId}>{showStepMessage ? stepMessage : undefined}</FieldError> : null}
        </motion.div>
      </AnimatePresence>

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        {step > 1 ? (
          <Button type="button" variant="ghost" onClick={() => goTo(step - 1)} disabled={pending} className="sm:-ml-3">
            <ArrowLeft aria-hidden /> Step Back
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        {step < SIGNUP_STEPS ? (
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            Continue <ArrowRight aria-hidden />
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
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
