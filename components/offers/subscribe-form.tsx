"use client";

import { CheckCircle2, Mail } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { useSessionPrefill } from "@/components/forms/use-session-prefill";
import { FormPlaceAutocomplete } from "@/components/places/form-place-autocomplete";
import { TimeZonePicker } from "@/components/places/time-zone-picker";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { browserTimeZone } from "@/hooks/use-time-zones";
import { ApiRequestError, apiPost } from "@/lib/api-client";
import type { PersonaHandle } from "@/lib/personas";
import { AUTOMATION_MESSAGES } from "@/lib/validations/automation-constants";
import type { AutomationFormData, AutomationFormInput, AutomationType } from "@/lib/validations/automation";

interface SubscribeFormProps {
  automationType: AutomationType;
  personaHandle: PersonaHandle;
  seriesName: string;
  cadence: string;
  cta: string;
  intentionPlaceholder: string;
}

// The API nests the intention under details.
const FIELD_FOR_PATH = {
  fullName: "fullName",
  email: "email",
  timezone: "timezone",
  "details.intention": "intention",
  "details.birthDate": "birthDate",
  "details.birthTime": "birthTime",
  "details.birthPlace": "birthPlace",
  "details.birthPlaceId": "birthPlace",
} as const;

const resolver = lazyZodResolver(() => import("@/lib/validations/automation").then((m) => m.automationFormSchema));

export function SubscribeForm({ automationType, personaHandle, seriesName, cadence, cta, intentionPlaceholder }: SubscribeFormProps) {
  const id = useId();
  const [sent, setSent] = useState<{ email: string; message: string; status?: string } | null>(null);
  const form = useForm<AutomationFormInput, unknown, AutomationFormData>({
    resolver,
    defaultValues: { fullName: "", email: "", timezone: "", intention: "", birthDate: "", birthTime: "", birthPlace: "", birthPlaceId: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  // A signed-in seeker's name and email are filled in, unless they already typed something.
  useSessionPrefill(form, { email: "email", fullName: "fullName" });

  // The browser knows its own zone; offer it as the default (the field stays editable).
  useEffect(() => {
    if (form.getValues("timezone")) return;
    const zone = browserTimeZone();
    if (zone) form.setValue("timezone", zone);
  }, [form]);

  async function onSubmit(values: AutomationFormData) {
    try {
      const result = await apiPost<{ message?: string; status?: string }>("/api/automations/subscribe", {
        fullName: values.fullName,
        email: values.email,
        automationType,
        personaHandle,
        timezone: values.timezone,
        details:
          values.intention || values.birthDate
            ? { intention: values.intention, birthDate: values.birthDate, birthTime: values.birthTime, birthPlace: values.birthPlace, birthPlaceId: values.birthPlaceId }
            : undefined,
      });
      const status = result?.status;
      setSent({ email: values.email, message: result?.message ?? "Almost there. Check your inbox to confirm your address.", status });
      if (status === "already-subscribed") toast.success("You're already subscribed", { description: `The ${seriesName} keeps arriving ${cadence}.` });
      else if (status === "changes-pending") toast.success("Check your inbox", { description: "Your details change once you confirm them from that address." });
      else toast.success("Check your inbox", { description: `Confirm your email and the ${seriesName} arrives ${cadence}.` });
    } catch (error) {
      setServerFieldErrors(error, form.setError, FIELD_FOR_PATH);
      const message = error instanceof ApiRequestError ? error.message : "";
      toast.error(AUTOMATION_MESSAGES.failureTitle, { description: message || AUTOMATION_MESSAGES.failureFallback });
    }
  }

  function onInvalid(invalid: FieldErrors<AutomationFormInput>) {
    if (invalid.email?.message === AUTOMATION_MESSAGES.emailRequired) {
      toast.error(AUTOMATION_MESSAGES.emailRequired, { description: AUTOMATION_MESSAGES.emailRequiredDescription });
    }
  }

  if (sent) {
    return (
      <div className="surface flex flex-col items-center p-8 text-center sm:p-10" role="status" data-testid="subscribe-sent">
        <CheckCircle2 className="text-primary size-12" aria-hidden />
        <h2 className="mt-5 text-3xl font-medium">{sent.status === "already-subscribed" ? "You're already subscribed" : "Check your inbox"}</h2>
        <p className="text-muted-foreground mt-3 max-w-sm leading-relaxed">
          {sent.message}{" "}
          {sent.status === "already-subscribed" ? null : (
            <>
              Look for it at <span className="text-foreground font-medium break-all">{sent.email}</span>;{" "}
              {sent.status === "changes-pending" ? "until you confirm, your letters go on as they are." : `once you confirm, the ${seriesName} arrives ${cadence}.`}
            </>
          )}
        </p>
        <p className="text-muted-foreground mt-3 max-w-sm text-sm">Not there in a few minutes? Check your spam folder, and mark us as safe.</p>
        <Button
          className="mt-8"
          variant="outline"
          onClick={() => {
            form.reset({ fullName: "", email: "", timezone: form.getValues("timezone"), intention: "", birthDate: "", birthTime: "", birthPlace: "", birthPlaceId: undefined });
            setSent(null);
          }}
        >
          Subscribe another email
        </Button>
      </div>
    );
  }

  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit, onInvalid)} noValidate className="surface grid gap-5 p-6 sm:p-8" aria-label={`Subscribe to the ${seriesName}`} data-testid="subscribe-form">
      <div>
        <h2 className="text-2xl font-medium">Get the {seriesName}</h2>
        <p className="text-muted-foreground mt-1 text-sm">Free, {cadence}. One click to leave, any time.</p>
      </div>
      <Field>
        <Label htmlFor={`${id}-name`}>
          Full name <span className="text-muted-foreground font-normal">(optional)</span>
        </Label>
        <Input id={`${id}-name`} autoComplete="name" aria-invalid={!!errors.fullName} aria-describedby={errors.fullName ? `${id}-name-error` : undefined} {...form.register("fullName")} />
        <FieldError id={`${id}-name-error`}>{errors.fullName?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          {...EMAIL_INPUT_PROPS}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...form.register("email")}
        />
        <FieldError id={`${id}-email-error`}>{errors.email?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor={`${id}-tz`}>
          Time zone <span className="text-muted-foreground font-normal">(optional)</span>
        </Label>
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <TimeZonePicker
              id={`${id}-tz`}
              name={field.name}
              value={field.value ?? ""}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={!!errors.timezone}
              aria-describedby={errors.timezone ? `${id}-tz-error` : `${id}-tz-help`}
            />
          )}
        />
        {errors.timezone ? <FieldError id={`${id}-tz-error`}>{errors.timezone.message}</FieldError> : <FieldDescription id={`${id}-tz-help`}>We filled in your browser&apos;s zone, so letters arrive on your clock.</FieldDescription>}
      </Field>
      <Field>
        <Label htmlFor={`${id}-intention`}>
          Your intention <span className="text-muted-foreground font-normal">(optional)</span>
        </Label>
        <Input
          id={`${id}-intention`}
          placeholder={intentionPlaceholder}
          aria-invalid={!!errors.intention}
          aria-describedby={errors.intention ? `${id}-intention-error` : undefined}
          {...form.register("intention")}
        />
        <FieldError id={`${id}-intention-error`}>{errors.intention?.message}</FieldError>
      </Field>
      {automationType === "daily-transit-digest" ? <BirthFields id={id} form={form} errors={errors} /> : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        <Mail aria-hidden /> {isSubmitting ? "Subscribing..." : cta}
      </Button>
    </form>
  );
}

/** Optional birth data for the Daily Transit Digest: with it, each letter is the reader's own sky. */
function BirthFields({ id, form, errors }: { id: string; form: ReturnType<typeof useForm<AutomationFormInput, unknown, AutomationFormData>>; errors: FieldErrors<AutomationFormInput> }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border p-4" aria-describedby={`${id}-birth-help`}>
      <legend className="px-1 text-sm font-medium">
        Your birth details <span className="text-muted-foreground font-normal">(optional)</span>
      </legend>
      <p id={`${id}-birth-help`} className="text-muted-foreground -mt-1 text-sm">
        With your birth date (and, if you know them, the time and place) each digest reads today&apos;s planets against your own chart. Without them it is the sky everyone shares.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <Label htmlFor={`${id}-dob`}>Date of birth</Label>
          <Input id={`${id}-dob`} type="date" autoComplete="bday" aria-invalid={!!errors.birthDate} aria-describedby={errors.birthDate ? `${id}-dob-error` : undefined} {...form.register("birthDate")} />
          <FieldError id={`${id}-dob-error`}>{errors.birthDate?.message}</FieldError>
        </Field>
        <Field>
          <Label htmlFor={`${id}-tob`}>
            Time of birth <span className="text-muted-foreground font-normal">(if known)</span>
          </Label>
          <Input id={`${id}-tob`} type="time" aria-invalid={!!errors.birthTime} aria-describedby={errors.birthTime ? `${id}-tob-error` : undefined} {...form.register("birthTime")} />
          <FieldError id={`${id}-tob-error`}>{errors.birthTime?.message}</FieldError>
        </Field>
      </div>
      <Field>
        <Label htmlFor={`${id}-pob`}>Place of birth</Label>
        <FormPlaceAutocomplete
          control={form.control}
          name="birthPlace"
          id={`${id}-pob`}
          onPlaceIdChange={(placeId) => form.setValue("birthPlaceId", placeId ?? undefined)}
          placeholder="e.g. Lisbon, Portugal"
          aria-invalid={!!errors.birthPlace}
          aria-describedby={errors.birthPlace ? `${id}-pob-error` : undefined}
        />
        <FieldError id={`${id}-pob-error`}>{errors.birthPlace?.message}</FieldError>
      </Field>
    </fieldset>
  );
}
