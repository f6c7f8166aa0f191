"use client";

import { MapPin } from "lucide-react";

import { RepeatedHourField } from "@/components/forms/repeated-hour-choice";
import { FormPlaceAutocomplete } from "@/components/places/form-place-autocomplete";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import type { StepProps } from "./wizard-fields";

export interface PlaceChoice {
  id: number;
  label: string;
  timezone: string;
}

interface StepBlueprintProps extends StepProps {
  /** The server's refusal of the signup (SPEC §8: other 400s come back to this step), shown on top. */
  serverMessage: string | null;
  /** Near misses for a birthplace the atlas does not know (lib/places/check-birthplace.ts). */
  placeSuggestions: readonly PlaceChoice[];
  onPlaceChosen: (label: string) => void;
  /** The place is optional: leaving it out keeps the seeker moving (no rising sign or houses then). */
  onSkipPlace: () => void;
}

/** Step 2, 'Your Cosmic Blueprint': full name and date of birth, optional time and place of birth. */
export function StepBlueprint({ form, help, serverMessage, placeSuggestions, onPlaceChosen, onSkipPlace }: StepBlueprintProps) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      {serverMessage ? (
        <p role="alert" className="border-destructive/40 bg-destructive/10 text-foreground rounded-lg border px-4 py-3 text-sm" data-testid="signup-server-error">
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
          aria-describedby={help.describe("fullName")}
          {...form.register("fullName")}
        />
        <FieldError id="signup-fullName-error">{help.own("fullName")}</FieldError>
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
            aria-describedby={help.describe("dateOfBirth")}
            {...form.register("dateOfBirth")}
          />
          <FieldError id="signup-dateOfBirth-error">{help.own("dateOfBirth")}</FieldError>
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
            aria-describedby={help.describe("timeOfBirth", "signup-timeOfBirth-hint")}
            {...form.register("timeOfBirth")}
          />
          <FieldDescription id="signup-timeOfBirth-hint">From a birth certificate, if you have it. Without it we leave out your rising sign.</FieldDescription>
          <FieldError id="signup-timeOfBirth-error">{help.own("timeOfBirth")}</FieldError>
        </Field>
      </div>
      <Field>
        <Label htmlFor="signup-placeOfBirth">
          Place of birth <span className="text-muted-foreground font-normal">(optional)</span>
        </Label>
        <FormPlaceAutocomplete
          control={form.control}
          name="placeOfBirth"
          id="signup-placeOfBirth"
          placeholder="City, country"
          maxLength={200}
          aria-invalid={!!errors.placeOfBirth}
          aria-describedby={help.describe("placeOfBirth")}
        />
        <FieldError id="signup-placeOfBirth-error">{help.own("placeOfBirth")}</FieldError>
        {errors.placeOfBirth ? (
          <div className="grid gap-2" data-testid="signup-place-suggestions">
            {placeSuggestions.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Places you may have meant">
                {placeSuggestions.map((place) => (
                  <li key={place.id}>
                    <Button type="button" variant="outline" size="sm" className="min-h-11 sm:min-h-9" onClick={() => onPlaceChosen(place.label)}>
                      <MapPin aria-hidden /> {place.label}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            <Button type="button" variant="ghost" size="sm" className="min-h-11 justify-self-start sm:min-h-9" onClick={onSkipPlace}>
              Leave the place out for now
            </Button>
          </div>
        ) : null}
      </Field>
      <RepeatedHourField id="signup" form={form} fields={{ date: "dateOfBirth", time: "timeOfBirth", place: "placeOfBirth" }} />
    </div>
  );
}
