"use client";

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { EMAIL_INPUT_PROPS } from "@/components/forms/email-input-props";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { useSessionPrefill } from "@/components/forms/use-session-prefill";
import { TimeZonePicker } from "@/components/places/time-zone-picker";
import { Input, Textarea } from "@/components/ui/input";
import { browserTimeZone } from "@/hooks/use-time-zones";
import { LIVE_CHECKOUT_ERROR_TITLE, liveCheckoutErrorMessage } from "@/lib/commerce/checkout-error-message";
import type { LiveSessionProductId } from "@/lib/products/ids";
import { PROMPT_MAX } from "@/lib/validations/checkout-constants";
import type { LiveSessionFormData, LiveSessionFormInput } from "@/lib/validations/checkout";

import { CheckoutButton } from "./checkout-button";
import { fieldAria, FormField } from "./form-field";
import { useCheckoutRedirect } from "./use-checkout-redirect";

interface LiveSessionFormProps {
  product: LiveSessionProductId;
  oracleName: string;
  intentionPlaceholder: string;
}

const FIELD_FOR_PATH = {
  email: "email",
  "details.fullName": "fullName",
  "details.timezone": "timezone",
  "details.intention": "intention",
  "details.notes": "notes",
} as const;

const resolver = lazyZodResolver(() => import("@/lib/validations/checkout").then((m) => m.liveSessionFormSchema));

/** SPEC §2 live-session checkout: full name?, email, timezone? (the browser's by default), intention, notes?. */
export function LiveSessionForm({ product, oracleName, intentionPlaceholder }: LiveSessionFormProps) {
  const { redirecting, startCheckout } = useCheckoutRedirect();
  const form = useForm<LiveSessionFormInput, unknown, LiveSessionFormData>({
    resolver,
    defaultValues: { fullName: "", email: "", timezone: "", intention: "", notes: "" },
  });
  const { errors, isSubmitting } = form.formState;

  // The browser knows the buyer's zone; only the client can ask it, so it is filled in after mount.
  useEffect(() => {
    if (!form.getValues("timezone")) form.setValue("timezone", browserTimeZone());
  }, [form]);

  // A signed-in seeker's name and email are filled in, unless they already typed something.
  useSessionPrefill(form, { email: "email", fullName: "fullName" });

  async function onSubmit({ email, fullName, timezone, intention, notes }: LiveSessionFormData) {
    try {
      await startCheckout("/api/stripe/checkout", { product, email, details: { fullName, timezone, notes, intention } });
    } catch (error) {
      setServerFieldErrors(error, form.setError, FIELD_FOR_PATH);
      toast.error(LIVE_CHECKOUT_ERROR_TITLE, { description: liveCheckoutErrorMessage(error) });
    }
  }

  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Reserve your session" className="grid grid-cols-1 gap-5" data-testid="live-session-form">
      <FormField id="live-fullName" label="Full name" optional error={errors.fullName?.message}>
        <Input autoComplete="name" {...fieldAria("live-fullName", errors.fullName?.message)} {...form.register("fullName")} />
      </FormField>
      <FormField id="live-email" label="Email" error={errors.email?.message} description="Scheduling links and materials are sent here.">
        <Input {...EMAIL_INPUT_PROPS} placeholder="you@example.com" {...fieldAria("live-email", errors.email?.message, true)} {...form.register("email")} />
      </FormField>
      <FormField id="live-timezone" label="Timezone" optional error={errors.timezone?.message} description="So we offer times that suit your day.">
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <TimeZonePicker {...fieldAria("live-timezone", errors.timezone?.message, true)} name={field.name} value={field.value ?? ""} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      <FormField id="live-intention" label="Your intention" error={errors.intention?.message}>
        <Textarea rows={4} maxLength={PROMPT_MAX} placeholder={intentionPlaceholder} {...fieldAria("live-intention", errors.intention?.message)} {...form.register("intention")} />
      </FormField>
      <FormField id="live-notes" label={`Anything ${oracleName} should know`} optional error={errors.notes?.message}>
        <Textarea rows={3} maxLength={PROMPT_MAX} short placeholder="Times that suit you, accessibility needs, anything else." {...fieldAria("live-notes", errors.notes?.message)} {...form.register("notes")} />
      </FormField>
      <CheckoutButton busy={isSubmitting || redirecting}>Reserve My Spot</CheckoutButton>
    </form>
  );
}
