"use client";

import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { RepeatedHourField } from "@/components/forms/repeated-hour-choice";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { FormPlaceAutocomplete } from "@/components/places/form-place-autocomplete";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { apiPost } from "@/lib/api-client";
import { readSignupProgress, saveSignupProgress } from "@/lib/auth/signup-progress";
import type { FreeReading } from "@/lib/free-reading/types";
import type { FreeReadingData, FreeReadingInput } from "@/lib/validations/free-reading";

import { FreeReadingResult } from "./free-reading-result";

const FIELDS = ["dob", "tob", "pob"] as const;

const resolver = lazyZodResolver(() => import("@/lib/validations/free-reading").then((m) => m.freeReadingSchema));

/**
 * The signed-out visitor's instant reading on /solo-reading: a birth date, and the time and place
 * when known, sent to POST /api/free-reading (computed on the server, stored nowhere). "Save this"
 * carries what was typed into the signup wizard's saved progress, so nothing is typed twice.
 */
export function FreeReadingForm() {
  const router = useRouter();
  const [reading, setReading] = React.useState<FreeReading | null>(null);
  const [failure, setFailure] = React.useState<string | null>(null);
  const resultRef = React.useRef<HTMLDivElement>(null);
  const form = useForm<FreeReadingInput, unknown, FreeReadingData>({
    resolver,
    defaultValues: { dob: "", tob: "", pob: "", placeId: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  // A new reading takes the focus, so a screen reader hears it and a phone scrolls to it.
  React.useEffect(() => {
    if (reading) resultRef.current?.focus();
  }, [reading]);

  async function onSubmit(values: FreeReadingData) {
    setFailure(null);
    try {
      const { reading: next } = await apiPost<{ reading: FreeReading }>("/api/free-reading", values);
      setReading(next);
    } catch (error) {
      const marked = setServerFieldErrors(error, form.setError, FIELDS);
      if (!marked.length) setFailure(error instanceof Error && error.message ? error.message : "The sky is out of reach just now. Please try again.");
    }
  }

  function saveAndSignUp() {
    const { dob, tob, pob, disambiguation } = form.getValues();
    const saved = readSignupProgress();
    saveSignupProgress({
      step: 1,
      values: {
        ...saved?.values,
        personaHandle: saved?.personaHandle,
        intention: saved?.intention,
        dateOfBirth: dob,
        timeOfBirth: tob ?? "",
        // The atlas's own label when the sky was cast for a place, so the wizard's check agrees.
        placeOfBirth: reading?.place ?? pob ?? "",
        disambiguation,
      },
    });
    router.push("/signup");
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <form onFocus={resolver.warm} onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Your free reading" className="surface grid grid-cols-1 items-start gap-5 p-5 sm:grid-cols-2 sm:p-7" data-testid="free-reading-form">
        <Field>
          <Label htmlFor="free-dob">Date of birth</Label>
          <Input
            id="free-dob"
            type="date"
            min="1900-01-01"
            autoComplete="bday"
            aria-invalid={!!errors.dob}
            aria-describedby={errors.dob ? "free-dob-error" : undefined}
            {...form.register("dob")}
          />
          <FieldError id="free-dob-error">{errors.dob?.message}</FieldError>
        </Field>
        <Field>
          <Label htmlFor="free-tob">
            Time of birth <span className="text-muted-foreground font-normal">(optional)</span>
          </Label>
          <Input
            id="free-tob"
            type="time"
            aria-invalid={!!errors.tob}
            aria-describedby={["free-tob-hint", errors.tob ? "free-tob-error" : ""].filter(Boolean).join(" ")}
            {...form.register("tob")}
          />
          <FieldDescription id="free-tob-hint">With the time and place you also get your rising sign.</FieldDescription>
          <FieldError id="free-tob-error">{errors.tob?.message}</FieldError>
        </Field>
        <Field className="sm:col-span-2">
          <Label htmlFor="free-pob">
            Place of birth <span className="text-muted-foreground font-normal">(optional)</span>
          </Label>
          <FormPlaceAutocomplete
            control={form.control}
            name="pob"
            id="free-pob"
            onPlaceIdChange={(id) => form.setValue("placeId", id ?? undefined)}
            placeholder="City, country"
            maxLength={200}
            aria-invalid={!!errors.pob}
            aria-describedby={errors.pob ? "free-pob-error" : undefined}
          />
          <FieldError id="free-pob-error">{errors.pob?.message}</FieldError>
        </Field>
        <RepeatedHourField id="free" form={form} fields={{ date: "dob", time: "tob", place: "pob" }} />
        <div className="grid gap-3 sm:col-span-2 sm:flex sm:items-center">
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? <Spinner className="text-primary-foreground size-4" label="Reading your sky" /> : <Sparkles aria-hidden />}
            Reveal My Free Reading
          </Button>
          <p className="text-muted-foreground text-xs">No account needed. Nothing you type here is stored.</p>
        </div>
        {failure ? (
          <p role="alert" className="border-destructive/40 bg-destructive/10 rounded-lg border px-4 py-3 text-sm sm:col-span-2" data-testid="free-reading-error">
            {failure}
          </p>
        ) : null}
      </form>

      {reading ? <FreeReadingResult ref={resultRef} reading={reading} onSave={saveAndSignUp} /> : null}
    </div>
  );
}
