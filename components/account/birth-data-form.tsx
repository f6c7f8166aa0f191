"use client";

import { Link } from "@/components/ui/link";
import { useForm } from "react-hook-form";

import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { RepeatedHourField } from "@/components/forms/repeated-hour-choice";
import { FormPlaceAutocomplete } from "@/components/places/form-place-autocomplete";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { SessionUser } from "@/lib/auth/session-user";
import type { BirthDataData, BirthDataInput } from "@/lib/validations/account";

import { describedBy, FormField, FormMessage } from "./form-bits";
import { useAccountSubmit } from "./use-account-form";

const FIELDS = ["dateOfBirth", "timeOfBirth", "placeOfBirth"] as const;

const resolver = lazyZodResolver(() => import("@/lib/validations/account").then((m) => m.birthDataSchema));

export function BirthDataForm({ user }: { user: Pick<SessionUser, "dateOfBirth" | "timeOfBirth" | "placeOfBirth"> }) {
  const form = useForm<BirthDataInput, unknown, BirthDataData>({
    resolver,
    defaultValues: { dateOfBirth: user.dateOfBirth ?? "", timeOfBirth: user.timeOfBirth ?? "", placeOfBirth: user.placeOfBirth ?? "", placeId: undefined },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, problem, notice } = useAccountSubmit<BirthDataInput, BirthDataData, { message: string; blueprint: { id: string } | null }>(form, "/api/account/birth-data", FIELDS);
  const e = { dob: errors.dateOfBirth?.message, tob: errors.timeOfBirth?.message, pob: errors.placeOfBirth?.message };
  return (
    <form onFocus={resolver.warm} onSubmit={form.handleSubmit(submit)} noValidate aria-label="Birth data" className="grid gap-4 sm:grid-cols-2" data-testid="birth-data-form">
      <FormField id="settings-dob" label="Date of birth" error={e.dob}>
        <Input type="date" min="1900-01-01" {...describedBy("settings-dob", { error: e.dob })} {...form.register("dateOfBirth")} />
      </FormField>
      <FormField id="settings-tob" label="Time of birth (optional)" error={e.tob}>
        <Input type="time" {...describedBy("settings-tob", { error: e.tob })} {...form.register("timeOfBirth")} />
      </FormField>
      <FormField id="settings-pob" label="Place of birth (optional)" error={e.pob} className="sm:col-span-2">
        <FormPlaceAutocomplete
          control={form.control}
          name="placeOfBirth"
          onPlaceIdChange={(id) => form.setValue("placeId", id ?? undefined)}
          placeholder="City, country"
          {...describedBy("settings-pob", { error: e.pob })}
        />
      </FormField>
      <RepeatedHourField id="settings" form={form} fields={{ date: "dateOfBirth", time: "timeOfBirth", place: "placeOfBirth" }} />
      <p className="text-muted-foreground text-sm leading-relaxed sm:col-span-2">
        With a time and a place, saving charts a new blueprint from them. Your earlier blueprints stay in{" "}
        <Link href="/portal" className="text-primary underline-offset-4 hover:underline">
          your history
        </Link>
        .
      </p>
      <div className="grid gap-3 sm:col-span-2">
        <FormMessage>{problem}</FormMessage>
        <FormMessage tone="success" testId="birth-data-saved">{notice}</FormMessage>
        <div>
          <Button type="submit" disabled={isSubmitting} className="min-h-11">
            {isSubmitting ? <Spinner className="text-primary-foreground size-4" label="Saving" /> : null}
            {isSubmitting ? "Charting the sky…" : "Save birth data"}
          </Button>
        </div>
      </div>
    </form>
  );
}
