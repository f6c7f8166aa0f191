"use client";

import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { RepeatedHourChoice } from "@/components/forms/repeated-hour-choice";
import { setServerFieldErrors } from "@/components/forms/server-field-errors";
import { FormPlaceAutocomplete } from "@/components/places/form-place-autocomplete";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHoldPosition } from "@/hooks/use-hold-position";
import type { SessionUser } from "@/lib/auth/session-user";
import { rememberLastReading } from "@/lib/memory";
import { AUTO_GENERATE_DELAY_MS, hasFullBirthProfile } from "@/lib/portal/display";
import type { BlueprintData, BlueprintInput } from "@/lib/validations/blueprint";

import { useGenerateBlueprint, useSoloReports } from "./use-portal-data";

const EMPTY: BlueprintInput = { name: "", dob: "", tob: "", pob: "", placeId: undefined };
const FIELDS = ["name", "dob", "tob", "pob"] as const;

const resolver = lazyZodResolver(() => import("@/lib/validations/blueprint").then((m) => m.blueprintSchema));

/** The seeker's own birth details, so nobody retypes what the account already knows. */
function fromProfile(user: SessionUser): BlueprintInput {
  return { name: user.fullName ?? "", dob: user.dateOfBirth ?? "", tob: user.timeOfBirth ?? "", pob: user.placeOfBirth ?? "", placeId: undefined };
}

/**
 * SPEC §2 Portal generator, with the one-time auto-generation of SPEC §4: once, 0.8 s after load,
 * for a profile with all four birth fields and no blueprint yet (the list the server rendered).
 * It starts filled in with the seeker's own birth details (a missing time or place is the one
 * thing left to add), and is cleared after a blueprint is made, for charting someone else.
 */
export function BlueprintGenerator({ user }: { user: SessionUser }) {
  const generate = useGenerateBlueprint();
  const router = useRouter();
  const reportCount = useSoloReports().data?.length;
  const form = useForm<BlueprintInput, unknown, BlueprintData>({ resolver, defaultValues: fromProfile(user) });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const autoStarted = useRef(false);
  // Set by the first keystroke: a seeker already typing someone else's details is never overtaken.
  const typed = useRef(false);
  // The refresh after a blueprint puts the newest one above this form: a seeker already typing the
  // next person's details keeps the form where it was, not pushed below the screen.
  const formRef = useRef<HTMLFormElement>(null);
  useHoldPosition(formRef);

  async function run(values: BlueprintData, fromForm: boolean) {
    try {
      await generate.mutateAsync(values);
      rememberLastReading();
      // The portal opens on the newest blueprint (rendered on the server): show this one there.
      router.refresh();
      toast.success("Your Cosmic Blueprint is Ready!", { description: `${values.name}'s chart and numbers are in your history below.` });
      if (fromForm) form.reset(EMPTY);
    } catch (error) {
      if (fromForm) setServerFieldErrors(error, form.setError, FIELDS);
      toast.error("Generation Failed", { description: error instanceof Error && error.message ? error.message : "Please try again." });
    }
  }

  const autoGenerate = useEffectEvent(() => {
    if (typed.current) return;
    autoStarted.current = true;
    void run({ name: user.fullName!, dob: user.dateOfBirth!, tob: user.timeOfBirth!, pob: user.placeOfBirth! }, false);
  });

  // Once, 800 ms after load, for a profile with all four birth fields and no blueprint yet.
  useEffect(() => {
    if (autoStarted.current || reportCount !== 0 || !hasFullBirthProfile(user)) return;
    const timer = window.setTimeout(autoGenerate, AUTO_GENERATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reportCount, user]);

  const pending = generate.isPending;
  return (
    <form ref={formRef} onFocus={resolver.warm} onSubmit={form.handleSubmit((v) => run(v, true))} onInput={() => (typed.current = true)} noValidate aria-label="Generate a cosmic blueprint" className="grid gap-4 sm:grid-cols-2">
      <Field className="sm:col-span-2">
        <Label htmlFor="bp-name">Full birth name</Label>
        <Input id="bp-name" autoComplete="name" aria-invalid={!!errors.name} aria-describedby={errors.name ? "bp-name-error" : undefined} {...form.register("name")} />
        <FieldError id="bp-name-error">{errors.name?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="bp-dob">Date of birth</Label>
        <Input id="bp-dob" type="date" min="1900-01-01" aria-invalid={!!errors.dob} aria-describedby={errors.dob ? "bp-dob-error" : undefined} {...form.register("dob")} />
        <FieldError id="bp-dob-error">{errors.dob?.message}</FieldError>
      </Field>
      <Field>
        <Label htmlFor="bp-tob">Time of birth</Label>
        <Input id="bp-tob" type="time" aria-invalid={!!errors.tob} aria-describedby={errors.tob ? "bp-tob-error" : undefined} {...form.register("tob")} />
        <FieldError id="bp-tob-error">{errors.tob?.message}</FieldError>
      </Field>
      <Field className="sm:col-span-2">
        <Label htmlFor="bp-pob">Place of birth</Label>
        <FormPlaceAutocomplete
          control={form.control}
          name="pob"
          id="bp-pob"
          onPlaceIdChange={(id) => form.setValue("placeId", id ?? undefined)}
          placeholder="City, country"
          aria-invalid={!!errors.pob}
          aria-describedby={errors.pob ? "bp-pob-error" : undefined}
        />
        <FieldError id="bp-pob-error">{errors.pob?.message}</FieldError>
      </Field>
      <RepeatedHourChoice
        id="bp"
        date={watched.dob ?? ""}
        time={watched.tob ?? ""}
        place={watched.pob ?? ""}
        value={watched.disambiguation}
        onChange={(pass) => form.setValue("disambiguation", pass)}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          <Sparkles aria-hidden /> {pending ? "Charting the sky..." : "Generate Blueprint"}
        </Button>
        <p className="text-muted-foreground text-xs">Computed from the exact minute and place you were born.</p>
      </div>
    </form>
  );
}
